import LiveryYAML

/// The value parser: reads values of a kind in the context in scope and
/// reports problems to its file's ``DiagnosticSink``. The compiler keeps one
/// per file so diagnostics collect in one place.
struct ValueReader {
    /// What values may refer to; changing it forgets the values read so far.
    var context: ValueContext {
        didSet { if !scalars.isEmpty { scalars.removeAll() } }
    }
    /// Where problems go; the compiler's other readers report there too.
    var sink: DiagnosticSink

    var diagnostics: [Diagnostic] { sink.diagnostics }

    /// Numbers and colours read from plain scalars, by their text: a
    /// stylesheet writes the same few (`1`, `$gutter * 2`, `separator`)
    /// thousands of times, and each reads the same in one context. Only
    /// values read without a diagnostic are kept, so every mistake is still
    /// reported where it is written.
    private var scalars: [ScalarKey: Value] = [:]

    private struct ScalarKey: Hashable {
        var isColor: Bool
        var text: String
    }

    /// Nested color mappings deeper than this are refused (`{ light: { color: … } }` needs 2).
    static let maxColorDepth = 8

    init(context: ValueContext) {
        self.context = context
        sink = DiagnosticSink(file: context.file)
    }

    /// A reader of the same scope (and cache) that has reported nothing yet.
    func withEmptySink() -> ValueReader {
        var reader = self
        reader.sink = sink.emptied
        return reader
    }

    // MARK: Dispatch

