/// Writes an ``InvocationTable`` in the compiled format of
/// Docs/TableFormat.md: little-endian integers, doubles by bit pattern, and
/// every string once in a string table that the rest refers to by index.
enum TableEncoder {
    static func encode(_ table: InvocationTable, relativeTo directory: String) -> [UInt8] {
        var body = Writer(directory: directory)
        body.registry(table.registry)
        body.count(table.customTraits.count)
        for axis in table.customTraits {
            body.string(axis.name)
            body.strings(axis.values)
            body.string(axis.defaultValue)
        }
        body.count(table.files.count)
        for file in table.files { body.path(file) }
        body.count(table.rules.count)
        for rule in table.rules { body.rule(rule) }
        body.count(table.invocations.count)
        for invocation in table.invocations { body.invocation(invocation, in: table) }

        var out = Writer(directory: directory)
        out.bytes += TableFormat.magic
        out.u32(TableFormat.version)
        out.count(body.strings.count)
        for string in body.strings {
            out.count(string.utf8.count)
            out.bytes += Array(string.utf8)
        }
        return out.bytes + body.bytes
    }

    private struct Writer {
        let directory: String
        var bytes: [UInt8] = []
        var strings: [String] = []
        var stringIndex: [String: UInt32] = [:]

        init(directory: String) { self.directory = directory }

        mutating func u8(_ v: UInt8) { bytes.append(v) }

        mutating func u32(_ v: UInt32) {
            withUnsafeBytes(of: v.littleEndian) { bytes += $0 }
        }

        mutating func f64(_ v: Double) {
            withUnsafeBytes(of: v.bitPattern.littleEndian) { bytes += $0 }
        }

        mutating func count(_ n: Int) { u32(UInt32(truncatingIfNeeded: n)) }

        mutating func bool(_ b: Bool) { u8(b ? 1 : 0) }

        mutating func string(_ s: String) {
            if let index = stringIndex[s] { return u32(index) }
            let index = UInt32(strings.count)
            strings.append(s)
            stringIndex[s] = index
            u32(index)
        }

        mutating func optionalString(_ s: String?) {
            if let s { string(s) } else { u32(TableFormat.none) }
        }

        mutating func strings(_ list: [String]) {
            count(list.count)
            for s in list { string(s) }
        }

        mutating func path(_ p: String) { string(TableFormat.relative(p, to: directory)) }

        mutating func location(_ l: SourceLocation) {
            path(l.file)
            count(l.line)
            count(l.column)
        }

        mutating func optionalLocation(_ l: SourceLocation?) {
            bool(l != nil)
            if let l { location(l) }
        }

        mutating func registry(_ registry: TypeRegistry) {
            strings(registry.names.keyPathList)
            strings(registry.names.axisKeyNameList)
            let types = registry.declaredTypes
            count(types.count)
            for type in types {
                string(type.name)
                optionalString(type.superclass)
                optionalLocation(type.declaredAt)
                let properties = type.properties.values.sorted { $0.keyPath < $1.keyPath }
                count(properties.count)
                for property in properties { spec(property) }
            }
        }

        mutating func spec(_ spec: PropertySpec) {
            string(spec.keyPath)
            kind(spec.kind)
            optionalString(spec.keyedBy)
            switch spec.target {
            case nil: u8(TableFormat.TargetTag.none.rawValue)
            case .own(let keyPath)?:
                u8(TableFormat.TargetTag.own.rawValue)
                string(keyPath)
            case .part(let part, let keyPath)?:
                u8(TableFormat.TargetTag.part.rawValue)
                string(part)
                string(keyPath)
            }
            bool(spec.defaultValue != nil)
            if let value = spec.defaultValue { self.value(value) }
            range(spec.range)
            bool(spec.inherited)
            optionalLocation(spec.declaredAt)
        }

        mutating func range(_ range: NumberRange?) {
            guard let range else { return u8(0) }
            var flags = TableFormat.RangeBit.present
            if range.lowerBound != nil { flags |= TableFormat.RangeBit.lower }
            if range.upperBound != nil { flags |= TableFormat.RangeBit.upper }
            if range.wholeNumbers { flags |= TableFormat.RangeBit.whole }
            u8(flags)
            if let lower = range.lowerBound { f64(lower) }
            if let upper = range.upperBound { f64(upper) }
        }

        mutating func kind(_ kind: ValueKind) {
            typealias Tag = TableFormat.KindTag
            switch kind {
            case .number: u8(Tag.number.rawValue)
            case .bool: u8(Tag.bool.rawValue)
            case .string: u8(Tag.string.rawValue)
            case .color: u8(Tag.color.rawValue)
            case .image: u8(Tag.image.rawValue)
            case .font: u8(Tag.font.rawValue)
            case .size: u8(Tag.size.rawValue)
            case .point: u8(Tag.point.rawValue)
            case .rect: u8(Tag.rect.rawValue)
            case .insets: u8(Tag.insets.rawValue)
            case .shape: u8(Tag.shape.rawValue)
            case .shapeOrImage: u8(Tag.shapeOrImage.rawValue)
            case .enumeration(let cases):
                u8(Tag.enumeration.rawValue)
                strings(cases)
            case .enumList(let cases):
                u8(Tag.enumList.rawValue)
                strings(cases)
            case .stringList:
                u8(Tag.stringList.rawValue)
            }
        }

