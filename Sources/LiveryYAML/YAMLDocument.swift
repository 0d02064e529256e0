/// The storage behind every ``YAMLNode`` of one parsed document: nodes as
/// plain records in one array, scalar text in one byte buffer, and each
/// collection's children as a run of indices in one list.
///
/// One document is a handful of allocations however many nodes it has, so
/// building it costs little more than libyaml's own parse, and freeing it is
/// freeing four arrays instead of walking a tree of strings and arrays.
/// Immutable once built, so nodes share it freely across threads.
final class YAMLDocument: Sendable {
    enum Kind: UInt8 { case scalar, sequence, mapping }

    /// One node. Marks are 32-bit: the reader refuses inputs that could overflow them.
    struct Record {
        var startLine: Int32
        var startColumn: Int32
        var endLine: Int32
        var endColumn: Int32
        /// Scalars: the offset of their text in `bytes`. Collections: the offset
        /// of their first child in `children`.
        var first: Int32
        /// Scalars: the text's length in bytes. Sequences: the number of items.
        /// Mappings: twice the number of pairs (keys and values alternate).
        var count: Int32
        /// An index into `tags`, or -1 when the source wrote no tag.
        var tag: Int32
        var kind: Kind
        var style: YAMLScalar.Style

        var start: YAMLMark { YAMLMark(line: Int(startLine), column: Int(startColumn)) }
        var end: YAMLMark { YAMLMark(line: Int(endLine), column: Int(endColumn)) }
    }

    let records: [Record]
    let children: [Int32]
    let bytes: [UInt8]
    let tags: [String]

    init(records: [Record], children: [Int32], bytes: [UInt8], tags: [String]) {
        self.records = records
        self.children = children
        self.bytes = bytes
        self.tags = tags
    }

    /// Calls `body` with a scalar record's UTF-8 text.
    @inline(__always)
    func withText<R>(_ record: Record, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        bytes.withUnsafeBufferPointer { all in
            body(UnsafeBufferPointer(rebasing: all[Int(record.first)..<Int(record.first) + Int(record.count)]))
        }
    }

    func text(_ record: Record) -> String {
        withText(record) { String(decoding: $0, as: UTF8.self) }
    }
}
