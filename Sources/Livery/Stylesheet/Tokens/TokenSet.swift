/// The names one stylesheet's token imports give its values: colour tokens
/// as palette colours, dimensions and numbers as constants, font families
/// and weights as string constants, typography as font constants, shadows
/// for the `layer.shadow` shorthand; each under its dotted path.
///
/// Imports with `when:` are modes. Each of a dynamic colour's six variants
/// sees the imports whose conditions hold in it, the more conditions the
/// later, and a later file's token replaces an earlier one's; aliases
/// resolve within that view. Only colours (and a shadow's colour) vary by
/// mode: another token takes its light value.
struct TokenSet {
    private(set) var colors: [String: DynamicColor] = [:]
    private(set) var constants: [String: Value] = [:]
    private(set) var shadows: [String: TokenShadow] = [:]

    /// The traits of ``DynamicColor``'s variants, in its initializer's order.
    static let variants: [TraitCollection] = [
        (TraitCollection.UserInterfaceStyle.light, TraitCollection.AccessibilityContrast.normal, TraitCollection.UserInterfaceLevel.base),
        (.dark, .normal, .base), (.light, .high, .base), (.dark, .high, .base), (.dark, .normal, .elevated),
        (.dark, .high, .elevated),
    ].map { style, contrast, level in
        var traits = TraitCollection()
        traits.userInterfaceStyle = style
        traits.accessibilityContrast = contrast
        traits.userInterfaceLevel = level
        return traits
    }

    init(imports: [TokenImport], files: [TokenFile], sinks: inout [DiagnosticSink]) {
        var paths: [String] = []
        var seen: Set<String> = []
        for entry in imports {
            for path in files[entry.file].order where seen.insert(path).inserted { paths.append(path) }
        }
        var views: [[String: (file: Int, token: TokenFile.Token)]] = []
        var values: [[String: TokenValue]] = []
        for traits in TokenSet.variants {
            let applying = imports.enumerated()
                .filter { $0.element.conditions.allSatisfy { $0.holds(in: traits) } }
                .sorted { ($0.element.conditions.count, $0.offset) < ($1.element.conditions.count, $1.offset) }
            var view: [String: (file: Int, token: TokenFile.Token)] = [:]
            for (_, entry) in applying {
                for (path, token) in files[entry.file].tokens { view[path] = (entry.file, token) }
            }
            var resolver = TokenResolver(tokens: view, sinks: sinks)
            var resolved: [String: TokenValue] = [:]
            for path in paths where view[path] != nil {
                if let value = resolver.value(of: path) { resolved[path] = value }
            }
            sinks = resolver.sinks
            views.append(view)
            values.append(resolved)
        }
        for path in paths { add(path, values: values.map { $0[path] }, views: views, sinks: &sinks) }
    }

    private mutating func add(
        _ path: String, values: [TokenValue?], views: [[String: (file: Int, token: TokenFile.Token)]],
        sinks: inout [DiagnosticSink]
    ) {
        func colorVariants(_ color: (TokenValue) -> Color?) -> DynamicColor? {
            let variants = values.map { $0.flatMap(color) }
            guard let light = variants[0] else { return nil }
            return DynamicColor(
                light: light, dark: variants[1] ?? light, lightHighContrast: variants[2], darkHighContrast: variants[3],
                darkElevated: variants[4], darkElevatedHighContrast: variants[5])
        }
        guard let light = values[0] else {
            // Defined only under `when:`: report once, at the first mode's token.
            if let (file, token) = views.lazy.compactMap({ $0[path] }).first, values.contains(where: { $0 != nil }) {
                sinks[file].report(
                    .tokenIgnored, "'\(path)' has no value in light mode (no import without when: defines it); it is not used",
                    at: token.name)
            }
            return
        }
        switch light {
        case .color:
            colors[path] = colorVariants { if case .color(let c) = $0 { c } else { nil } }?.named(path)
            return
        case .shadow(let color, let offset, let blur):
            let opaque = colorVariants { value -> Color? in
                guard case .shadow(var c, _, _) = value else { return nil }
                c.alpha = 255
                return c
            }
            shadows[path] = TokenShadow(
                color: opaque ?? DynamicColor(color), opacity: Double(color.alpha) / 255, radius: blur / 2, offset: offset)
        case .dimension(let n), .number(let n): constants[path] = .number(n)
        case .fontFamily(let family): constants[path] = .string(family)
        case .fontWeight(let weight): constants[path] = .string(weight.rawValue)
        case .typography(let font, let letterSpacing, let lineHeight):
            constants[path] = .font(font)
            // For `kern: $font.title.letterSpacing`, and `minimumLineHeight` and `maximumLineHeight: $font.title.lineHeight`.
            if let letterSpacing { constants[path + ".letterSpacing"] = .number(letterSpacing) }
            if let lineHeight { constants[path + ".lineHeight"] = .number(lineHeight) }
        case .unused: return
        }
        // Another token that differs by mode keeps its light value.
        if case .shadow = light { return }
        if let index = values.indices.dropFirst().first(where: { values[$0] != nil && values[$0] != light }),
            let (file, token) = views[index][path]
        {
            sinks[file].report(
                .tokenIgnored, "only colour tokens vary by mode: '\(path)' keeps its light value", at: token.name)
        }
    }
}