        mutating func rule(_ rule: Rule) {
            count(rule.index)
            string(rule.selector.type)
            strings(rule.selector.inside)
            count(rule.selector.traits.count)
            for trait in rule.selector.traits {
                string(trait.key)
                string(trait.value)
            }
            strings(rule.selector.classes)
            location(rule.origin)
        }

        mutating func invocation(_ invocation: Invocation, in table: InvocationTable) {
            count(invocation.rule)
            string(table.keyPath(of: invocation))
            optionalString(table.axisKeyName(of: invocation))
            value(invocation.value)
            location(invocation.origin)
        }

        mutating func color(_ c: Color) { bytes += [c.red, c.green, c.blue, c.alpha] }

        mutating func point(_ p: Point) {
            f64(p.x)
            f64(p.y)
        }

        mutating func rect(_ r: Rect) {
            for v in [r.x, r.y, r.width, r.height] { f64(v) }
        }

        mutating func value(_ value: Value) {
            typealias Tag = TableFormat.ValueTag
            switch value {
            case .number(let n):
                u8(Tag.number.rawValue)
                f64(n)
            case .bool(let b):
                u8(Tag.bool.rawValue)
                bool(b)
            case .string(let s):
                u8(Tag.string.rawValue)
                string(s)
            case .color(let c):
                u8(Tag.color.rawValue)
                dynamicColor(c)
            case .size(let s):
                u8(Tag.size.rawValue)
                f64(s.width)
                f64(s.height)
            case .point(let p):
                u8(Tag.point.rawValue)
                point(p)
            case .rect(let r):
                u8(Tag.rect.rawValue)
                rect(r)
            case .insets(let i):
                u8(Tag.insets.rawValue)
                for v in [i.top, i.left, i.bottom, i.right] { f64(v) }
            case .font(let font):
                u8(Tag.font.rawValue)
                switch font {
                case .textStyle(let style):
                    u8(0)
                    string(style)
                case .fixed(let size, let weight, let family):
                    u8(1)
                    f64(size)
                    string(weight.rawValue)
                    string(family)
                case .scaled(let size, let weight, let family, let relativeTo):
                    u8(2)
                    f64(size)
                    string(weight.rawValue)
                    string(family)
                    string(relativeTo)
                }
            case .image(let image):
                u8(Tag.image.rawValue)
                string(image.written)
                path(image.resolvedPath)
                count(image.scaledPaths.count)
                for file in image.scaledPaths {
                    count(file.scale)
                    path(file.path)
                }
                if let fill = image.fill {
                    u8(2)
                    dynamicColor(fill)
                } else {
                    symbol(image.symbol)
                }
                if let resizing = image.resizing {
                    u8(1)
                    for inset in [resizing.capInsets.top, resizing.capInsets.left, resizing.capInsets.bottom, resizing.capInsets.right] {
                        f64(inset)
                    }
                    u8(resizing.mode == .tile ? 0 : 1)
                } else {
                    u8(0)
                }
            case .shape(let shape):
                u8(Tag.shape.rawValue)
                self.shape(shape)
            case .enumCase(let name):
                u8(Tag.enumCase.rawValue)
                string(name)
            case .enumList(let names):
                u8(Tag.enumList.rawValue)
                strings(names)
            }
        }

        mutating func dynamicColor(_ c: DynamicColor) {
            for variant in [c.light, c.dark, c.lightHighContrast, c.darkHighContrast, c.darkElevated, c.darkElevatedHighContrast] {
                color(variant)
            }
            optionalString(c.name)
            bool(c.isCatalogColor)
        }

        /// An image's symbol: `u8` 0, or 1 and the symbol (2 and a colour is a solid colour's image; Docs/TableFormat.md).
        mutating func symbol(_ symbol: SymbolImage?) {
            guard let symbol else { return u8(0) }
            u8(1)
            string(symbol.name)
            switch symbol.size {
            case nil: u8(0)
            case .pointSize(let points)?:
                u8(1)
                f64(points)
            case .textStyle(let style)?:
                u8(2)
                string(style)
            }
            optionalString(symbol.weight?.rawValue)
            optionalString(symbol.scale?.rawValue)
            optionalString(symbol.renderingMode?.rawValue)
            count(symbol.colors.count)
            for color in symbol.colors { dynamicColor(color) }
        }

        mutating func shape(_ shape: ShapeValue) {
            typealias Tag = TableFormat.ShapeTag
            switch shape {
            case .bounds: u8(Tag.bounds.rawValue)
            case .roundedBounds(let radius):
                u8(Tag.roundedBounds.rawValue)
                f64(radius)
            case .rect(let r):
                u8(Tag.rect.rawValue)
                rect(r)
            case .roundedRect(let r, let radius):
                u8(Tag.roundedRect.rawValue)
                rect(r)
                f64(radius)
            case .ellipse(let r):
                u8(Tag.ellipse.rawValue)
                rect(r)
            case .path(let commands, let source):
                u8(Tag.path.rawValue)
                string(source)
                count(commands.count)
                for command in commands {
                    switch command {
                    case .move(let p):
                        u8(TableFormat.PathTag.move.rawValue)
                        point(p)
                    case .line(let p):
                        u8(TableFormat.PathTag.line.rawValue)
                        point(p)
                    case .quad(let c, let p):
                        u8(TableFormat.PathTag.quad.rawValue)
                        point(c)
                        point(p)
                    case .cubic(let c1, let c2, let p):
                        u8(TableFormat.PathTag.cubic.rawValue)
                        point(c1)
                        point(c2)
                        point(p)
                    case .close: u8(TableFormat.PathTag.close.rawValue)
                    }
                }
            }
        }
    }
}
