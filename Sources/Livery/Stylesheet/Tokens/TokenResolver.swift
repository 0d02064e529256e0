import LiveryYAML

/// Reads the tokens one mode sees into ``TokenValue``s, following
/// `{alias.path}` references (whole values and the fields of composite
/// tokens) with cycle detection. Each token is read once per mode; problems
/// are reported in the token file, at the token or the reference.
struct TokenResolver {
    /// The token a path names in this mode, and the index of its file.
    let tokens: [String: (file: Int, token: TokenFile.Token)]
    /// One sink per token file.
    var sinks: [DiagnosticSink]
    private var values: [String: TokenValue?] = [:]
    /// The aliases being followed, outermost first.
    private var chain: [String] = []
    /// Longest alias chain followed: each link is a few stack frames, so a
    /// hostile file's chain of thousands must stop with a diagnostic.
    static let maxAliasDepth = 64

    init(tokens: [String: (file: Int, token: TokenFile.Token)], sinks: [DiagnosticSink]) {
        self.tokens = tokens
        self.sinks = sinks
    }

    /// The value of the token at `path`; nil (reported) if it cannot be read.
    mutating func value(of path: String) -> TokenValue? {
        if let known = values[path] { return known }
        guard let (file, token) = tokens[path] else { return nil }
        if let start = chain.firstIndex(of: path) {
            let cycle = (chain[start...] + [path]).joined(separator: " → ")
            sinks[file].report(.tokenCycle, "alias cycle: \(cycle)", at: token.value)
            return nil
        }
        guard chain.count < TokenResolver.maxAliasDepth else {
            sinks[file].report(
                .badToken, "aliases lead more than \(TokenResolver.maxAliasDepth) tokens deep", at: token.value,
                hint: "alias the token the chain ends at directly")
            values[path] = .some(nil)
            return nil
        }
        chain.append(path)
        let value = read(token.value, type: token.type, file: file, path: path)
        chain.removeLast()
        values[path] = value
        return value
    }

    /// A value node of a known or aliased type.
    private mutating func read(_ node: YAMLNode, type: String?, file: Int, path: String) -> TokenValue? {
        if let alias = TokenFile.aliasPath(node) {
            guard let target = follow(alias, at: node, file: file) else { return nil }
            if let type, type != target.typeName {
                sinks[file].report(.badToken, "'\(path)' is a \(type) but '{\(alias)}' is a \(target.typeName)", at: node)
                return nil
            }
            return target
        }
        guard let type else {
            sinks[file].report(
                .badToken, "token '\(path)' has no $type", at: node, hint: "add \"$type\" to the token or to its group")
            return nil
        }
        switch type {
        case "color": return color(node, file: file).map(TokenValue.color)
        case "dimension": return dimension(node, file: file).map(TokenValue.dimension)
        case "number": return number(node, file: file).map(TokenValue.number)
        case "fontFamily": return fontFamily(node, file: file).map(TokenValue.fontFamily)
        case "fontWeight": return fontWeight(node, file: file).map(TokenValue.fontWeight)
        case "typography": return typography(node, file: file)
        case "shadow": return shadow(node, file: file)
        case let other where TokenValue.unusedTypes.contains(other): return .unused(other)
        default:
            sinks[file].report(
                .badToken, "unknown token type '\(type)'", at: node,
                hint: Suggestion.hint(for: type, in: TokenValue.types + TokenValue.unusedTypes.sorted()))
            return nil
        }
    }

    /// The value an alias names, reported at the reference when it names nothing.
    private mutating func follow(_ alias: String, at node: YAMLNode, file: Int) -> TokenValue? {
        guard tokens[alias] != nil else {
            sinks[file].report(
                .unknownToken, "'{\(alias)}' names no token", at: node,
                hint: Suggestion.hint(for: alias, in: tokens.keys))
            return nil
        }
        return value(of: alias)
    }

    /// A field of a composite token: an alias of the right type, or a literal.
    private mutating func field(_ node: YAMLNode, type: String, file: Int) -> TokenValue? {
        guard let alias = TokenFile.aliasPath(node) else { return read(node, type: type, file: file, path: "") }
        guard let target = follow(alias, at: node, file: file) else { return nil }
        guard target.typeName == type else {
            sinks[file].report(.badToken, "'{\(alias)}' is a \(target.typeName), not a \(type)", at: node)
            return nil
        }
        return target
    }

