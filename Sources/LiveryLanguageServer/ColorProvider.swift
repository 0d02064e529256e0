import Foundation
import Livery
import LiveryLSPProtocol

/// The colours a stylesheet writes, for the editor's swatches and picker:
/// hex strings, `rgb(…)` and `rgba(…)`, and names (system colours and the
/// palette's, followed to their value) where a colour is taken. A dynamic
/// colour shows its light appearance. A colour picked is written back in the
/// notation it replaces.
enum ColorProvider {
    static func colors(lines: [Substring], registry: TypeRegistry, tokens: [DesignTokenEntry] = []) -> [LSP.ColorInformation] {
        let names = DeclaredNames(lines: lines)
        var found: [LSP.ColorInformation] = []
        for (index, line) in lines.enumerated() {
            let scalars = Array(line.unicodeScalars)
            var column = 0
            while column < scalars.count {
                if scalars[column] == "#", column == 0 || scalars[column - 1] == " " { break }  // a comment
                guard let (length, color) = literal(scalars, at: column) ?? named(scalars, at: column, line: index, lines: lines, names: names, tokens: tokens, registry: registry)
                else {
                    column += 1
                    continue
                }
                let start = OpenDocument.position(line: index + 1, column: column + 1, in: lines)
                let end = OpenDocument.position(line: index + 1, column: column + length + 1, in: lines)
                found.append(LSP.ColorInformation(range: LSP.Range(start: start, end: end), color: color))
                column += length
            }
        }
        return found
    }

    /// The picked colour in the notation of the text it replaces: `rgba(…)` for
    /// `rgb`/`rgba`, else a hex string (with alpha when not opaque).
    static func presentations(for color: LSP.Color, range: LSP.Range, lines: [Substring]) -> [LSP.ColorPresentation] {
        func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        let line = range.start.line < lines.count ? lines[range.start.line] : ""
        let column = OpenDocument.column(of: range.start, in: line)
        let written = String(String.UnicodeScalarView(line.unicodeScalars.dropFirst(column - 1)))
        let text: String
        if written.hasPrefix("rgb") {
            let alpha = (color.alpha * 1000).rounded() / 1000
            text = "rgba(\(byte(color.red)), \(byte(color.green)), \(byte(color.blue)), \(alpha == 1 ? "1" : String(alpha)))"
        } else {
            let rgb = String(format: "%02X%02X%02X", byte(color.red), byte(color.green), byte(color.blue))
            text = "\"#" + rgb + (color.alpha < 1 ? String(format: "%02X", byte(color.alpha)) : "") + "\""
        }
        return [LSP.ColorPresentation(label: text, textEdit: LSP.TextEdit(range: range, newText: text))]
    }

    /// A quoted hex colour or an `rgb(…)`/`rgba(…)` at `column`: its length and colour.
    private static func literal(_ scalars: [Unicode.Scalar], at column: Int) -> (Int, LSP.Color)? {
        if scalars[column] == "\"" || scalars[column] == "'", column + 1 < scalars.count, scalars[column + 1] == "#" {
            var end = column + 2
            while end < scalars.count, scalars[end].properties.isASCIIHexDigit { end += 1 }
            guard end < scalars.count, scalars[end] == scalars[column] else { return nil }
            let digits = String(String.UnicodeScalarView(scalars[(column + 2)..<end]))
            return hex(digits).map { (end - column + 1, $0) }
        }
        let rest = String(String.UnicodeScalarView(scalars[column...].prefix(64)))
        guard rest.hasPrefix("rgb(") || rest.hasPrefix("rgba("), column == 0 || !scalars[column - 1].properties.isAlphabetic,
            let close = rest.firstIndex(of: ")")
        else { return nil }
        let inside = rest[rest.index(after: rest.firstIndex(of: "(") ?? rest.startIndex)..<close]
        let parts = inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count >= 3 else { return nil }
        func channel(_ text: String) -> Double? {
            text.hasSuffix("%") ? Double(text.dropLast()).map { $0 / 100 } : Double(text).map { $0 / 255 }
        }
        guard let r = channel(parts[0]), let g = channel(parts[1]), let b = channel(parts[2]) else { return nil }
        let a = parts.count > 3 ? Double(parts[3]) ?? 1 : 1
        return (rest.distance(from: rest.startIndex, to: close) + 1, LSP.Color(red: r, green: g, blue: b, alpha: a))
    }

