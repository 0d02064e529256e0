import LiveryYAML

extension ValueReader {
    /// The keys a symbol image takes, in the order Docs/Stylesheets.md lists them.
    static let symbolKeys = ["symbol", "pointSize", "textStyle", "weight", "scale", "renderingMode", "colors"]
    /// The largest point size a symbol is written at.
    static let maxSymbolPointSize = 1_000.0
    /// The most colours a palette takes (SF Symbols have at most three layers; a few more are kept, and ignored, as UIKit does).
    static let maxSymbolColors = 8

    /// `{ symbol: star.fill, pointSize: 17 | textStyle: body, weight:, scale:,
    /// renderingMode:, colors: [...] }`: an SF Symbol and the parts of its
    /// `UIImage.SymbolConfiguration` (Docs/Stylesheets.md, "Symbols").
    /// Every problem is reported; nil when there was one.
    mutating func symbol(_ node: YAMLNode) -> SymbolImage? {
        guard let pairs = node.mapping else { return nil }
        var symbol = SymbolImage(name: "")
        var failed = false
        var sizeKey: YAMLNode?
        var colorsNode: YAMLNode?
        for pair in pairs {
            if pair.key.text == "pointSize" || pair.key.text == "textStyle" {
                guard sizeKey == nil else {
                    sink.report(
                        .badSymbol, "a symbol takes pointSize: or textStyle:, not both", at: pair.key,
                        hint: "UIImage.SymbolConfiguration has no configuration with both; keep one")
                    failed = true
                    continue
                }
                sizeKey = pair.key
            }
            switch pair.key.text {
            case "symbol":
                guard let name = string(pair.value, expecting: .string) else {
                    failed = true
                    continue
                }
                guard !name.isEmpty, !name.contains(where: { $0 == " " || $0 == "/" }) else {
                    sink.report(
                        .badSymbol, "'\(name)' is not a symbol name", at: pair.value,
                        hint: "write the name SF Symbols shows, such as star.fill")
                    failed = true
                    continue
                }
                symbol.name = name
            case "pointSize":
                guard let points = number(pair.value) else {
                    failed = true
                    continue
                }
                guard points > 0, points <= ValueReader.maxSymbolPointSize else {
                    sink.report(
                        .outOfRange,
                        "a symbol's pointSize is above 0 and at most \(formatNumber(ValueReader.maxSymbolPointSize)), found \(formatNumber(points))",
                        at: pair.value)
                    failed = true
                    continue
                }
                symbol.size = .pointSize(points)
            case "textStyle":
                guard let style = string(pair.value, expecting: .string) else {
                    failed = true
                    continue
                }
                guard DynamicType.styles[style] != nil else {
                    sink.report(
                        .badFont, "unknown text style '\(style)'", at: pair.value,
                        hint: sink.suggestion(for: style, in: DynamicType.styles.keys))
                    failed = true
                    continue
                }
                symbol.size = .textStyle(style)
            case "weight":
                guard let weight = symbolPart(pair.value, FontWeight.self) else {
                    failed = true
                    continue
                }
                symbol.weight = weight
            case "scale":
                guard let scale = symbolPart(pair.value, SymbolImage.Scale.self) else {
                    failed = true
                    continue
                }
                symbol.scale = scale
            case "renderingMode":
                guard let mode = symbolPart(pair.value, SymbolImage.RenderingMode.self) else {
                    failed = true
                    continue
                }
                symbol.renderingMode = mode
            case "colors":
                colorsNode = pair.value
                let items = pair.value.sequence.map(Array.init) ?? [pair.value]
                guard items.count <= ValueReader.maxSymbolColors else {
                    sink.report(
                        .wrongCount, "a symbol takes at most \(ValueReader.maxSymbolColors) colors, found \(items.count)",
                        at: pair.value)
                    failed = true
                    continue
                }
                for item in items {
                    guard let color = color(item, depth: 0) else {
                        failed = true
                        continue
                    }
                    symbol.colors.append(color)
                }
            default:
                sink.reportUnknownKey(pair.key, allowed: ValueReader.symbolKeys, in: "a symbol image")
                failed = true
            }
        }
        guard !failed else { return nil }
        guard !symbol.name.isEmpty else { return nil }
        switch (symbol.renderingMode, colorsNode) {
        case (.palette?, nil):
            sink.report(
                .badSymbol, "renderingMode: palette needs 'colors: [...]', one colour per layer", at: node,
                hint: "write colors: [systemRed, systemBlue]")
            return nil
        case (.hierarchical?, let colors?) where symbol.colors.count != 1:
            sink.report(
                .badSymbol, "renderingMode: hierarchical takes one colour, found \(symbol.colors.count)", at: colors,
                hint: "UIImage.SymbolConfiguration(hierarchicalColor:) shades its layers from one colour")
            return nil
        case (.monochrome?, let colors?), (.multicolor?, let colors?), (nil, let colors?):
            sink.report(
                .badSymbol, "colors are used by renderingMode: palette or hierarchical", at: colors,
                hint: "add renderingMode: palette, or remove colors")
            return nil
        default:
            return symbol
        }
    }

    /// One of an enum's cases by name, `unknown-enum-case` otherwise.
    private mutating func symbolPart<Part: RawRepresentable & CaseIterable>(_ node: YAMLNode, _: Part.Type) -> Part?
    where Part.RawValue == String {
        enumCase(node, cases: Part.allCases.map(\.rawValue)).flatMap(Part.init(rawValue:))
    }
}
