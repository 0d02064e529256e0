import Foundation
import Livery
import LiveryLSPProtocol

/// The colours a stylesheet writes, for the editor's swatches and picker:
/// hex strings, `rgb(…)` and `rgba(…)`, and names (system colours and the
/// palette's, followed to their value) where a colour is taken. A dynamic
/// colour shows its light appearance. A colour picked is written back in the
/// notation it replaces.
enum ColorProvider {
    /// The colours of a document, in one pass over its lines, up to as many as
    /// an answer may hold (``ResultBudget``): the first ones.
    static func colors(lines: [Substring], registry: TypeRegistry, tokens: [DesignTokenEntry] = []) -> [LSP.ColorInformation] {
        let outline = DocumentOutline(lines: lines)
        var palette = ColorPalette(names: DeclaredNames(lines: lines), tokens: tokens)
        let limit = ResultBudget.maxPlaces(writing: 0)
        var found: [LSP.ColorInformation] = []
        for (index, line) in lines.enumerated() where found.count < limit {
            let scalars = Array(line.unicodeScalars)
            var characters = UTF16Columns(scalars)
            // What the line says before a name, read as the walk goes; the lines above, once a name needs them.
            var flow = FlowScan()
            var block: DocumentOutline.Block?
            var column = 0
            while column < scalars.count, found.count < limit {
                if scalars[column] == "#", column == 0 || scalars[column - 1] == " " { break }  // a comment
                var match = literal(scalars, at: column)
                if match == nil, let end = nameEnd(scalars, at: column) {
                    flow.read(scalars, upTo: column)
                    let above = block ?? outline.block(at: index)
                    block = above
                    let context = DocumentContext(block: above, flow: flow, prefix: "", prefixStart: column + 1)
                    if takesColor(context, registry: registry),
                        let color = palette.color(named: String(String.UnicodeScalarView(scalars[column..<end])))
                    {
                        match = (end - column, color)
                    }
                }
                guard let (length, color) = match else {
                    column += 1
                    continue
                }
                let start = LSP.Position(line: index, character: characters.offset(ofColumn: column))
                let end = LSP.Position(line: index, character: characters.offset(ofColumn: column + length))
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
        let line = lines.indices.contains(range.start.line) ? lines[range.start.line] : ""
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
    static func literal(_ scalars: [Unicode.Scalar], at column: Int) -> (Int, LSP.Color)? {
        if scalars[column] == "\"" || scalars[column] == "'", column + 1 < scalars.count, scalars[column + 1] == "#" {
            var end = column + 2
            while end < scalars.count, scalars[end].properties.isASCIIHexDigit { end += 1 }
            guard end < scalars.count, scalars[end] == scalars[column] else { return nil }
            let digits = String(String.UnicodeScalarView(scalars[(column + 2)..<end]))
            return hex(digits).map { (end - column + 1, $0) }
        }
        guard scalars[column] == "r" else { return nil }
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

    static func hex(_ digits: String) -> LSP.Color? {
        let values = digits.compactMap(\.hexDigitValue)
        func pair(_ index: Int) -> Double { Double(values[index] * 16 + values[index + 1]) / 255 }
        func single(_ index: Int) -> Double { Double(values[index] * 17) / 255 }
        switch values.count {
        case 3, 4: return LSP.Color(red: single(0), green: single(1), blue: single(2), alpha: values.count == 4 ? single(3) : 1)
        case 6, 8: return LSP.Color(red: pair(0), green: pair(2), blue: pair(4), alpha: values.count == 8 ? pair(6) : 1)
        default: return nil
        }
    }

    /// The end of a name written as a value at `column` (after `: `): a
    /// system or palette colour name, or a token path (`color.on-brand`).
    private static func nameEnd(_ scalars: [Unicode.Scalar], at column: Int) -> Int? {
        guard scalars[column].properties.isAlphabetic, column >= 2, scalars[column - 1] == " ", scalars[column - 2] == ":" else {
            return nil
        }
        var end = column
        while end < scalars.count,
            scalars[end].properties.isAlphabetic || scalars[end].properties.numericType != nil
                || "._-/".unicodeScalars.contains(scalars[end])
        {
            end += 1
        }
        guard end == scalars.count || " ,}]#".unicodeScalars.contains(scalars[end]) else { return nil }
        return end
    }

    /// Whether the value at a context is where a colour is taken: a colour
    /// property, a palette entry, `light:`/`dark:`.
    private static func takesColor(_ context: DocumentContext, registry: TypeRegistry) -> Bool {
        if context.section == "colors" || context.valueKey == "light" || context.valueKey == "dark" || context.valueKey == "color" {
            return true
        }
        guard let key = context.valueKey, let path = context.propertyPath(key) else { return false }
        return registry.property(path, on: context.ruleType ?? "UIView")?.spec.kind == .color
    }
}
