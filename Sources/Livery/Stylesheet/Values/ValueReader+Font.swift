import LiveryYAML

extension ValueReader {
    /// A text style name, or `{ size:, weight:, family:, relativeTo: }`
    /// (weight defaults to regular, family to the system font; with
    /// `relativeTo:` the size scales like that text style).
    mutating func font(_ node: YAMLNode) -> FontValue? {
        switch node.content {
        case .scalar(let scalar):
            guard DynamicType.styles[scalar.value] != nil else {
                let isNumber = scalar.value.utf8.first.map(NumberLiteral.isDigit) ?? false
                sink.report(
                    .badFont, "unknown text style '\(scalar.value)'", at: node,
                    hint: isNumber
                        ? "a fixed size is written { size: \(scalar.value) }"
                        : sink.suggestion(for: scalar.value, in: DynamicType.styles.keys))
                return nil
            }
            return .textStyle(scalar.value)
        case .mapping(let pairs):
            var size: Double?
            var weight = FontWeight.regular
            var family = "system"
            var relativeTo: String?
            var failed = false
            for pair in pairs {
                switch pair.key.text {
                case "size":
                    guard let s = number(pair.value) else {
                        failed = true
                        continue
                    }
                    guard s > 0 else {
                        sink.report(.outOfRange, "font size must be greater than 0, found \(formatNumber(s))", at: pair.value)
                        failed = true
                        continue
                    }
                    size = s
                case "weight":
                    let names = FontWeight.allCases.map(\.rawValue)
                    guard let text = string(pair.value, expecting: .enumeration(names)) else {
                        failed = true
                        continue
                    }
                    guard let w = FontWeight(rawValue: text) else {
                        sink.report(
                            .badFont, "unknown font weight '\(text)'; expected \(names.joined(separator: ", "))", at: pair.value,
                            hint: sink.suggestion(for: text, in: names))
                        failed = true
                        continue
                    }
                    weight = w
                case "family":
                    guard let f = string(pair.value, expecting: .string), !f.isEmpty else {
                        if pair.value.text?.isEmpty ?? false { reportNull(pair.value, expecting: .string) }
                        failed = true
                        continue
                    }
                    family = f
                case "relativeTo":
                    guard let style = string(pair.value, expecting: .enumeration(Array(DynamicType.styles.keys))) else {
                        failed = true
                        continue
                    }
                    guard DynamicType.styles[style] != nil else {
                        sink.report(
                            .badFont, "unknown text style '\(style)' for relativeTo", at: pair.value,
                            hint: sink.suggestion(for: style, in: DynamicType.styles.keys))
                        failed = true
                        continue
                    }
                    relativeTo = style
                default:
                    sink.reportUnknownKey(pair.key, allowed: ["size", "weight", "family", "relativeTo"], in: "a font")
                    failed = true
                }
            }
            if failed { return nil }
            guard let size else {
                sink.report(.missingKey, "a font mapping needs 'size'", at: node)
                return nil
            }
            if let relativeTo { return .scaled(size: size, weight: weight, family: family, relativeTo: relativeTo) }
            return .fixed(size: size, weight: weight, family: family)
        case .sequence:
            sink.report(.wrongKind, "expected a font, found a sequence", at: node)
            return nil
        }
    }
}
