import Foundation
import Livery
import LiveryLSPProtocol

/// Hover on a stylesheet: for a property key under `set:` (dotted, or nested
/// below its parent key), the schema's text for the rule's own class (what
/// it is, its kind, default and range); for a class name, what kind of class
/// it is and its superclass.
enum HoverProvider {
    static func hover(
        at position: LSP.Position, lines: [Substring], registry: TypeRegistry, tokens: [DesignTokenEntry] = []
    )
        -> LSP.Hover?
    {
        guard lines.indices.contains(position.line) else { return nil }
        let line = lines[position.line]
        let column = OpenDocument.column(of: position, in: line)
        guard let (word, start, end, isKey) = DocumentContext.word(in: line, at: column) else { return nil }
        let range = LSP.Range(
            start: OpenDocument.position(line: position.line + 1, column: start, in: lines),
            end: OpenDocument.position(line: position.line + 1, column: end, in: lines))
        if !isKey, let value = valueHover(word, lines: lines) ?? tokenHover(word, tokens: tokens) {
            return LSP.Hover(contents: LSP.MarkupContent(markdown: value), range: range)
        }
        if !isKey, registry.contains(word) {
            let chain = registry.classChain(of: word).joined(separator: " → ")
            let kind = registry.kind(of: word).map { "\($0)" } ?? "view"
            return LSP.Hover(contents: LSP.MarkupContent(markdown: "**\(word)** (\(kind)): \(chain)"), range: range)
        }
        let context = DocumentContext(at: range.start, lines: lines)
        guard isKey, let type = context.ruleType ?? (context.section == "styles" ? "UIView" : nil) else { return nil }
        let keyPath = context.propertyPath(word) ?? word
        for candidate in [keyPath, word] {
            if let (owner, spec) = registry.property(candidate, on: type) {
                let text = "**\(candidate)** on \(owner)\n\n" + StylesheetSchema.hoverText(spec)
                return LSP.Hover(contents: LSP.MarkupContent(markdown: text), range: range)
            }
        }
        return nil
    }

    /// A value's resolved form: a constant's number, a palette colour's value
    /// as written, a system colour's light and dark appearances.
    private static func valueHover(_ word: String, lines: [Substring]) -> String? {
        let names = DeclaredNames(lines: lines)
        if word.hasPrefix("$"), let constant = names.constants.first(where: { "$" + $0.name == word }) {
            return "**\(word)** = \(constant.value)"
        }
        if let color = names.colors.first(where: { $0.name == word }) {
            let system = SystemColors.named(color.value).map { " (" + appearances($0) + ")" } ?? ""
            return "**\(word)**: \(color.value)\(system)"
        }
        if let system = SystemColors.named(word) { return "**\(word)**: system colour, " + appearances(system) }
        return nil
    }

    /// A design token's type and its chain of aliases to the value written (`color.action → color.blue.600 → #1E6FD9`).
    private static func tokenHover(_ word: String, tokens: [DesignTokenEntry]) -> String? {
        let name = word.hasPrefix("$") ? String(word.dropFirst()) : word
        guard var token = tokens.first(where: { $0.name == name }) else { return nil }
        var chain = [token.name]
        while let alias = token.alias, chain.count < 64, let next = tokens.first(where: { $0.name == alias }) {
            chain.append(next.name)
            token = next
        }
        let value = token.text.map { " → " + $0 } ?? ""
        return "**\(word)**: \(token.type ?? "untyped") token, " + chain.joined(separator: " → ") + value
    }

    /// Both appearances, and the contrast of each on the system background
    /// (white in light mode, black in dark), as the `low-contrast` lint composites it.
    private static func appearances(_ color: DynamicColor) -> String {
        func ratio(_ ink: Color, on base: Color) -> String {
            let value = Color.contrastRatio(ink.composited(over: base), base)
            return String(format: "%.1f:1", (value * 10).rounded(.down) / 10)
        }
        return "light \(color.light), dark \(color.dark); contrast on the system background "
            + "\(ratio(color.light, on: .white)) in light, \(ratio(color.dark, on: .black)) in dark"
    }
}
