import LiveryLSPProtocol

/// Where a position is in a stylesheet, read from the lines around it, not
/// from a parse: the text is often not valid YAML while it is typed. Block
/// keys come from the indentation above, flow keys (`set: { layer: { … } }`)
/// from the brackets before the position on its line.
struct DocumentContext {
    /// The top-level key the position is under (`rules`, `colors`, …).
    var section: String?
    /// The keys from the section down to the position's mapping, block and flow
    /// (`["set", "layer"]` for a key being typed under `layer:` under `set:`).
    var keys: [String]
    /// The key whose value is being typed, if the position is after `key:`.
    var valueKey: String?
    /// Whether the position is in a flow sequence (`inside: [A, |]`).
    var inSequence: Bool
    /// The rule's `type:`, in `rules:`.
    var ruleType: String?
    /// The name being typed, and the column (one-based, in scalars) it starts at.
    var prefix: String
    var prefixStart: Int

    static func isName(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.$/+-".unicodeScalars.contains(scalar)
    }

    init(at position: LSP.Position, lines: [Substring]) {
        let line = position.line < lines.count ? lines[position.line] : ""
        let scalars = Array(line.unicodeScalars)
        let cut = min(OpenDocument.column(of: position, in: line) - 1, scalars.count)
        var start = cut
        while start > 0, DocumentContext.isName(scalars[start - 1]) { start -= 1 }
        prefix = String(String.UnicodeScalarView(scalars[start..<cut]))
        prefixStart = start + 1

        // The line before the name: its keys and brackets.
        var flowKeys: [String] = []
        var openers: [Unicode.Scalar] = []
        var pending: String?
        var word = ""
        var quote: Unicode.Scalar?
        var index = 0
        while index < start {
            let scalar = scalars[index]
            index += 1
            if let open = quote {
                if scalar == open { quote = nil }
                continue
            }
            switch scalar {
            case "\"", "'": quote = scalar
            case "#" where index == 1 || scalars[index - 2] == " ": index = start
            case ":" where index == scalars.count || scalars[index] == " ":
                pending = word.isEmpty ? pending : word
                word = ""
            case "{", "[":
                flowKeys.append(pending ?? "")
                openers.append(scalar)
                pending = nil
                word = ""
            case "}", "]":
                if !openers.isEmpty {
                    openers.removeLast()
                    flowKeys.removeLast()
                }
                pending = nil
                word = ""
            case ",":
                pending = nil
                word = ""
            case " ":
                word = ""
            case "-" where word.isEmpty:
                continue
            default:
                if DocumentContext.isName(scalar) { word.unicodeScalars.append(scalar) }
            }
        }
        inSequence = openers.last == "["
        valueKey = inSequence ? nil : pending

        // Block keys: the lines above with a smaller key column.
        let column = DocumentContext.keyColumn(line)
        var blockKeys: [String] = []
        var section: String?
        var limit = column
        var above = position.line - 1
        while above >= 0, limit > 0 {
            let candidate = lines[above]
            above -= 1
            let trimmed = candidate.drop { $0 == " " || $0 == "-" }
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            let keyColumn = DocumentContext.keyColumn(candidate)
            guard keyColumn < limit, let colon = trimmed.firstIndex(of: ":") else { continue }
            let key = String(trimmed[..<colon])
            limit = keyColumn
            if keyColumn == 0 {
                section = key
                break
            }
            // A list item's own keys (`- type: X`) are siblings, not parents.
            if candidate.dropFirst(keyColumn - min(keyColumn, 2)).hasPrefix("- ") { continue }
            if trimmed[trimmed.index(after: colon)...].allSatisfy({ $0 == " " }) { blockKeys.insert(key, at: 0) }
        }
        self.section = section
        keys = blockKeys + flowKeys.filter { !$0.isEmpty }
        ruleType = section == "rules" ? DocumentContext.ruleType(at: position.line, lines: lines) : nil
    }

    /// The property keypath being written under a rule's `set:` (or a style),
    /// from the keys above and `name`; nil outside one.
    func propertyPath(_ name: String) -> String? {
        if section == "styles", keys.count >= 1 { return (keys.dropFirst() + [name]).joined(separator: ".") }
        guard let set = keys.firstIndex(of: "set") else { return nil }
        return (keys[(set + 1)...] + [name]).joined(separator: ".")
    }

    /// The name under `column` (letters, digits, `_`, `.`, `/` and `$`) with its
    /// start and end columns (`end` just past it) and whether it is a key.
    static func word(in line: Substring, at column: Int) -> (String, Int, Int, Bool)? {
        let scalars = Array(line.unicodeScalars)
        func isName(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_./$".unicodeScalars.contains(scalar)
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

    /// Where a line's key starts: after its indentation and any `- `.
    static func keyColumn(_ line: Substring) -> Int {
        line.prefix { $0 == " " || $0 == "-" }.count
    }

    /// The `type:` of the rule a line belongs to: the nearest above within its
    /// list item, or in a one-line flow rule.
    static func ruleType(at lineIndex: Int, lines: [Substring]) -> String? {
        var index = min(lineIndex, lines.count - 1)
        while index >= 0 {
            let line = lines[index]
            if let range = line.range(of: "type:") {
                let value = line[range.upperBound...].drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !value.isEmpty { return String(value) }
            }
            let trimmed = line.drop { $0 == " " }
            if index < lineIndex, trimmed.hasPrefix("- ") { return nil }
            if keyColumn(line) == 0, !line.isEmpty, !line.hasPrefix("#") { return nil }
            index -= 1
        }
        return nil
    }
}