    private static func hex(_ digits: String) -> LSP.Color? {
        let values = digits.compactMap(\.hexDigitValue)
        func pair(_ index: Int) -> Double { Double(values[index] * 16 + values[index + 1]) / 255 }
        func single(_ index: Int) -> Double { Double(values[index] * 17) / 255 }
        switch values.count {
        case 3, 4: return LSP.Color(red: single(0), green: single(1), blue: single(2), alpha: values.count == 4 ? single(3) : 1)
        case 6, 8: return LSP.Color(red: pair(0), green: pair(2), blue: pair(4), alpha: values.count == 8 ? pair(6) : 1)
        default: return nil
        }
    }

    /// A system or palette colour name written as a value where a colour is
    /// taken (a colour property, a palette entry, `light:`/`dark:`).
    private static func named(
        _ scalars: [Unicode.Scalar], at column: Int, line: Int, lines: [Substring], names: DeclaredNames, tokens: [DesignTokenEntry],
        registry: TypeRegistry
    ) -> (Int, LSP.Color)? {
        guard scalars[column].properties.isAlphabetic, column >= 2, scalars[column - 1] == " ", scalars[column - 2] == ":" else { return nil }
        var end = column
        // Names, and token paths (`color.on-brand`).
        while end < scalars.count, scalars[end].properties.isAlphabetic || scalars[end].properties.numericType != nil || "._-/".unicodeScalars.contains(scalars[end]) {
            end += 1
        }
        guard end == scalars.count || " ,}]#".unicodeScalars.contains(scalars[end]) else { return nil }
        let name = String(String.UnicodeScalarView(scalars[column..<end]))
        let position = OpenDocument.position(line: line + 1, column: column + 1, in: lines)
        let context = DocumentContext(at: position, lines: lines)
        let takesColor: Bool
        if context.section == "colors" || context.valueKey == "light" || context.valueKey == "dark" || context.valueKey == "color" {
            takesColor = true
        } else if let key = context.valueKey, let path = context.propertyPath(key) {
            takesColor = registry.property(path, on: context.ruleType ?? "UIView")?.spec.kind == .color
        } else {
            takesColor = false
        }
        guard takesColor, let color = resolve(name, names: names, depth: 0) ?? token(name, tokens) else { return nil }
        return (end - column, color)
    }

    /// A colour token's value, its aliases followed: the `hex` a design tool writes beside the components.
    private static func token(_ name: String, _ tokens: [DesignTokenEntry]) -> LSP.Color? {
        var current = tokens.first { $0.name == name }
        var steps = 0
        while let token = current, token.hex == nil, let alias = token.alias, steps < 64 {
            current = tokens.first { $0.name == alias }
            steps += 1
        }
        guard let hex = current?.hex, hex.hasPrefix("#") else { return nil }
        return ColorProvider.hex(String(hex.dropFirst()))
    }

    /// A name's colour: a system colour's light appearance, or a palette entry's value followed.
    private static func resolve(_ name: String, names: DeclaredNames, depth: Int) -> LSP.Color? {
        if let system = SystemColors.named(name) {
            let light = system.light
            return LSP.Color(
                red: Double(light.red) / 255, green: Double(light.green) / 255, blue: Double(light.blue) / 255, alpha: Double(light.alpha) / 255)
        }
        guard depth < 8, let entry = names.colors.first(where: { $0.name == name }) else { return nil }
        let value = Array(entry.value.unicodeScalars)
        if let (_, color) = value.isEmpty ? nil : literal(value, at: 0) { return color }
        let plain = entry.value.trimmingCharacters(in: .whitespaces)
        if plain.hasPrefix("{"), let light = plain.range(of: "light:") {
            let rest = plain[light.upperBound...].drop { $0 == " " }
            let first = String(rest.prefix { $0 != "," && $0 != "}" }).trimmingCharacters(in: .whitespaces)
            let scalars = Array(first.unicodeScalars)
            if let (_, color) = scalars.isEmpty ? nil : literal(scalars, at: 0) { return color }
            return resolve(first, names: names, depth: depth + 1)
        }
        return resolve(plain, names: names, depth: depth + 1)
    }
}
