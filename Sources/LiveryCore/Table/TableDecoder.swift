/// Reads the compiled format ``TableEncoder`` writes. Every read is bounds
/// checked, every count is checked against the bytes left before anything is
/// reserved, and every index and tag is validated: hostile bytes give a
/// ``TableFormatError``, never a trap.
enum TableDecoder {
    static func decode(_ bytes: [UInt8], relativeTo directory: String) throws(TableFormatError) -> InvocationTable {
        var r = Reader(bytes: bytes, directory: directory)
        guard bytes.count >= TableFormat.magic.count, Array(bytes[0..<TableFormat.magic.count]) == TableFormat.magic else {
            throw .notATable
        }
        r.position = TableFormat.magic.count
        let version = try r.u32()
        guard version == TableFormat.version else { throw .unsupportedVersion(version) }
        let stringCount = try r.count(minimumSize: 4)
        var strings: [String] = []
        strings.reserveCapacity(stringCount)
        for _ in 0..<stringCount {
            let length = try r.count(minimumSize: 1)
            let start = r.position
            r.position += length
            // Decoding repairs invalid UTF-8; a repaired string differs from its bytes.
            let slice = bytes[start..<r.position]
            let text = String(decoding: slice, as: UTF8.self)
            guard slice.allSatisfy({ $0 < 0x80 }) || text.utf8.elementsEqual(slice) else {
                throw .malformed("a string that is not UTF-8", at: start)
            }
            strings.append(text)
        }
        r.table = strings

        let registry = try r.registry()
        var axes: [CustomTraitAxis] = []
        for _ in 0..<(try r.count(minimumSize: 12)) {
            let axis = CustomTraitAxis(name: try r.string(), values: try r.strings(), defaultValue: try r.string())
            guard !axis.trait.isBuiltIn, axis.values.contains(axis.defaultValue), !axes.contains(where: { $0.name == axis.name })
            else { throw .malformed("a trait axis '\(axis.name)' that is UIKit's, repeated or without its default", at: r.position) }
            axes.append(axis)
        }
        r.axes = axes
        var files: [String] = []
        for _ in 0..<(try r.count(minimumSize: 4)) { files.append(try r.path()) }
        var rules: [Rule] = []
        for _ in 0..<(try r.count(minimumSize: 4 * 7)) { rules.append(try r.rule()) }
        var invocations: [Invocation] = []
        for _ in 0..<(try r.count(minimumSize: 4 * 6 + 1)) {
            invocations.append(try r.invocation(registry: registry, ruleCount: rules.count))
        }
        guard r.position == bytes.count else { throw .trailingBytes(at: r.position) }
        return InvocationTable(rules: rules, invocations: invocations, registry: registry, files: files, customTraits: axes)
    }

    private struct Reader {
        let bytes: [UInt8]
        let directory: String
        var position = 0
        /// The string table, read first; everything else refers to it.
        var table: [String] = [] {
            didSet { propertyIDs = Array(repeating: nil, count: table.count) }
        }
        /// The property id of a string used as an invocation's keypath, looked
        /// up once per string rather than once per invocation.
        var propertyIDs: [PropertyID?] = []
        /// The declared trait axes, read before the rules whose conditions name them.
        var axes: [CustomTraitAxis] = []

        init(bytes: [UInt8], directory: String) {
            self.bytes = bytes
            self.directory = directory
        }

        func malformed(_ what: String) -> TableFormatError { .malformed(what, at: position) }

        mutating func u8() throws(TableFormatError) -> UInt8 {
            guard position < bytes.count else { throw .truncated(at: position) }
            defer { position += 1 }
            return bytes[position]
        }

