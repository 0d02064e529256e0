import LiveryLSPProtocol

/// Quick fixes for Livery's own diagnostics, one per problem: apply the
/// "did you mean" of its hint, quote a colour function a flow mapping cut at
/// its first comma, or silence a warning on its line with
/// `# livery:ignore CODE` (added to a comment already there).
enum CodeActionProvider {
    static func actions(for diagnostics: [LSP.Diagnostic], uri: String, lines: [Substring]) -> [LSP.CodeAction] {
        diagnostics.filter { $0.source == "livery" }.flatMap { diagnostic -> [LSP.CodeAction] in
            var actions: [LSP.CodeAction] = []
            if let suggestion = suggestion(in: diagnostic.message) {
                let edit = LSP.TextEdit(range: diagnostic.range, newText: suggestion)
                actions.append(
                    LSP.CodeAction(
                        title: "Change to '\(suggestion)'", diagnostic: diagnostic, isPreferred: true,
                        edit: LSP.WorkspaceEdit(changes: [uri: [edit]])))
            }
            if diagnostic.message.contains("quote a value that has commas"),
                let edits = quoting(onLine: diagnostic.range.start.line, lines: lines)
            {
                actions.append(
                    LSP.CodeAction(
                        title: "Quote the colour", diagnostic: diagnostic, isPreferred: true, edit: LSP.WorkspaceEdit(changes: [uri: edits])
                    ))
            }
            if diagnostic.severity == 2, let edit = ignore(diagnostic.code, onLine: diagnostic.range.start.line, lines: lines) {
                actions.append(
                    LSP.CodeAction(
                        title: "Ignore \(diagnostic.code) on this line", diagnostic: diagnostic, isPreferred: false,
                        edit: LSP.WorkspaceEdit(changes: [uri: [edit]])))
            }
            return actions
        }
    }

    /// The name in a hint's `did you mean 'X'?`.
    static func suggestion(in message: String) -> String? {
        guard let start = message.range(of: "did you mean '") else { return nil }
        let rest = message[start.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        let name = String(rest[..<end])
        return name.isEmpty ? nil : name
    }

    /// The colour functions the quote fix looks for.
    private static let functions = ["rgba(", "rgb(", "hsla(", "hsl("].map { Array($0.unicodeScalars) }

    /// Quotes around each unquoted `rgb(…)`, `rgba(…)`, `hsl(…)` or `hsla(…)`
    /// on the line, in one pass over it; nil when there is none, or when there
    /// are more than an answer may hold (``ResultBudget``).
    private static func quoting(onLine line: Int, lines: [Substring]) -> [LSP.TextEdit]? {
        guard lines.indices.contains(line) else { return nil }
        let scalars = Array(lines[line].unicodeScalars)
        var characters = UTF16Columns(scalars)
        let maxEdits = ResultBudget.maxPlaces(writing: 1)
        var edits: [LSP.TextEdit] = []
        // The first `)` at or after `index`, found again only once passed.
        var close = -1
        var index = 0
        while index < scalars.count {
            guard functions.contains(where: { scalars[index...].starts(with: $0) }),
                index == 0 || !(scalars[index - 1] == "\"" || scalars[index - 1].properties.isAlphabetic)
            else {
                index += 1
                continue
            }
            if close < index {
                guard let next = scalars[index...].firstIndex(of: ")") else { break }
                close = next
            }
            guard edits.count + 2 <= maxEdits else { return nil }
            for column in [index, close + 1] {
                let at = LSP.Position(line: line, character: characters.offset(ofColumn: column))
                edits.append(LSP.TextEdit(range: LSP.Range(start: at, end: at), newText: "\""))
            }
            index = close + 1
        }
        return edits.isEmpty ? nil : edits
    }

    /// `  # livery:ignore CODE` at the line's end, or `, CODE` after an ignore comment already there.
    private static func ignore(_ code: String, onLine line: Int, lines: [Substring]) -> LSP.TextEdit? {
        guard lines.indices.contains(line) else { return nil }
        let text = lines[line]
        let end = OpenDocument.position(line: line + 1, column: text.unicodeScalars.count + 1, in: lines)
        let addition = text.contains("# livery:ignore ") ? ", " + code : "  # livery:ignore " + code
        return LSP.TextEdit(range: LSP.Range(start: end, end: end), newText: addition)
    }
}
