import LiveryLSPProtocol

/// A document open in the editor: its unsaved text and version, edited
/// incrementally, with the conversions between the protocol's positions
/// (zero-based, UTF-16) and Livery's (one-based lines, columns in Unicode
/// scalars).
struct OpenDocument {
    var uri: String
    var version: Int
    private(set) var text: String

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.text = text
    }

    /// Applies one change: a whole new text, or the text of a range. A range
    /// beyond the document's end is refused and the text left as it was.
    mutating func apply(_ change: LSP.TextDocumentContentChangeEvent) throws(JSONRPC.ResponseError) {
        guard let range = change.range else {
            text = change.text
            return
        }
        guard let start = index(of: range.start), let end = index(of: range.end), start <= end else {
            throw JSONRPC.ResponseError(
                code: JSONRPC.ResponseError.requestFailed,
                message:
                    "the change's range \(range.start.line):\(range.start.character)–\(range.end.line):\(range.end.character) is beyond the document's end"
            )
        }
        text.replaceSubrange(start..<end, with: change.text)
    }

    /// The text's index at a position; a character past a line's end is its
    /// end (as the protocol says), a line past the last is nil.
    func index(of position: LSP.Position) -> String.Index? {
        guard position.line >= 0, position.character >= 0 else { return nil }
        let utf16 = text.utf16
        var lineStart = utf16.startIndex
        var line = 0
        while line < position.line {
            guard let newline = utf16[lineStart...].firstIndex(of: 10) else { return nil }
            lineStart = utf16.index(after: newline)
            line += 1
        }
        let lineEnd = utf16[lineStart...].firstIndex(of: 10) ?? utf16.endIndex
        let length = utf16.distance(from: lineStart, to: lineEnd)
        let offset = utf16.index(lineStart, offsetBy: min(position.character, length))
        // Not inside a surrogate pair.
        return offset.samePosition(in: text.unicodeScalars) ?? utf16.index(before: offset)
    }

    /// The lines of the text, without their line breaks.
    var lines: [Substring] { OpenDocument.lines(of: text) }

    /// A text's lines, split at each newline byte: one pass over UTF-8, where
    /// splitting at the Character `\n` would break graphemes (and keep `\r\n` whole).
    static func lines(of text: String) -> [Substring] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// A Livery location (one-based line, column in scalars) as a protocol position.
    static func position(line: Int, column: Int, in lines: [Substring]) -> LSP.Position {
        guard line >= 1, line <= lines.count else { return LSP.Position(line: max(0, line - 1), character: 0) }
        let scalars = lines[line - 1].unicodeScalars
        let prefix = scalars.prefix(max(0, column - 1))
        return LSP.Position(line: line - 1, character: prefix.reduce(0) { $0 + $1.utf16.count })
    }

    /// The scalar column (one-based) of a protocol position on its line.
    static func column(of position: LSP.Position, in line: Substring) -> Int {
        var units = 0
        var column = 1
        for scalar in line.unicodeScalars {
            if units >= position.character { break }
            units += scalar.utf16.count
            column += 1
        }
        return column
    }
}
