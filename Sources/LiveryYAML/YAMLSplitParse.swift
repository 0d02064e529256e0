import Foundation

/// Reads a long YAML file in two halves on two cores, when the file ends in
/// one long block list under a top-level key (a stylesheet's `rules:`).
///
/// The cut is made at the start of a line of the list's entries near the
/// middle; the second half is parsed on its own, as a list at the root.
/// The halves are joined only when each proves it is what the cut assumed:
/// the first ends inside the list, at the same column, as its root mapping's
/// last value; the second is that list's continuation and nothing more.
/// A line that starts with `-` at the list's column cannot continue anything
/// deeper in the list (plain text, a nested list or a mapping there is
/// indented further), and anything open across the cut (a quote, a bracket,
/// a block scalar, an alias to an earlier anchor) makes one half fail.
/// What a half cannot share with the other is refused outright: `%YAML` and
/// `%TAG` directives, an explicit document end, UTF-16, and line breaks the
/// cut does not see (libyaml also breaks lines at a lone CR, NEL, LS and PS;
/// its line count must be the cut's). So the joined node is the one a single
/// read gives, marks included; on any doubt or error the caller reads the
/// file whole, which also gives the error its usual message and place.
enum YAMLSplitParse {
    /// Where the text is cut, and the line feeds on either side of it.
    struct Cut {
        /// The start of the entry line that begins the second half.
        let offset: Int
        /// The list's column (0-based): the spaces before each entry's `-`.
        let column: Int
        /// Line feeds before the cut: the lines libyaml counts in the first half.
        let headLines: Int
        /// The lines libyaml counts in the second half: its line feeds, and
        /// one more when it does not end with one (the stream's end closes a
        /// last line).
        let tailLines: Int
    }

