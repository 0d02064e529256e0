import CLibYAML

/// Turns libyaml's event stream into a ``YAMLDocument`` with an explicit stack,
/// enforcing the depth, node and alias limits and refusing duplicate keys.
struct YAMLEventHandler {
    /// An open sequence or mapping.
    private struct OpenCollection {
        let isMapping: Bool
        /// A sequence written with `-` entries, not in brackets.
        let isBlockSequence: Bool
        let start: YAMLMark
        let tag: String?
        let anchor: String?
        /// Where its children start in the builder's pending list (keys and values alternate in a mapping).
        let firstPending: Int
        /// Key text → where it was first defined; built only once a mapping has
        /// `YAMLReader.linearKeyLimit` keys (below that a scan of the keys is cheaper).
        var seenKeys: [String: YAMLMark]?
        /// Nodes in this collection, itself included (what an alias to it costs).
        var count = 1
        /// Bytes of scalar text in this collection (what an alias to it costs in memory
        /// once its text is made into strings).
        var bytes = 0
    }

    let limits: YAMLLimits
    /// The input, valid for the handler's whole life (the parse).
    let source: UnsafeBufferPointer<UInt8>
    private(set) var builder: YAMLDocumentBuilder
    private var stack: [OpenCollection] = []
    private var anchors: [String: (node: Int32, count: Int, bytes: Int)] = [:]
    /// Nodes and scalar bytes that aliases have added.
    private(set) var expanded = 0
    private(set) var expandedBytes = 0
    /// Nodes in the document, each counted once, an alias's copy included.
    private(set) var total = 0
    private(set) var rootIndex: Int32?
    private var documents = 0
    /// The block sequence closed last and its depth (0 for the root): what
    /// tells ``YAMLSplitParse`` that a half ended inside the list it splits.
    private(set) var lastBlockSequence: (node: Int32, depth: Int)?
    /// Where the stream ended.
    private(set) var streamEnd: YAMLMark?
    /// The document wrote `%YAML` or `%TAG` directives, or ended with `...`:
    /// what a half read on its own would not share with the other.
    private(set) var hasDocumentMarkup = false
    /// Where libyaml's marks are in `source`.
    private var offsets: YAMLByteOffsets

    init(limits: YAMLLimits, source: UnsafeBufferPointer<UInt8>, reserving: Int) {
        self.limits = limits
        self.source = source
        self.builder = YAMLDocumentBuilder(sourceBytes: reserving)
        self.offsets = YAMLByteOffsets(source)
    }

    /// Edits the document in place, once the stream has ended (joining halves).
    mutating func withBuilder<R>(_ body: (inout YAMLDocumentBuilder) -> R) -> R {
        body(&builder)
    }

    /// The document's root, once the stream has ended.
    var root: YAMLNode? {
        rootIndex.map { YAMLNode(builder.build(), $0) }
    }

