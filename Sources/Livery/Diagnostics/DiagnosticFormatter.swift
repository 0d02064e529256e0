import Foundation

/// Prints diagnostics the way compilers do: the located line, the source line,
/// and a caret under the column.
public struct DiagnosticFormatter: Sendable {
    private var sources: [String: [Substring]] = [:]

    public init() {}

    /// Registers the text of `file`, so its lines can be quoted without rereading it.
    public mutating func addSource(_ text: String, for file: String) {
        sources[file] = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The full text form of one diagnostic: its line, the source line and a
    /// caret, the hint, then each note the same way (`path:line:column: note: …`).
    public mutating func format(_ d: Diagnostic) -> String {
        var out = d.description + excerpt(d.location)
        if let hint = d.hint {
            out += "\nhint: " + hint.escapingControlCharacters
        }
        for note in d.notes {
            out += "\n\(note.location): note: \(note.message)".escapingControlCharacters + excerpt(note.location)
        }
        return out
    }

    /// The source line at a location and a caret under its column, each on a
    /// new line; empty when the line cannot be read.
    private mutating func excerpt(_ location: SourceLocation) -> String {
        guard let line = sourceLine(location) else { return "" }
        let shown = line.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\r", with: "")
        let caretColumn = max(0, min(location.column - 1, shown.unicodeScalars.count))
        return "\n" + shown + "\n" + String(repeating: " ", count: caretColumn) + "^"
    }

    private mutating func sourceLine(_ loc: SourceLocation) -> String? {
        if sources[loc.file] == nil {
            guard let bytes = try? BoundedFileReader.read(loc.file, maxBytes: 64 << 20) else { return nil }
            sources[loc.file] = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        }
        guard let lines = sources[loc.file], loc.line >= 1, loc.line <= lines.count else { return nil }
        // Control bytes would garble a terminal; show them as '?'.
        let scalars = lines[loc.line - 1].unicodeScalars.map { s -> Character in
            (s.value < 0x20 && s != "\t") || s.value == 0x7F ? "?" : Character(s)
        }
        return String(scalars)
    }
}
