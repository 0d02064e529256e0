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
        guard let (word, start, end, isKey) = word(in: line, at: column) else { return nil }
        let range = LSP.Range(
            start: OpenDocument.position(line: position.line + 1, column: start, in: lines),
            end: OpenDocument.position(line: position.line + 1, column: end, in: lines))
        if !isKey, registry.contains(word) {
            let chain = registry.classChain(of: word).joined(separator: " → ")
            let kind = registry.kind(of: word).map { "\($0)" } ?? "view"
            return LSP.Hover(contents: LSP.MarkupContent(markdown: "**\(word)** (\(kind)): \(chain)"), range: range)
        }
        guard isKey, let type = ruleType(above: position.line, lines: lines) else { return nil }
        let keyPath = (parentKeys(above: position.line, lines: lines) + [word]).joined(separator: ".")
        for candidate in [keyPath, word] {
            if let (owner, spec) = registry.property(candidate, on: type) {
                let text = "**\(candidate)** on \(owner)\n\n" + StylesheetSchema.hoverText(spec)
                return LSP.Hover(contents: LSP.MarkupContent(markdown: text), range: range)
            }
        }
        return nil
    }

    /// The name under `column` (letters, digits, `_`, `.` and `/`) with its
    /// start and end columns (`end` just past it) and whether it is a key.
    private static func word(in line: Substring, at column: Int) -> (String, Int, Int, Bool)? {
        let scalars = Array(line.unicodeScalars)
        func isName(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "." || scalar == "/"
        }
        var start = min(max(0, column - 1), scalars.count)
        if start == scalars.count || !isName(scalars[start]) {
            guard start > 0, isName(scalars[start - 1]) else { return nil }
            start -= 1
        }
        while start > 0, isName(scalars[start - 1]) { start -= 1 }
        var end = start
        while end < scalars.count, isName(scalars[end]) { end += 1 }
        let word = String(String.UnicodeScalarView(scalars[start..<end]))
        guard !word.isEmpty else { return nil }
        let isKey = end < scalars.count && scalars[end] == ":"
        return (word, start + 1, end + 1, isKey)
    }

    /// The `type:` of the rule a line belongs to: the nearest above at the
    /// rule's indentation (the list item's), or on the item's own line.
    private static func ruleType(above lineIndex: Int, lines: [Substring]) -> String? {
        var index = lineIndex
        while index >= 0 {
            let line = lines[index]
            let trimmed = line.drop { $0 == " " || $0 == "-" }
            if trimmed.hasPrefix("type:") {
                let value = trimmed.dropFirst(5).split(separator: "#").first?.trimmingCharacters(in: .whitespaces) ?? ""
                return value.isEmpty ? nil : value
            }
            // A flow rule on one line: `- { type: UILabel, set: { … } }`.
            if let range = line.range(of: "type:") {
                let rest = line[range.upperBound...].drop { $0 == " " }
                let value = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !value.isEmpty { return String(value) }
            }
            if line.hasPrefix("rules:") || line.hasPrefix("styles:") || line.hasPrefix("types:") { return nil }
            index -= 1
        }
        return nil
    }

    /// The keys a nested key sits below, up to `set:` (`layer:` above `cornerRadius:`).
    private static func parentKeys(above lineIndex: Int, lines: [Substring]) -> [String] {
        var keys: [String] = []
        var indent = lines[lineIndex].prefix { $0 == " " }.count
        var index = lineIndex - 1
        while index >= 0 {
            let line = lines[index]
            let lineIndent = line.prefix { $0 == " " || $0 == "-" }.count
            let trimmed = line.drop { $0 == " " || $0 == "-" }
            if !trimmed.isEmpty, !trimmed.hasPrefix("#"), lineIndent < indent {
                guard let colon = trimmed.firstIndex(of: ":") else { break }
                let key = String(trimmed[..<colon])
                if key == "set" || key.hasPrefix("type") { break }
                guard trimmed[trimmed.index(after: colon)...].allSatisfy({ $0 == " " }) else { break }
                keys.insert(key, at: 0)
                indent = lineIndent
            }
            index -= 1
        }
        return keys
    }
}
