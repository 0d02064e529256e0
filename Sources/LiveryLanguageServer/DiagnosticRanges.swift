import Foundation
import Livery
import LiveryLSPProtocol

/// Livery's diagnostics as the protocol's: each over the whole token its
/// location points at (`lint` prints a caret at its first column), and a
/// problem inside an imported file at the line of the document that names it.
enum DiagnosticRanges {
    static func lsp(_ diagnostics: [Diagnostic], documentPath: String, lines: [Substring]) -> [LSP.Diagnostic] {
        diagnostics.map { diagnostic in
            let severity = diagnostic.severity == .error ? 1 : diagnostic.severity == .warning ? 2 : 3
            var message = diagnostic.message
            if let hint = diagnostic.hint { message += "\nhint: " + hint }
            let location = diagnostic.location
            if location.file != documentPath {
                // In an imported file: at the import that brings it in.
                let name = (location.file as NSString).lastPathComponent
                let at = lines.firstIndex { $0.contains(name) } ?? 0
                let column = lines.isEmpty ? 1 : (lines[at].range(of: name).map { lines[at].unicodeScalars.distance(from: lines[at].startIndex, to: $0.lowerBound) + 1 } ?? 1)
                let start = OpenDocument.position(line: at + 1, column: column, in: lines)
                let end = OpenDocument.position(line: at + 1, column: column + name.unicodeScalars.count, in: lines)
                return LSP.Diagnostic(
                    range: LSP.Range(start: start, end: end), severity: severity, code: diagnostic.code.rawValue,
                    message: "\(name):\(location.line):\(location.column): " + message)
            }
            let start = OpenDocument.position(line: location.line, column: location.column, in: lines)
            let endColumn = location.line >= 1 && location.line <= lines.count ? tokenEnd(lines[location.line - 1], column: location.column) : location.column + 1
            let end = OpenDocument.position(line: location.line, column: endColumn, in: lines)
            return LSP.Diagnostic(range: LSP.Range(start: start, end: end), severity: severity, code: diagnostic.code.rawValue, message: message)
        }
    }

    /// The scalar column just past the token that starts at `column`: a quoted
    /// string to its closing quote; else up to a `,`, `}`, `]`, `: `, ` #` or
    /// the line's end, trailing spaces dropped; at least one character.
    static func tokenEnd(_ line: Substring, column: Int) -> Int {
        let scalars = Array(line.unicodeScalars)
        let start = max(0, column - 1)
        guard start < scalars.count else { return column + 1 }
        var end = start
        if scalars[start] == "\"" || scalars[start] == "'" {
            end = start + 1
            while end < scalars.count, scalars[end] != scalars[start] {
                if scalars[end] == "\\" { end += 1 }
                end += 1
            }
            return min(end + 1, scalars.count) + 1
        }
        var depth = 0
        while end < scalars.count {
            let scalar = scalars[end]
            if scalar == "(" { depth += 1 }
            if scalar == ")" { depth -= 1 }
            if depth <= 0, scalar == "," || scalar == "}" || scalar == "]" { break }
            if scalar == ":", end + 1 == scalars.count || scalars[end + 1] == " " { break }
            if scalar == "#", end > start, scalars[end - 1] == " " { break }
            end += 1
        }
        while end > start + 1, scalars[end - 1] == " " { end -= 1 }
        return max(end, start + 1) + 1
    }
}