    // MARK: Types

    /// `{ "colorSpace": "srgb", "components": [r, g, b], "alpha": a, "hex": … }`, or a legacy `"#RRGGBB"` string.
    private mutating func color(_ node: YAMLNode, file: Int) -> Color? {
        if let text = node.text {
            switch ColorLiteral.parse(text, constants: [:], maxLength: 64) {
            case .success(let color): return color
            case .failure:
                sinks[file].report(.badToken, "'\(text)' is not a colour", at: node, hint: "write \"#RRGGBB\" or a colour object")
                return nil
            }
        }
        let space = node["colorSpace"]?.text
        if space == "srgb", let items = node["components"]?.sequence, items.count == 3 {
            var channels: [Double] = []
            for item in items {
                // DTCG's "none" is a missing channel: zero.
                if item.text == "none" {
                    channels.append(0)
                } else if let c = number(item, file: file), (0...1).contains(c) {
                    channels.append(c)
                } else {
                    sinks[file].report(.badToken, "an sRGB component is a number from 0 to 1", at: item)
                    return nil
                }
            }
            let alpha = node["alpha"].flatMap { number($0, file: file) } ?? 1
            func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
            return Color(red: byte(channels[0]), green: byte(channels[1]), blue: byte(channels[2]), alpha: byte(alpha))
        }
        if let hex = node["hex"], let text = hex.text, case .success(var color) = ColorLiteral.parse(text, constants: [:], maxLength: 16) {
            if let alpha = node["alpha"].flatMap({ number($0, file: file) }) {
                color.alpha = UInt8((min(max(alpha, 0), 1) * 255).rounded())
            }
            return color
        }
        sinks[file].report(
            .badToken,
            space.map { "colour space '\($0)' is not supported; give its sRGB \"hex\" too" }
                ?? "a colour token is { \"colorSpace\": \"srgb\", \"components\": [r, g, b] } or \"#RRGGBB\"", at: node)
        return nil
    }

    /// `{ "value": 16, "unit": "px" }` (or `rem`), or a legacy `"16px"` string; in points.
    private mutating func dimension(_ node: YAMLNode, file: Int) -> Double? {
        if node.mapping != nil {
            guard let valueNode = node["value"], let value = number(valueNode, file: file) else {
                sinks[file].report(.badToken, "a dimension is { \"value\": number, \"unit\": \"px\" or \"rem\" }", at: node)
                return nil
            }
            switch node["unit"]?.text {
            case "px": return value
            case "rem": return value * 16
            default:
                sinks[file].report(.badToken, "a dimension's unit is \"px\" or \"rem\"", at: node["unit"] ?? node)
                return nil
            }
        }
        guard let text = node.text else {
            sinks[file].report(.badToken, "expected a dimension, found a \(node.kindName)", at: node)
            return nil
        }
        for (unit, scale) in [("px", 1.0), ("rem", 16.0)] where text.hasSuffix(unit) {
            if let value = Double(text.dropLast(unit.count)), value.isFinite { return value * scale }
        }
        if let value = Double(text), value.isFinite { return value }
        sinks[file].report(.badToken, "'\(text)' is not a dimension", at: node, hint: "write { \"value\": 16, \"unit\": \"px\" }")
        return nil
    }

    private mutating func number(_ node: YAMLNode, file: Int) -> Double? {
        guard let text = node.text, let value = Double(text), value.isFinite else {
            sinks[file].report(.badToken, "expected a number, found \(node.text.map { "'\($0)'" } ?? "a \(node.kindName)")", at: node)
            return nil
        }
        return value
    }

    /// A family name, or a list of them: the first is used.
    private mutating func fontFamily(_ node: YAMLNode, file: Int) -> String? {
        if let text = node.text, !text.isEmpty { return text }
        if let first = node.sequence?.first?.text, !first.isEmpty { return first }
        sinks[file].report(.badToken, "a font family is a name or a list of names", at: node)
        return nil
    }

