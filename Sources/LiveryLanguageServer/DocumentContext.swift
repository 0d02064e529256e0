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
        self.init(at: position, outline: DocumentOutline(lines: lines))
    }

    init(at position: LSP.Position, outline: DocumentOutline) {
        let line = outline.lines.indices.contains(position.line) ? outline.lines[position.line] : ""
        let scalars = Array(line.unicodeScalars)
        let cut = min(OpenDocument.column(of: position, in: line) - 1, scalars.count)
        var start = cut
        while start > 0, DocumentContext.isName(scalars[start - 1]) { start -= 1 }
        var flow = FlowScan()
        flow.read(scalars, upTo: start)
        self.init(
            block: outline.block(at: position.line), flow: flow, prefix: String(String.UnicodeScalarView(scalars[start..<cut])),
            prefixStart: start + 1)
    }

    /// From the lines above (``DocumentOutline/block(at:)``) and the line
    /// read up to the name (`flow`); the name typed so far starts at `prefixStart`.
    init(block: DocumentOutline.Block, flow: FlowScan, prefix: String, prefixStart: Int) {
        self.prefix = prefix
        self.prefixStart = prefixStart
        inSequence = flow.inSequence
        valueKey = inSequence ? nil : flow.pending
        section = block.section
        keys = block.keys + flow.keys.filter { !$0.isEmpty }
        ruleType = block.ruleType
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
}
