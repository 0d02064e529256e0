/// One node of a parsed YAML document, with the source range it came from.
///
/// A node is a view into its document's flat storage (``YAMLDocument``), so
/// passing one around copies two words. Mappings keep their source order;
/// aliases read as their anchored node (within ``YAMLLimits/maxAliasExpansion``).
/// Text is compared on bytes where possible and made into a `String` only
/// when asked for.
public struct YAMLNode: Sendable {
    public enum Kind: Sendable, Hashable {
        case scalar, sequence, mapping
    }

    let document: YAMLDocument
    let index: Int32

    init(_ document: YAMLDocument, _ index: Int32) {
        self.document = document
        self.index = index
    }

    var record: YAMLDocument.Record { document.records[Int(index)] }

    /// The nodes over a document object of their own (sharing its storage):
    /// a thread that reads them then counts references on objects no other
    /// thread touches, instead of contending for the original document's.
    public static func detached(_ nodes: [YAMLNode]) -> [YAMLNode] {
        var copies: [ObjectIdentifier: YAMLDocument] = [:]
        return nodes.map { node in
            let id = ObjectIdentifier(node.document)
            let copy =
                copies[id]
                ?? YAMLDocument(
                    records: node.document.records, children: node.document.children, bytes: node.document.bytes,
                    tags: node.document.tags)
            copies[id] = copy
            return YAMLNode(copy, node.index)
        }
    }

    // MARK: Building by hand

    /// A scalar node, for values that did not come from a parse.
    public init(scalar: YAMLScalar, start: YAMLMark, end: YAMLMark, tag: String? = nil) {
        var builder = YAMLDocumentBuilder()
        var value = scalar.value
        let index = value.withUTF8 { builder.scalar($0, style: scalar.style, start: start, end: end, tag: tag) }
        self.init(builder.build(), index)
    }

    /// A sequence of `items` (copied out of their documents).
    public init(sequence items: [YAMLNode], start: YAMLMark, end: YAMLMark, tag: String? = nil) {
        self = YAMLNode.collection(items, mapping: false, start: start, end: end, tag: tag)
    }

    /// A mapping of `pairs` (copied out of their documents).
    public init(mapping pairs: [YAMLPair], start: YAMLMark, end: YAMLMark, tag: String? = nil) {
        self = YAMLNode.collection(pairs.flatMap { [$0.key, $0.value] }, mapping: true, start: start, end: end, tag: tag)
    }

    private static func collection(_ nodes: [YAMLNode], mapping: Bool, start: YAMLMark, end: YAMLMark, tag: String?) -> YAMLNode {
        var builder = YAMLDocumentBuilder()
        var offsets: [ObjectIdentifier: Int32] = [:]
        var indices: [Int32] = []
        for node in nodes {
            let id = ObjectIdentifier(node.document)
            if offsets[id] == nil { offsets[id] = builder.merge(node.document) }
            indices.append(node.index + (offsets[id] ?? 0))
        }
        for index in indices { builder.attach(index) }
        let index = builder.collection(mapping: mapping, from: 0, start: start, end: end, tag: tag)
        return YAMLNode(builder.build(), index)
    }

    // MARK: Reading

    /// The node's content, for a `switch`; a scalar's `String` is made here.
    public enum Content: Sendable {
        case scalar(YAMLScalar)
        case sequence(YAMLItems)
        case mapping(YAMLPairs)
    }

    public var content: Content {
        let record = self.record
        switch record.kind {
        case .scalar: return .scalar(YAMLScalar(value: document.text(record), style: record.style))
        case .sequence: return .sequence(YAMLItems(document: document, first: Int(record.first), count: Int(record.count)))
        case .mapping: return .mapping(YAMLPairs(document: document, first: Int(record.first), count: Int(record.count) / 2))
        }
    }

    public var kind: Kind {
        switch record.kind {
        case .scalar: return .scalar
        case .sequence: return .sequence
        case .mapping: return .mapping
        }
    }

    /// Where the node starts (its first character, or its anchor/tag).
    public var start: YAMLMark { record.start }

    /// Just past the node's last character.
    public var end: YAMLMark { record.end }

    /// The explicit tag, if the source wrote one (`!!str`, `!custom`).
    public var tag: String? {
        let tag = record.tag
        return tag < 0 ? nil : document.tags[Int(tag)]
    }

    public var scalar: YAMLScalar? {
        let record = self.record
        guard record.kind == .scalar else { return nil }
        return YAMLScalar(value: document.text(record), style: record.style)
    }

    /// The text of a scalar, or nil for a collection.
    public var text: String? {
        let record = self.record
        return record.kind == .scalar ? document.text(record) : nil
    }

    /// How a scalar was written, or nil for a collection.
    public var scalarStyle: YAMLScalar.Style? {
        let record = self.record
        return record.kind == .scalar ? record.style : nil
    }

    /// Calls `body` with a scalar's UTF-8 text without making a `String`; nil for a collection.
    public func withText<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        let record = self.record
        guard record.kind == .scalar else { return nil }
        return document.withText(record, body)
    }

    /// True when the node is a scalar whose text equals `text`, as `String`s
    /// compare (bytes first; canonical equivalence only matters beyond ASCII).
    public func hasText(_ text: String) -> Bool {
        let record = self.record
        guard record.kind == .scalar else { return false }
        var text = text
        let (same, ascii) = text.withUTF8 { expected in
            document.withText(record) { actual in
                if actual.count == expected.count, actual.elementsEqual(expected) { return (true, true) }
                return (false, !actual.contains { $0 >= 0x80 } && !expected.contains { $0 >= 0x80 })
            }
        }
        return same || (!ascii && document.text(record) == text)
    }

    /// YAML's null: an unquoted `~`, `null`, `Null`, `NULL` or nothing at all.
    public var isNullScalar: Bool {
        let record = self.record
        guard record.kind == .scalar, record.style == .plain else { return false }
        return document.withText(record) { YAMLScalar.isNullSpelling($0) }
    }

    public var sequence: YAMLItems? {
        let record = self.record
        guard record.kind == .sequence else { return nil }
        return YAMLItems(document: document, first: Int(record.first), count: Int(record.count))
    }

    public var mapping: YAMLPairs? {
        let record = self.record
        guard record.kind == .mapping else { return nil }
        return YAMLPairs(document: document, first: Int(record.first), count: Int(record.count) / 2)
    }

    /// The value of the first pair whose key is the plain or quoted scalar `key`.
    public subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.hasText(key) }?.value
    }

    /// A word for the node's kind, for diagnostics ("expected a number, found a mapping").
    public var kindName: String {
        switch record.kind {
        case .scalar: return isNullScalar ? "null" : "scalar"
        case .sequence: return "sequence"
        case .mapping: return "mapping"
        }
    }
}