        mutating func u32() throws(TableFormatError) -> UInt32 {
            guard bytes.count - position >= 4 else { throw .truncated(at: position) }
            let v = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: position, as: UInt32.self) }
            position += 4
            return UInt32(littleEndian: v)
        }

        mutating func f64() throws(TableFormatError) -> Double {
            guard bytes.count - position >= 8 else { throw .truncated(at: position) }
            let v = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: position, as: UInt64.self) }
            position += 8
            return Double(bitPattern: UInt64(littleEndian: v))
        }

        /// A finite double: no stylesheet value is NaN or infinite.
        mutating func number() throws(TableFormatError) -> Double {
            let v = try f64()
            guard v.isFinite else { throw malformed("a number that is not finite") }
            return v
        }

        /// A count of elements each at least `minimumSize` bytes long: more
        /// than the bytes left could hold is malformed, so nothing is
        /// reserved for a count a hostile file inflates.
        mutating func count(minimumSize: Int) throws(TableFormatError) -> Int {
            let n = Int(try u32())
            guard n <= (bytes.count - position) / max(1, minimumSize) else {
                throw .truncated(at: position)
            }
            return n
        }

        /// A line or column number.
        mutating func positiveInt() throws(TableFormatError) -> Int { Int(try u32()) }

        mutating func bool() throws(TableFormatError) -> Bool {
            switch try u8() {
            case 0: return false
            case 1: return true
            default: throw malformed("a flag that is neither 0 nor 1")
            }
        }

        mutating func string() throws(TableFormatError) -> String {
            let index = Int(try u32())
            guard index < table.count else { throw malformed("string index \(index) out of range") }
            return table[index]
        }

        mutating func optionalString() throws(TableFormatError) -> String? {
            let index = try u32()
            if index == TableFormat.none { return nil }
            guard Int(index) < table.count else { throw malformed("string index \(index) out of range") }
            return table[Int(index)]
        }

        mutating func strings() throws(TableFormatError) -> [String] {
            var list: [String] = []
            for _ in 0..<(try count(minimumSize: 4)) { list.append(try string()) }
            return list
        }

        mutating func path() throws(TableFormatError) -> String {
            TableFormat.absolute(try string(), in: directory)
        }

        mutating func location() throws(TableFormatError) -> SourceLocation {
            SourceLocation(file: try path(), line: try positiveInt(), column: try positiveInt())
        }

        mutating func optionalLocation() throws(TableFormatError) -> SourceLocation? {
            try bool() ? try location() : nil
        }

        mutating func registry() throws(TableFormatError) -> TypeRegistry {
            let start = position
            let keyPaths = try strings()
            let axisKeys = try strings()
            var types: [TypeSpec] = []
            for _ in 0..<(try count(minimumSize: 4 * 3 + 1)) {
                let name = try string()
                let superclass = try optionalString()
                let declaredAt = try optionalLocation()
                var properties: [PropertySpec] = []
                for _ in 0..<(try count(minimumSize: 4 * 3 + 5)) { properties.append(try spec()) }
                types.append(TypeSpec(name: name, superclass: superclass, properties: properties, declaredAt: declaredAt))
            }
            do {
                return try TypeRegistry(keyPaths: keyPaths, axisKeys: axisKeys, declaredTypes: types)
            } catch {
                throw .malformed("a registry that cannot be rebuilt (\(error))", at: start)
            }
        }

        mutating func spec() throws(TableFormatError) -> PropertySpec {
            let keyPath = try string()
            let kind = try self.kind()
            let keyedBy = try optionalString()
            let target: PropertyTarget?
            switch TableFormat.TargetTag(rawValue: try u8()) {
            case .none?: target = nil
            case .own?: target = .own(try string())
            case .part?: target = .part(try string(), keyPath: try string())
            case nil: throw malformed("an unknown target tag")
            }
            let defaultValue = try bool() ? try value() : nil
            let range = try self.range()
            let inherited = try bool()
            let declaredAt = try optionalLocation()
            return PropertySpec(
                keyPath, kind, keyedBy: keyedBy, target: target, default: defaultValue, range: range, inherited: inherited,
                declaredAt: declaredAt)
        }

        mutating func range() throws(TableFormatError) -> NumberRange? {
            let flags = try u8()
            guard flags != 0 else { return nil }
            guard flags & TableFormat.RangeBit.present != 0, flags < 16 else { throw malformed("an unknown range flag") }
            let lower = flags & TableFormat.RangeBit.lower != 0 ? try number() : nil
            let upper = flags & TableFormat.RangeBit.upper != 0 ? try number() : nil
            return NumberRange(lowerBound: lower, upperBound: upper, wholeNumbers: flags & TableFormat.RangeBit.whole != 0)
        }

        mutating func kind() throws(TableFormatError) -> ValueKind {
            switch TableFormat.KindTag(rawValue: try u8()) {
            case .number?: return .number
            case .bool?: return .bool
            case .string?: return .string
            case .color?: return .color
            case .image?: return .image
            case .font?: return .font
            case .size?: return .size
            case .point?: return .point
            case .rect?: return .rect
            case .insets?: return .insets
            case .shape?: return .shape
            case .shapeOrImage?: return .shapeOrImage
            case .enumeration?: return .enumeration(try strings())
            case .enumList?: return .enumList(try strings())
            case .stringList?: return .stringList
            case nil: throw malformed("an unknown value kind")
            }
        }

        mutating func rule() throws(TableFormatError) -> Rule {
            let index = Int(try u32())
            let type = try string()
            let inside = try strings()
            var traits: [TraitCondition] = []
            for _ in 0..<(try count(minimumSize: 8)) {
                let name = try string()
                let value = try string()
                do {
                    traits.append(try TraitCondition(key: name, value: value, axes: axes))
                } catch {
                    throw malformed("a trait condition \(error.message)")
                }
            }
            let classes = try strings()
            let origin = try location()
            return Rule(index: index, selector: Selector(type: type, inside: inside, traits: traits, classes: classes), origin: origin)
        }

        mutating func invocation(registry: TypeRegistry, ruleCount: Int) throws(TableFormatError) -> Invocation {
            let rule = Int(try u32())
            guard rule < ruleCount else { throw malformed("rule index \(rule) out of range") }
            let keyPathIndex = Int(try u32())
            guard keyPathIndex < table.count else { throw malformed("string index \(keyPathIndex) out of range") }
            let property: PropertyID
            if let known = propertyIDs[keyPathIndex] {
                property = known
            } else {
                guard let id = registry.names.id(table[keyPathIndex]) else {
                    throw malformed("unknown property '\(table[keyPathIndex])'")
                }
                propertyIDs[keyPathIndex] = id
                property = id
            }
            var axisKey: AxisKey?
            if let name = try optionalString() {
                guard let key = ControlState(key: name).map(AxisKey.init) ?? registry.names.axisKey(name) else {
                    throw malformed("unknown axis key '\(name)'")
                }
                axisKey = key
            }
            let value = try value()
            return Invocation(rule: rule, property: property, axisKey: axisKey, value: value, origin: try location())
        }

        mutating func color() throws(TableFormatError) -> Color {
            Color(red: try u8(), green: try u8(), blue: try u8(), alpha: try u8())
        }

        mutating func point() throws(TableFormatError) -> Point { Point(x: try number(), y: try number()) }

        mutating func rect() throws(TableFormatError) -> Rect {
            Rect(x: try number(), y: try number(), width: try number(), height: try number())
        }

        mutating func value() throws(TableFormatError) -> Value {
            switch TableFormat.ValueTag(rawValue: try u8()) {
            case .number?: return .number(try number())
            case .bool?: return .bool(try bool())
            case .string?: return .string(try string())
            case .color?: return .color(try dynamicColor())
            case .size?: return .size(Size(width: try number(), height: try number()))
            case .point?: return .point(try point())
            case .rect?: return .rect(try rect())
            case .insets?: return .insets(Insets(top: try number(), left: try number(), bottom: try number(), right: try number()))
            case .font?:
                switch try u8() {
                case 0: return .font(.textStyle(try string()))
                case 1:
                    let size = try number()
                    let weightName = try string()
                    guard let weight = FontWeight(rawValue: weightName) else { throw malformed("unknown font weight '\(weightName)'") }
                    return .font(.fixed(size: size, weight: weight, family: try string()))
                case 2:
                    let size = try number()
                    let weightName = try string()
                    guard let weight = FontWeight(rawValue: weightName) else { throw malformed("unknown font weight '\(weightName)'") }
                    let family = try string()
                    let style = try string()
                    guard DynamicType.styles[style] != nil else { throw malformed("unknown text style '\(style)'") }
                    return .font(.scaled(size: size, weight: weight, family: family, relativeTo: style))
                default: throw malformed("an unknown font form")
                }
            case .image?:
                var image = ImageReference(written: try string(), resolvedPath: try path())
                for _ in 0..<(try count(minimumSize: 8)) {
                    let scale = Int(try u32())
                    guard (1...3).contains(scale), scale > (image.scaledPaths.last?.scale ?? 0) else {
                        throw malformed("an image set's scales out of order or past 3")
                    }
                    image.scaledPaths.append(ImageReference.ScaledPath(scale: scale, path: try path()))
                }
                switch try u8() {
                case 0: break
                case 1:
                    guard image.scaledPaths.isEmpty else { throw malformed("a symbol with an image set's files") }
                    image = .symbol(try symbol())
                case 2:
                    guard image.scaledPaths.isEmpty else { throw malformed("a solid colour with an image set's files") }
                    image = .solid(try dynamicColor())
                default: throw malformed("an unknown symbol flag")
                }
                switch try u8() {
                case 0: break
                case 1:
                    guard image.symbol == nil, image.fill == nil, !image.resolvedPath.isEmpty else {
                        throw malformed("cap insets on an image that is not a file or an image set")
                    }
                    let insets = [try number(), try number(), try number(), try number()]
                    guard insets.allSatisfy({ $0 >= 0 }) else { throw malformed("a negative cap inset") }
                    let mode: ImageResizing.Mode
                    switch try u8() {
                    case 0: mode = .tile
                    case 1: mode = .stretch
                    default: throw malformed("an unknown resizing mode")
                    }
                    image.resizing = ImageResizing(
                        capInsets: Insets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3]), mode: mode)
                default: throw malformed("an unknown cap insets flag")
                }
                return .image(image)
            case .shape?: return .shape(try shape())
            case .enumCase?: return .enumCase(try string())
            case .enumList?: return .enumList(try strings())
            case nil: throw malformed("an unknown value tag")
            }
        }

        mutating func dynamicColor() throws(TableFormatError) -> DynamicColor {
            var dynamic = DynamicColor(
                light: try color(), dark: try color(), lightHighContrast: try color(), darkHighContrast: try color(),
                darkElevated: try color(), darkElevatedHighContrast: try color())
            dynamic.name = try optionalString()
            dynamic.isCatalogColor = try bool()
            guard !dynamic.isCatalogColor || dynamic.name != nil else { throw malformed("a catalog colour without its name") }
            return dynamic
        }

        /// An image's symbol, after its flag (Docs/TableFormat.md).
        mutating func symbol() throws(TableFormatError) -> SymbolImage {
            var symbol = SymbolImage(name: try string())
            switch try u8() {
            case 0: break
            case 1:
                let points = try number()
                guard points > 0 else { throw malformed("a symbol's point size is not positive") }
                symbol.size = .pointSize(points)
            case 2:
                let style = try string()
                guard DynamicType.styles[style] != nil else { throw malformed("unknown text style '\(style)'") }
                symbol.size = .textStyle(style)
            default: throw malformed("an unknown symbol size form")
            }
            if let name = try optionalString() {
                guard let weight = FontWeight(rawValue: name) else { throw malformed("unknown symbol weight '\(name)'") }
                symbol.weight = weight
            }
            if let name = try optionalString() {
                guard let scale = SymbolImage.Scale(rawValue: name) else { throw malformed("unknown symbol scale '\(name)'") }
                symbol.scale = scale
            }
            if let name = try optionalString() {
                guard let mode = SymbolImage.RenderingMode(rawValue: name) else {
                    throw malformed("unknown symbol rendering mode '\(name)'")
                }
                symbol.renderingMode = mode
            }
            // A colour takes 6 × 4 bytes, a name index and a flag.
            for _ in 0..<(try count(minimumSize: 29)) { symbol.colors.append(try dynamicColor()) }
            return symbol
        }

        mutating func shape() throws(TableFormatError) -> ShapeValue {
            switch TableFormat.ShapeTag(rawValue: try u8()) {
            case .bounds?: return .bounds
            case .roundedBounds?: return .roundedBounds(radius: try number())
            case .rect?: return .rect(try rect())
            case .roundedRect?: return .roundedRect(try rect(), radius: try number())
            case .ellipse?: return .ellipse(try rect())
            case .path?:
                let source = try string()
                var commands: [PathCommand] = []
                for _ in 0..<(try count(minimumSize: 1)) {
                    switch TableFormat.PathTag(rawValue: try u8()) {
                    case .move?: commands.append(.move(try point()))
                    case .line?: commands.append(.line(try point()))
                    case .quad?: commands.append(.quad(control: try point(), to: try point()))
                    case .cubic?: commands.append(.cubic(control1: try point(), control2: try point(), to: try point()))
                    case .close?: commands.append(.close)
                    case nil: throw malformed("an unknown path command")
                    }
                }
                return .path(commands, source: source)
            case nil: throw malformed("an unknown shape")
            }
        }
    }
}