    /// Consumes one event; returns true at the end of the stream.
    mutating func handle(_ event: yaml_event_t) throws(YAMLError) -> Bool {
        let start = YAMLReader.mark(event.start_mark)
        let end = YAMLReader.mark(event.end_mark)
        switch event.type {
        case YAML_STREAM_END_EVENT:
            streamEnd = start
            return true
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                throw YAMLError(.syntax, "expected a single YAML document, found a second one", at: start)
            }
            let directives = event.data.document_start
            if directives.version_directive != nil || directives.tag_directives.start != directives.tag_directives.end {
                hasDocumentMarkup = true
            }
        case YAML_DOCUMENT_END_EVENT:
            if event.data.document_end.implicit == 0 { hasDocumentMarkup = true }
        case YAML_SCALAR_EVENT:
            let s = event.data.scalar
            let text = UnsafeBufferPointer(start: s.value, count: s.value == nil ? 0 : s.length)
            let scalarStyle = style(s.style)
            var (nodeStart, nodeEnd) = (start, end)
            if text.isEmpty, scalarStyle == .plain, let comment = commentMark(after: event.start_mark) {
                // `color: #FF0000` is an empty value and a comment: point at the '#'.
                (nodeStart, nodeEnd) = (comment, comment)
            }
            let node = builder.scalar(text, style: scalarStyle, start: nodeStart, end: nodeEnd, tag: string(s.tag))
            try add(node, count: 1, bytes: text.count, new: 1, anchor: string(s.anchor))
        case YAML_ALIAS_EVENT:
            let name = string(event.data.alias.anchor) ?? ""
            guard let anchored = anchors[name] else {
                throw YAMLError(.undefinedAlias, "alias '*\(name)' names no anchor defined before it", at: start)
            }
            expanded += anchored.count
            expandedBytes += anchored.bytes
            if expanded > limits.maxAliasExpansion {
                throw YAMLError(
                    .aliasBudget,
                    "aliases expand to more than \(limits.maxAliasExpansion) nodes (a 'billion laughs' document?)",
                    at: start)
            }
            if expandedBytes > limits.maxAliasExpansionBytes {
                throw YAMLError(
                    .aliasBudget, "aliases repeat more than \(limits.maxAliasExpansionBytes) bytes of text", at: start)
            }
            // Nodes are immutable, so the anchored node itself serves as its copy.
            try add(anchored.node, count: anchored.count, bytes: anchored.bytes, new: anchored.count, anchor: nil)
        case YAML_SEQUENCE_START_EVENT:
            try checkDepth(at: start)
            let s = event.data.sequence_start
            stack.append(
                OpenCollection(
                    isMapping: false, isBlockSequence: s.style == YAML_BLOCK_SEQUENCE_STYLE, start: start, tag: string(s.tag),
                    anchor: string(s.anchor), firstPending: builder.pending.count))
        case YAML_MAPPING_START_EVENT:
            try checkDepth(at: start)
            let m = event.data.mapping_start
            stack.append(
                OpenCollection(
                    isMapping: true, isBlockSequence: false, start: start, tag: string(m.tag), anchor: string(m.anchor),
                    firstPending: builder.pending.count))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let open = stack.popLast() else { return false }
            if open.isMapping, !builder.applyMergeKeys(from: open.firstPending) {
                throw YAMLError(.syntax, "a merge key '<<' takes a mapping or a list of mappings", at: open.start)
            }
            let node = builder.collection(mapping: open.isMapping, from: open.firstPending, start: open.start, end: end, tag: open.tag)
            if open.isBlockSequence { lastBlockSequence = (node, stack.count) }
            try add(node, count: open.count, bytes: open.bytes, new: 1, anchor: open.anchor)
        default:
            break
        }
        return false
    }

    /// Where a `#` comment starts on the same line after `mark`, past blanks only.
    private mutating func commentMark(after mark: yaml_mark_t) -> YAMLMark? {
        var i = offsets.byteOffset(ofCharacter: Int(mark.index))
        var column = Int(mark.column) + 1
        while i < source.count, source[i] == 0x20 || source[i] == 0x09 {
            i += 1
            column += 1
        }
        guard i < source.count, source[i] == 0x23 else { return nil }
        return YAMLMark(line: Int(mark.line) + 1, column: column)
    }

    private func checkDepth(at mark: YAMLMark) throws(YAMLError) {
        if stack.count >= limits.maxDepth {
            throw YAMLError(.tooDeep, "nesting is deeper than \(limits.maxDepth) levels", at: mark)
        }
    }

    /// Attaches a finished node to the open collection (or makes it the root).
    /// `count` and `bytes` are its subtree's (what it adds to its parent and
    /// what an alias to it costs); `new` is how many nodes the document
    /// gains (its children were counted as they came).
    private mutating func add(_ node: Int32, count: Int, bytes: Int, new: Int, anchor: String?) throws(YAMLError) {
        total += new
        if total > limits.maxNodes {
            throw YAMLError(.tooLarge, "the document has more than \(limits.maxNodes) nodes", at: builder.start(of: node))
        }
        if let anchor {
            anchors[anchor] = (node, count, bytes)
        }
        guard let top = stack.indices.last else {
            rootIndex = node
            return
        }
        stack[top].count += count
        stack[top].bytes += bytes
        let children = builder.pending.count - stack[top].firstPending
        if stack[top].isMapping, children % 2 == 0, builder.isScalar(node) {
            // A key: refuse it if an earlier key of this mapping has the same text.
            if let first = firstDefinition(of: node, in: top) {
                let key = builder.text(of: node) ?? ""
                throw YAMLError(
                    .duplicateKey, "duplicate key '\(key)' (first defined at \(first))", at: builder.start(of: node), related: first,
                    hint: YAMLError.splitValueHint(forKey: key))
            }
            if stack[top].seenKeys != nil, let text = builder.text(of: node) { stack[top].seenKeys?[text] = builder.start(of: node) }
        }
        builder.attach(node)
    }

    /// Where a scalar key with the text of `key` was first defined in the open mapping `top`.
    private mutating func firstDefinition(of key: Int32, in top: Int) -> YAMLMark? {
        if let seenKeys = stack[top].seenKeys { return builder.text(of: key).flatMap { seenKeys[$0] } }
        let keys = stride(from: stack[top].firstPending, to: builder.pending.count, by: 2)
        if (builder.pending.count - stack[top].firstPending) / 2 < YAMLReader.linearKeyLimit {
            for at in keys where builder.sameText(builder.pending[at], key) { return builder.start(of: builder.pending[at]) }
            return nil
        }
        var index: [String: YAMLMark] = [:]
        for at in keys.reversed() {
            let earlier = builder.pending[at]
            if let text = builder.text(of: earlier) { index[text] = builder.start(of: earlier) }
        }
        stack[top].seenKeys = index
        return builder.text(of: key).flatMap { index[$0] }
    }

    private func string(_ p: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        p.map { String(cString: UnsafePointer($0)) }
    }

    private func style(_ s: yaml_scalar_style_t) -> YAMLScalar.Style {
        switch s {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }
}