    /// 1–1000 or a DTCG weight name.
    private mutating func fontWeight(_ node: YAMLNode, file: Int) -> FontWeight? {
        if let text = node.text, let number = TokenValue.weightNames[text] ?? Double(text), (1...1000).contains(number) {
            return TokenValue.fontWeight(number)
        }
        sinks[file].report(
            .badToken, "a font weight is a number from 1 to 1000 or a weight name", at: node,
            hint: node.text.flatMap { Suggestion.hint(for: $0, in: TokenValue.weightNames.keys) })
        return nil
    }

    /// `{ fontFamily, fontSize, fontWeight, letterSpacing, lineHeight }` as a
    /// fixed font, with the letter spacing in points and the line height
    /// (DTCG's is a multiple of the font size) in points.
    private mutating func typography(_ node: YAMLNode, file: Int) -> TokenValue? {
        guard node.mapping != nil, let sizeNode = node["fontSize"] else {
            sinks[file].report(.badToken, "a typography token is an object with at least \"fontSize\"", at: node)
            return nil
        }
        guard case .dimension(let size)? = field(sizeNode, type: "dimension", file: file) else { return nil }
        guard size > 0 else {
            sinks[file].report(.badToken, "a font size is greater than 0", at: sizeNode)
            return nil
        }
        var weight = FontWeight.regular
        if let weightNode = node["fontWeight"] {
            guard case .fontWeight(let w)? = field(weightNode, type: "fontWeight", file: file) else { return nil }
            weight = w
        }
        var family = "system"
        if let familyNode = node["fontFamily"] {
            guard case .fontFamily(let f)? = field(familyNode, type: "fontFamily", file: file) else { return nil }
            family = f
        }
        var letterSpacing: Double?
        if let spacingNode = node["letterSpacing"] {
            guard case .dimension(let points)? = field(spacingNode, type: "dimension", file: file) else { return nil }
            letterSpacing = points
        }
        var lineHeight: Double?
        if let heightNode = node["lineHeight"] {
            // DTCG's is a number, a multiple of the size; a dimension some tools write is points.
            if heightNode.mapping != nil {
                guard case .dimension(let points)? = field(heightNode, type: "dimension", file: file) else { return nil }
                lineHeight = points
            } else {
                guard case .number(let multiple)? = field(heightNode, type: "number", file: file) else { return nil }
                lineHeight = multiple * size
            }
            guard let points = lineHeight, points > 0, points.isFinite else {
                sinks[file].report(.badToken, "a line height is greater than 0", at: heightNode)
                return nil
            }
        }
        return .typography(.fixed(size: size, weight: weight, family: family), letterSpacing: letterSpacing, lineHeight: lineHeight)
    }

    /// `{ color, offsetX, offsetY, blur, spread }`, or a list of them (the first is used).
    private mutating func shadow(_ node: YAMLNode, file: Int) -> TokenValue? {
        var layer = node
        if let items = node.sequence {
            guard let first = items.first else {
                sinks[file].report(.badToken, "a shadow list is empty", at: node)
                return nil
            }
            if items.count > 1 {
                sinks[file].report(.tokenIgnored, "a layer has one shadow; the first of these \(items.count) is used", at: node)
            }
            layer = first
        }
        guard layer.mapping != nil, let colorNode = layer["color"] else {
            sinks[file].report(.badToken, "a shadow token is an object with \"color\", \"offsetX\", \"offsetY\" and \"blur\"", at: layer)
            return nil
        }
        guard case .color(let color)? = field(colorNode, type: "color", file: file) else { return nil }
        var lengths: [String: Double] = [:]
        for key in ["offsetX", "offsetY", "blur", "spread"] {
            guard let part = layer[key] else { continue }
            guard case .dimension(let length)? = field(part, type: "dimension", file: file) else { return nil }
            lengths[key] = length
        }
        if let spread = layer["spread"], lengths["spread", default: 0] != 0 {
            sinks[file].report(.tokenIgnored, "a layer shadow has no spread; it is ignored", at: spread)
        }
        if let inset = layer["inset"], inset.text == "true" {
            sinks[file].report(.badToken, "a layer shadow cannot be inset", at: inset)
            return nil
        }
        return .shadow(
            color: color, offset: Size(width: lengths["offsetX", default: 0], height: lengths["offsetY", default: 0]),
            blur: lengths["blur", default: 0])
    }
}
