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

    /// The full text form of one diagnostic.
    public mutating func format(_ d: Diagnostic) -> String {
        var out = d.description
        if let line = sourceLine(d.location) {
            let shown = line.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\r", with: "")
            out += "\n" + shown
            let caretColumn = max(0, min(d.location.column - 1, shown.unicodeScalars.count))
            out += "\n" + String(repeating: " ", count: caretColumn) + "^"
        }
        if let hint = d.hint {
            out += "\nhint: " + hint
        }
        return out
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
