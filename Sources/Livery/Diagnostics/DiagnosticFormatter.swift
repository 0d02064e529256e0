import Foundation

/// Prints diagnostics the way compilers do: the located line, the source line,
/// and a caret under the column.
public struct DiagnosticFormatter: Sendable {
    private var sources: [String: [Substring]] = [:]
    private var lastLine: (file: String, line: Int, scalars: [Unicode.Scalar])?

    /// Where source lines may be read from (`livery serve`'s folder): a file
    /// outside it, or reached by a link leading out, is not quoted.
    public var readableRoot: ReadableRoot?

    public init(readableRoot: ReadableRoot? = nil) {
        self.readableRoot = readableRoot
    }

    /// Registers the text of `file`, so its lines can be quoted without rereading it.
    public mutating func addSource(_ text: String, for file: String) {
        sources[file] = DiagnosticFormatter.lines(of: text)
    }

    /// The full text form of one diagnostic: its line, the source line and a
    /// caret, the hint, then each note the same way (`path:line:column: note: …`).
    public mutating func format(_ d: Diagnostic) -> String {
        var out = d.description + excerpt(d.location)
        if let hint = d.hint {
            out += "\nhint: " + hint.escapingControlCharacters
        }
        for note in d.notes {
            out += "\n" + "\(note.location): note: \(note.message)".escapingControlCharacters + excerpt(note.location)
        }
        return out
    }

    /// At most this many diagnostics are printed in full; the rest are counted.
    public static let maxPrinted = 200
    /// A source line longer than this many characters is shown as a window around the caret.
    public static let excerptWidth = 160

    /// What a command prints to standard error: the diagnostics in full, up
    /// to ``maxPrinted`` of them (errors before warnings when some must be
    /// left out, so a failure is never hidden behind advice), a line saying
    /// how many more there are, then a one-line count of all of them
    /// (`2 errors, 1 warning`); empty for none.
    public mutating func report(_ diagnostics: [Diagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "" }
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let shown =
            diagnostics.count <= DiagnosticFormatter.maxPrinted
            ? diagnostics[...]
            : (diagnostics.filter { $0.severity == .error } + diagnostics.filter { $0.severity != .error })
                .prefix(DiagnosticFormatter.maxPrinted)
        var lines = shown.map { format($0) }
        if diagnostics.count > DiagnosticFormatter.maxPrinted {
            lines.append("… and \(diagnostics.count - DiagnosticFormatter.maxPrinted) more (lint --format json lists them all)")
        }
        return lines.joined(separator: "\n") + "\n" + count(errors, "error") + ", " + count(warnings, "warning")
    }

    /// The source line at a location and a caret under its column, each on a
    /// new line; a long line is cut to a window around the caret, with `…`
    /// where it was cut. Empty when the line cannot be read.
    private mutating func excerpt(_ location: SourceLocation) -> String {
        guard let line = sourceLine(location) else { return "" }
        let caret = max(0, min(location.column - 1, line.count))
        let width = DiagnosticFormatter.excerptWidth
        var start = 0
        var end = line.count
        if line.count > width {
            start = max(0, min(caret - width / 2, line.count - width))
            end = start + width
        }
        var shown = start > 0 ? "…" : ""
        for scalar in line[start..<end] where scalar != "\r" {
            // Control characters would garble a terminal; show them as '?', a tab as a space.
            shown.unicodeScalars.append(scalar == "\t" ? " " : (scalar.value < 0x20 || scalar.value == 0x7F ? "?" : scalar))
        }
        if end < line.count { shown += "…" }
        let caretColumn = caret - start + (start > 0 ? 1 : 0)
        return "\n" + shown + "\n" + String(repeating: " ", count: caretColumn) + "^"
    }

    /// The scalars of one source line; the last line asked for is kept, as
    /// diagnostics come in source order and often share a line.
    private mutating func sourceLine(_ loc: SourceLocation) -> [Unicode.Scalar]? {
        if let cached = lastLine, cached.file == loc.file, cached.line == loc.line { return cached.scalars }
        if sources[loc.file] == nil {
            guard let bytes = try? BoundedFileReader.read(loc.file, maxBytes: 64 << 20, beneath: readableRoot) else { return nil }
            // A binary file (a compiled table) has no line to quote.
            sources[loc.file] = bytes.contains(0) ? [] : DiagnosticFormatter.lines(of: String(decoding: bytes, as: UTF8.self))
        }
        guard let lines = sources[loc.file], loc.line >= 1, loc.line <= lines.count else { return nil }
        let scalars = Array(lines[loc.line - 1].unicodeScalars)
        lastLine = (loc.file, loc.line, scalars)
        return scalars
    }

    /// The lines of a text as the YAML reader counts them: broken at LF,
    /// CR LF, a lone CR, and at NEL, LS and PS (YAML 1.1's line breaks), so a
    /// diagnostic's line number finds its line whatever the file's endings.
    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var i = start
        while i < scalars.endIndex {
            let scalar = scalars[i]
            guard scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}" else {
                i = scalars.index(after: i)
                continue
            }
            lines.append(Substring(scalars[start..<i]))
            var next = scalars.index(after: i)
            if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
            start = next
            i = next
        }
        lines.append(Substring(scalars[start...]))
        return lines
    }
}