    mutating func value(_ node: YAMLNode, as kind: ValueKind) -> Value? {
        if node.isNull {
            reportNull(node, expecting: kind)
            return nil
        }
        if kind == .number || kind == .color, node.scalarStyle == .plain, let text = node.text {
            return cachedScalar(node, ScalarKey(isColor: kind == .color, text: text))
        }
        if kind != .number, let name = constantName(node) {
            return constantValue(name, at: node, as: kind)
        }
        switch kind {
        case .number: return number(node).map(Value.number)
        case .bool: return bool(node).map(Value.bool)
        case .string: return string(node, expecting: kind).map(Value.string)
        case .color: return color(node, depth: 0).map(Value.color)
        case .image: return image(node).map(Value.image)
        case .font: return font(node).map(Value.font)
        case .size:
            return components(node, labels: ["width", "height"], kind: kind).map { .size(Size(width: $0[0], height: $0[1])) }
        case .point:
            return components(node, labels: ["x", "y"], kind: kind).map { .point(Point(x: $0[0], y: $0[1])) }
        case .rect:
            return components(node, labels: ["x", "y", "width", "height"], kind: kind)
                .map { .rect(Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3])) }
        case .insets:
            return components(node, labels: ["top", "left", "bottom", "right"], kind: kind, single: true, missing: 0)
                .map { .insets(Insets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3])) }
        case .shape: return shape(node).map(Value.shape)
        case .shapeOrImage:
            if let text = node.text, text != "bounds" { return image(node).map(Value.image) }
            return shape(node).map(Value.shape)
        case .enumeration(let cases): return enumCase(node, cases: cases).map(Value.enumCase)
        case .enumList(let cases): return enumList(node, cases: cases).map(Value.enumList)
        case .stringList: return stringList(node).map(Value.enumList)
        }
    }

    /// A plain number or colour scalar, read once per text.
    private mutating func cachedScalar(_ node: YAMLNode, _ key: ScalarKey) -> Value? {
        if let value = scalars[key] { return value }
        let reported = diagnostics.count
        let value = key.isColor ? color(node, depth: 0).map(Value.color) : number(node).map(Value.number)
        if let value, diagnostics.count == reported { scalars[key] = value }
        return value
    }

    // MARK: Scalars

    /// YAML's spellings of infinity and NaN, which no property takes.
    static let yamlNonFinite: Set<String> = [
        ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF",
        ".nan", ".NaN", ".NAN",
    ]

    mutating func number(_ node: YAMLNode) -> Double? {
        guard let text = node.text else {
            sink.report(.wrongKind, "expected a number, found a \(node.kindName)", at: node)
            return nil
        }
        if node.isNull {
            reportNull(node, expecting: .number)
            return nil
        }
        if ValueReader.yamlNonFinite.contains(text) {
            sink.report(.numberNotFinite, "'\(text)' is not a finite number", at: node)
            return nil
        }
        switch NumberExpression.evaluate(text, constants: context.constants, maxLength: context.maxExpressionLength) {
        case .success(let value):
            return value
        case .failure(let failure):
            report(failure, at: node)
            return nil
        }
    }

    mutating func bool(_ node: YAMLNode) -> Bool? {
        switch node.text {
        case "true": return true
        case "false": return false
        case let text?:
            sink.report(.wrongKind, "expected true or false, found '\(text)'", at: node, hint: "write true or false")
        case nil:
            sink.report(.wrongKind, "expected true or false, found a \(node.kindName)", at: node)
        }
        return nil
    }

    mutating func string(_ node: YAMLNode, expecting kind: ValueKind) -> String? {
        if let name = constantName(node) {
            // A string constant or token (`weight: $font.weight.strong`).
            guard case .string(let text)? = constantValue(name, at: node, as: .string) else { return nil }
            return text
        }
        guard let text = node.text else {
            sink.report(.wrongKind, "expected \(ValueReader.expectation(kind)), found a \(node.kindName)", at: node)
            return nil
        }
        return text
    }

    mutating func enumCase(_ node: YAMLNode, cases: [String]) -> String? {
        guard let text = string(node, expecting: .enumeration(cases)) else { return nil }
        guard cases.contains(text) else {
            sink.report(
                .unknownEnumCase, "'\(text)' is not one of \(cases.boundedListing())", at: node,
                hint: sink.suggestion(for: text, in: cases))
            return nil
        }
        return text
    }

    mutating func enumList(_ node: YAMLNode, cases: [String]) -> [String]? {
        guard let items = node.sequence else {
            return enumCase(node, cases: cases).map { [$0] }
        }
        var result: [String] = []
        var seen: Set<String> = []
        var failed = false
        for item in items {
            guard let name = enumCase(item, cases: cases) else {
                failed = true
                continue
            }
            if seen.insert(name).inserted { result.append(name) }
        }
        return failed ? nil : result
    }

    /// A list of texts, or one text: `segments: [Day, Week, Month]`.
    mutating func stringList(_ node: YAMLNode) -> [String]? {
        guard let items = node.sequence else { return string(node, expecting: .stringList).map { [$0] } }
        var result: [String] = []
        var failed = false
        for item in items {
            guard let text = string(item, expecting: .string) else {
                failed = true
                continue
            }
            result.append(text)
        }
        return failed ? nil : result
    }

    // MARK: Geometry

    /// Numbers written as a list in `labels` order, a mapping keyed by `labels`,
    /// or (when `single`) one number for all. `missing` fills absent mapping keys.
    mutating func components(
        _ node: YAMLNode, labels: [String], kind: ValueKind, single: Bool = false,
        missing: Double? = nil
    ) -> [Double]? {
        switch node.content {
        case .sequence(let items):
            guard items.count == labels.count else {
                sink.report(.wrongCount, "\(ValueReader.expectation(kind)) has \(labels.count) numbers, found \(items.count)", at: node)
                return nil
            }
            let numbers = items.compactMap { number($0) }
            return numbers.count == labels.count ? numbers : nil
        case .mapping(let pairs):
            var values = [Double?](repeating: missing, count: labels.count)
            var failed = false
            for pair in pairs {
                guard let key = pair.key.text, let index = labels.firstIndex(of: key) else {
                    sink.reportUnknownKey(pair.key, allowed: labels, in: ValueReader.expectation(kind))
                    failed = true
                    continue
                }
                guard let v = number(pair.value) else {
                    failed = true
                    continue
                }
                values[index] = v
            }
            let absent = labels.indices.filter { values[$0] == nil }.map { labels[$0] }
            if !absent.isEmpty, !failed {
                sink.report(
                    .missingKey, "\(ValueReader.expectation(kind)) needs \(absent.map { "'\($0)'" }.joined(separator: " and "))", at: node)
                return nil
            }
            return failed ? nil : values.compactMap { $0 }
        case .scalar:
            if single { return number(node).map { Array(repeating: $0, count: labels.count) } }
            sink.report(.wrongKind, "expected \(ValueReader.expectation(kind)), found '\(node.text ?? "")'", at: node)
            return nil
        }
    }

    // MARK: Constants

    /// `name` when the node is a plain `$name` scalar.
    func constantName(_ node: YAMLNode) -> String? {
        guard node.isPlainScalar else { return nil }
        return node.withText { bytes -> String? in
            guard bytes.count > 1, bytes[0] == UInt8(ascii: "$"),
                NumberLiteral.constantNameEnd(in: bytes, from: 1, isDefined: { _ in true }) == bytes.count
            else {
                return nil
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes.dropFirst()), as: UTF8.self)
        } ?? nil
    }

    /// A whole-value `$name` reference, converted to `kind` where the forms agree
    /// (a 2-number list is a size or a point, a 4-number list a rect or insets, a
    /// string constant is read as the kind asks: a color name, an enum case, …).
    mutating func constantValue(_ name: String, at node: YAMLNode, as kind: ValueKind) -> Value? {
        guard let value = context.constants[name] else {
            reportUndefinedConstant(name, at: node)
            return nil
        }
        switch (kind, value) {
        case (.number, .number), (.bool, .bool), (.string, .string), (.color, .color), (.size, .size), (.point, .point),
            (.rect, .rect), (.insets, .insets), (.font, .font), (.image, .image), (.shape, .shape),
            (.shapeOrImage, .shape), (.shapeOrImage, .image):
            return value
        case (.point, .size(let s)): return .point(Point(x: s.width, y: s.height))
        case (.size, .point(let p)): return .size(Size(width: p.x, height: p.y))
        case (.insets, .rect(let r)): return .insets(Insets(top: r.x, left: r.y, bottom: r.width, right: r.height))
        case (.rect, .insets(let i)): return .rect(Rect(x: i.top, y: i.left, width: i.bottom, height: i.right))
        case (.insets, .number(let n)): return .insets(Insets(top: n, left: n, bottom: n, right: n))
        case (_, .string(let text)):
            // Read the text as if written here, quoted so it cannot recurse into another reference.
            let written = YAMLNode(scalar: YAMLScalar(value: text, style: .doubleQuoted), start: node.start, end: node.start)
            return self.value(written, as: kind)
        default:
            sink.report(.wrongKind, "constant '$\(name)' is \(value.kindName), not \(ValueReader.expectation(kind))", at: node)
            return nil
        }
    }

    /// Infers a constant's value from how it is written, since `constants:`
    /// names no kinds: numbers (with arithmetic), bools, strings, 2- or 4-number
    /// lists, and mappings recognised by their first key.
    mutating func constant(_ node: YAMLNode) -> Value? {
        if node.isNull {
            sink.report(.nullValue, "constant has no value", at: node, hint: ValueReader.nullHint)
            return nil
        }
        switch node.content {
        case .scalar(let scalar):
            if let name = constantName(node) {
                guard let value = context.constants[name] else {
                    reportUndefinedConstant(name, at: node)
                    return nil
                }
                return value
            }
            if scalar.style == .plain, scalar.value == "true" || scalar.value == "false" { return .bool(scalar.value == "true") }
            if let first = scalar.value.utf8.first,
                NumberLiteral.isDigit(first)
                    || [UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: "$")].contains(first)
            {
                return number(node).map(Value.number)
            }
            return .string(scalar.value)
        case .sequence(let items):
            switch items.count {
            case 2: return value(node, as: .size)
            case 4: return value(node, as: .rect)
            default:
                sink.report(
                    .wrongCount, "a list constant has 2 numbers (a size or point) or 4 (a rect or insets), found \(items.count)",
                    at: node)
                return nil
            }
        case .mapping(let pairs):
            let keys = Set(pairs.compactMap { $0.key.text })
            let kind: ValueKind
            if !keys.isDisjoint(with: ValueReader.colorKeys) {
                kind = .color
            } else if keys.contains("width") || keys.contains("height") {
                kind = keys.contains("x") || keys.contains("y") ? .rect : .size
            } else if keys.contains("x") || keys.contains("y") {
                kind = .point
            } else if !keys.isDisjoint(with: ["top", "left", "bottom", "right"]) {
                kind = .insets
            } else if !keys.isDisjoint(with: ["size", "weight", "family"]) {
                kind = .font
            } else if !keys.isDisjoint(with: ValueReader.shapeKeys) {
                kind = .shape
            } else {
                sink.report(
                    .badConstant, "cannot tell what kind of value this constant is", at: node,
                    hint:
                        "a constant mapping is a color ({ light:, dark: } or { color:, alpha: }), a size, point, rect, insets, font or shape"
                )
                return nil
            }
            return value(node, as: kind)
        }
    }

    // MARK: Reporting

    static let nullHint = "an unquoted '#' starts a YAML comment, so `color: #FF0000` has no value: quote it, `color: \"#FF0000\"`"

    mutating func report(_ failure: NumberExpression.Failure, at node: YAMLNode) {
        var hint = failure.hint
        if failure.code == .undefinedConstant, let name = failure.name { hint = constantSuggestion(for: name) }
        // `rgba(97.6%, …)` unquoted in `{ }`: the comma ended the value after its first argument.
        if let text = node.text, text.contains("("), !text.contains(")"), node.scalar?.isQuoted == false {
            hint = "a comma inside '{ }' or '[ ]' ends the value there: quote a value that has commas, e.g. \"\(text), …)\""
        }
        sink.report(failure.code, failure.message, at: node, offset: failure.offset, hint: hint)
    }

    mutating func constantSuggestion(for name: String) -> String? {
        guard sink.spendSuggestion() else { return nil }
        return Suggestion.closest(to: name, in: context.constants.allNames).map { "did you mean '$\($0)'?" }
    }

    mutating func reportUndefinedConstant(_ name: String, at node: YAMLNode) {
        sink.report(.undefinedConstant, "undefined constant '$\(name)'", at: node, hint: constantSuggestion(for: name))
    }

    mutating func reportNull(_ node: YAMLNode, expecting kind: ValueKind) {
        sink.report(.nullValue, "expected \(ValueReader.expectation(kind)), found no value", at: node, hint: ValueReader.nullHint)
    }

    /// "a color", "a size [width, height]": what a kind looks like, for messages.
    static func expectation(_ kind: ValueKind) -> String {
        switch kind {
        case .number: return "a number"
        case .bool: return "true or false"
        case .string: return "a string"
        case .color: return "a color"
        case .image: return "an image path"
        case .font: return "a font"
        case .size: return "a size [width, height]"
        case .point: return "a point [x, y]"
        case .rect: return "a rect [x, y, width, height]"
        case .insets: return "insets [top, left, bottom, right]"
        case .shape: return "a shape"
        case .shapeOrImage: return "a shape or an image path"
        case .enumeration, .enumList, .stringList: return kind.description
        }
    }
}
