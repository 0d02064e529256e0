import LiveryYAML

extension ValueReader {
    /// The variant keys of a dynamic color, in DynamicColor's order.
    static let variantKeys = ["light", "dark", "lightHighContrast", "darkHighContrast", "darkElevated", "darkElevatedHighContrast"]
    /// Every key a color mapping may have.
    static let colorKeys: Set<String> = Set(variantKeys + ["color", "alpha"])

    /// A color in any form: a literal, a UIKit or palette name, `$name`,
    /// `{ color:, alpha: }` or `{ light:, dark:, … }`.
    mutating func color(_ node: YAMLNode, depth: Int) -> DynamicColor? {
        if node.isNull {
            reportNull(node, expecting: .color)
            return nil
        }
        guard depth < ValueReader.maxColorDepth else {
            sink.report(.valueTooDeep, "colors are nested more than \(ValueReader.maxColorDepth) levels deep", at: node)
            return nil
        }
        switch node.content {
        case .scalar(let scalar):
            if let name = constantName(node) {
                guard case .color(let c)? = constantValue(name, at: node, as: .color) else { return nil }
                return c
            }
            return color(text: scalar.value, at: node)
        case .mapping(let pairs):
            if pairs.contains(where: { $0.key.text == "color" || $0.key.text == "alpha" }) {
                return colorWithAlpha(pairs, at: node, depth: depth)
            }
            return dynamicColor(pairs, at: node, depth: depth)
        case .sequence:
            sink.report(
                .wrongKind, "expected a color, found a sequence", at: node,
                hint: "write rgb(255, 0, 0) or \"#FF0000\" for a literal color")
            return nil
        }
    }

    private mutating func color(text: String, at node: YAMLNode) -> DynamicColor? {
        // A catalog's colour set is named as `UIColor(named:)` takes it, which may look like a function: `Pantone 330U (45%)`.
        if text.utf8.first != UInt8(ascii: "#"), let c = context.colors[text] { return c.named(text) }
        if ColorLiteral.isLiteral(text) {
            switch ColorLiteral.parse(text, constants: context.constants, maxLength: context.maxExpressionLength) {
            case .success(let c): return DynamicColor(c)
            case .failure(let failure):
                report(failure, at: node)
                return nil
            }
        }
        if let c = context.colors[text] ?? SystemColors.named(text) { return c.named(text) }
        var hint = sink.spendSuggestion() ? Suggestion.hint(for: text, in: context.colors.allNames + SystemColors.allNames) : nil
        if hint == nil, [3, 4, 6, 8].contains(text.utf8.count),
            text.utf8.allSatisfy({ $0 < 128 && Character(Unicode.Scalar($0)).isHexDigit })
        {
            hint = "hex colors start with '#' and must be quoted: \"#\(text)\""
        }
        sink.report(.unknownColor, "unknown color '\(text)'", at: node, hint: hint)
        return nil
    }

    private mutating func colorWithAlpha(_ pairs: YAMLPairs, at node: YAMLNode, depth: Int) -> DynamicColor? {
        var base: DynamicColor?
        var alpha: Double?
        var failed = false
        for pair in pairs {
            switch pair.key.text {
            case "color":
                base = color(pair.value, depth: depth + 1)
                failed = failed || base == nil
            case "alpha":
                guard let a = number(pair.value) else {
                    failed = true
                    continue
                }
                guard (0...1).contains(a) else {
                    sink.report(.outOfRange, "alpha must be between 0 and 1, found \(formatNumber(a))", at: pair.value)
                    failed = true
                    continue
                }
                alpha = a
            default:
                sink.reportUnknownKey(pair.key, allowed: ["color", "alpha"], in: "a { color:, alpha: } color")
                failed = true
            }
        }
        if failed { return nil }
        guard let base, let alpha else {
            sink.report(.missingKey, "a { color:, alpha: } color needs both 'color' and 'alpha'", at: node)
            return nil
        }
        return base.withAlpha(alpha)
    }

    private mutating func dynamicColor(_ pairs: YAMLPairs, at node: YAMLNode, depth: Int) -> DynamicColor? {
        var variants = [Color?](repeating: nil, count: ValueReader.variantKeys.count)
        var failed = false
        for pair in pairs {
            guard let key = pair.key.text, let index = ValueReader.variantKeys.firstIndex(of: key) else {
                sink.reportUnknownKey(pair.key, allowed: ValueReader.variantKeys + ["color", "alpha"], in: "a dynamic color")
                failed = true
                continue
            }
            // A dynamic color inside a variant contributes its own variant of the
            // same name: `dark: secondaryLabel` means secondaryLabel's dark color.
            guard let inner = color(pair.value, depth: depth + 1) else {
                failed = true
                continue
            }
            variants[index] = inner.resolved(
                dark: index % 2 == 1 || index >= 4, highContrast: index == 2 || index == 3 || index == 5,
                elevated: index >= 4)
        }
        if failed { return nil }
        guard let light = variants[0], let dark = variants[1] else {
            let missing = ["light", "dark"].enumerated().filter { variants[$0.offset] == nil }.map { "'\($0.element)'" }
            sink.report(
                .missingKey, "a dynamic color needs \(missing.joined(separator: " and ")) (the other variants fall back to them)",
                at: node)
            return nil
        }
        return DynamicColor(
            light: light, dark: dark, lightHighContrast: variants[2], darkHighContrast: variants[3],
            darkElevated: variants[4], darkElevatedHighContrast: variants[5])
    }
}
