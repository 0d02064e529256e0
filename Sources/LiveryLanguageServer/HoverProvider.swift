import Livery
import LiveryLSPProtocol

/// Hover on a stylesheet: for a property key under `set:` (dotted, or nested
/// below its parent key), the schema's text for the rule's own class (what
/// it is, its kind, default and range); for a class name, what kind of class
/// it is and its superclass.
enum HoverProvider {
    static func hover(at position: LSP.Position, lines: [Substring], registry: TypeRegistry) -> LSP.Hover? {
        guard position.line < lines.count else { return nil }
        let line = lines[position.line]
        let column = OpenDocument.column(of: position, in: line)
        guard let (word, start, end, isKey) = DocumentContext.word(in: line, at: column) else { return nil }
        let range = LSP.Range(
            start: OpenDocument.position(line: position.line + 1, column: start, in: lines),
            end: OpenDocument.position(line: position.line + 1, column: end, in: lines))
        if !isKey, let value = valueHover(word, lines: lines) {
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

    private static func appearances(_ color: DynamicColor) -> String {
        "light \(color.light), dark \(color.dark)"
    }
}