    /// The joined document, or nil when the file is read whole instead.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, limits: YAMLLimits, key: String) -> YAMLNode? {
        guard let cut = cut(in: bytes, key: Array(key.utf8)) else { return nil }
        let tailBytes = UnsafeBufferPointer(rebasing: bytes[cut.offset...])
        var tailLimits = limits
        // The list sits one level under the root mapping.
        tailLimits.maxDepth = max(limits.maxDepth, 1) - 1
        let job = BackgroundJob { YAMLReader.read(tailBytes, limits: tailLimits) }
        let head = YAMLReader.read(UnsafeBufferPointer(rebasing: bytes[..<cut.offset]), limits: limits, reserving: bytes.count)
        // Joined whatever the head's outcome: the job reads `bytes`, which must outlive it.
        let tail = job.join()
        guard case .success(var head) = head, case .success(let tail)? = tail else { return nil }
        return join(&head, tail, key: key, cut: cut, limits: limits)
    }

    /// Where to cut: the start of an entry line (`column` spaces, then `-`)
    /// at or past the middle, in the list that follows the line `key:`; nil
    /// when there is no such list, the text is UTF-16, or a later line (after
    /// a line feed) starts at the left margin: another top-level key after
    /// the list, which the second half could not parse as part of it. A list
    /// at column 0 lets every line that starts with `-` through (`---`,
    /// `-x: 1`); the halves' own checks refuse those.
    static func cut(in bytes: UnsafeBufferPointer<UInt8>, key: [UInt8]) -> Cut? {
        // libyaml reads UTF-16 after its byte-order mark, which the second half would not have.
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return nil }
        var line = 0
        var lineFeeds = 0
        func advance() {
            line = nextLine(bytes, after: line)
            if line <= bytes.count { lineFeeds += 1 }
        }
        while line < bytes.count, !isKeyLine(bytes, at: line, key: key) { advance() }
        advance()
        while line < bytes.count, isBlankOrComment(bytes, at: line) { advance() }
        guard line < bytes.count else { return nil }
        var column = 0
        while line + column < bytes.count, bytes[line + column] == 0x20 { column += 1 }
        guard isEntry(bytes, at: line, column: column) else { return nil }
        let middle = bytes.count / 2
        var found: (offset: Int, lineFeeds: Int)?
        advance()
        while line < bytes.count {
            let first = bytes[line]
            if first == 0x20 || (first == UInt8(ascii: "-") && column == 0) {
                if found == nil, line >= middle, isEntry(bytes, at: line, column: column) { found = (line, lineFeeds) }
            } else if first != UInt8(ascii: "#") && first != 0x0A && first != 0x0D {
                return nil
            }
            advance()
        }
        guard let found, let last = bytes.last else { return nil }
        return Cut(
            offset: found.offset, column: column, headLines: found.lineFeeds,
            tailLines: lineFeeds - found.lineFeeds + (last == 0x0A ? 0 : 1))
    }

    /// The halves as one document, or nil unless they are what the cut assumed.
    private static func join(
        _ head: inout YAMLEventHandler, _ tail: YAMLEventHandler, key: String, cut: Cut, limits: YAMLLimits
    ) -> YAMLNode? {
        let column = cut.column
        guard let root = head.rootIndex, let list = head.lastBlockSequence, list.depth == 1,
            let tailRoot = tail.rootIndex, let tailList = tail.lastBlockSequence, tailList.depth == 0, tailList.node == tailRoot,
            !head.hasDocumentMarkup, !tail.hasDocumentMarkup,
            // libyaml saw no line the cut did not.
            let headEnd = head.streamEnd, headEnd.column == 1, headEnd.line - 1 == cut.headLines,
            let tailEnd = tail.streamEnd, tailEnd.line - 1 == cut.tailLines,
            // Both halves count the list's own node.
            head.total + tail.total - 1 <= limits.maxNodes,
            head.expanded + tail.expanded <= limits.maxAliasExpansion,
            head.expandedBytes + tail.expandedBytes <= limits.maxAliasExpansionBytes
        else { return nil }
        let tailDocument = tail.builder.build()
        guard tailDocument.records[Int(tailRoot)].start == YAMLMark(line: 1, column: column + 1) else { return nil }
        return head.withBuilder { builder in
            guard let pairs = builder.children(ofMapping: root), pairs.count >= 2, pairs.last == list.node,
                builder.text(of: pairs[pairs.endIndex - 2]) == key, builder.start(of: list.node).column == column + 1
            else { return nil }
            builder.moveTrailingMarks(from: headEnd, to: YAMLMark(line: headEnd.line, column: column + 1))
            let lines = headEnd.line - 1
            let offset = builder.merge(tailDocument, lines: Int32(clamping: lines))
            let items = builder.children(of: list.node) + builder.children(of: tailRoot + offset)
            let joinedList = builder.copy(of: list.node, children: items, end: builder.end(of: tailRoot + offset))
            // The list ends where a line drops below its column; the root, at the end of the stream.
            let joinedRoot = builder.copy(
                of: root, children: pairs.dropLast() + [joinedList], end: YAMLMark(line: tailEnd.line + lines, column: tailEnd.column))
            return YAMLNode(builder.build(), joinedRoot)
        }
    }

    /// The line at `line` is `key:`, then blanks, a comment or its end.
    private static func isKeyLine(_ bytes: UnsafeBufferPointer<UInt8>, at line: Int, key: [UInt8]) -> Bool {
        let colon = line + key.count
        guard colon < bytes.count, bytes[colon] == UInt8(ascii: ":") else { return false }
        for i in key.indices where bytes[line + i] != key[i] { return false }
        return colon + 1 == bytes.count || [0x20, 0x0A, 0x0D].contains(bytes[colon + 1])
    }

    /// The line at `line` is `column` spaces, then `-` and a blank or its end.
    private static func isEntry(_ bytes: UnsafeBufferPointer<UInt8>, at line: Int, column: Int) -> Bool {
        let dash = line + column
        guard dash < bytes.count, bytes[dash] == UInt8(ascii: "-") else { return false }
        for i in line..<dash where bytes[i] != 0x20 { return false }
        return dash + 1 == bytes.count || [0x20, 0x0A, 0x0D].contains(bytes[dash + 1])
    }

    private static func isBlankOrComment(_ bytes: UnsafeBufferPointer<UInt8>, at line: Int) -> Bool {
        var i = line
        while i < bytes.count, bytes[i] == 0x20 { i += 1 }
        return i == bytes.count || [UInt8(ascii: "#"), 0x0A, 0x0D].contains(bytes[i])
    }

    /// The start of the line after the one at `line`, or past the end of the
    /// input. `memchr`, because the cut looks at every line of the file
    /// before the second core can start.
    private static func nextLine(_ bytes: UnsafeBufferPointer<UInt8>, after line: Int) -> Int {
        guard line < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + line, 0x0A, bytes.count - line)
        else { return bytes.count + 1 }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
    }
}
