/// Appends nodes to a ``YAMLDocument`` under construction, children before
/// their collection: the reader's event handler and the node initialisers
/// both build through it.
struct YAMLDocumentBuilder {
    private(set) var records: [YAMLDocument.Record] = []
    private var children: [Int32] = []
    private var bytes: [UInt8] = []
    private var tags: [String] = []
    /// Children of the collections still open, innermost last; a collection
    /// takes its run off the end when it closes.
    private(set) var pending: [Int32] = []

    init() {}

    /// Reserves room for the document of a `sourceBytes`-byte input, so that
    /// building it rarely regrows (and copies, and faults in) its arrays.
    /// Scalar text is about as long as its source; nodes average well over
    /// eight source bytes in a stylesheet or tree.
    init(sourceBytes: Int) {
        bytes.reserveCapacity(sourceBytes)
        records.reserveCapacity(sourceBytes / 8)
        children.reserveCapacity(sourceBytes / 8)
        pending.reserveCapacity(64)
    }

    /// Appends a scalar with the text in `text`; returns its index.
    mutating func scalar(
        _ text: UnsafeBufferPointer<UInt8>, style: YAMLScalar.Style, start: YAMLMark, end: YAMLMark,
        tag: String?
    ) -> Int32 {
        let first = Int32(truncatingIfNeeded: bytes.count)
        bytes.append(contentsOf: text)
        return append(
            YAMLDocument.Record(
                startLine: Self.int32(start.line), startColumn: Self.int32(start.column), endLine: Self.int32(end.line),
                endColumn: Self.int32(end.column), first: first, count: Int32(truncatingIfNeeded: text.count), tag: tagIndex(tag),
                kind: .scalar, style: style))
    }

    /// Marks an appended node as the next child of the innermost open collection.
    mutating func attach(_ node: Int32) {
        pending.append(node)
    }

    /// Appends a collection whose children are the pending ones from `firstPending` on, and removes them from the pending list.
    mutating func collection(mapping: Bool, from firstPending: Int, start: YAMLMark, end: YAMLMark, tag: String?) -> Int32 {
        let first = Int32(truncatingIfNeeded: children.count)
        children.append(contentsOf: pending[firstPending...])
        let count = Int32(truncatingIfNeeded: pending.count - firstPending)
        pending.removeSubrange(firstPending...)
        return append(
            YAMLDocument.Record(
                startLine: Self.int32(start.line), startColumn: Self.int32(start.column), endLine: Self.int32(end.line),
                endColumn: Self.int32(end.column), first: first, count: count, tag: tagIndex(tag),
                kind: mapping ? .mapping : .sequence, style: .plain))
    }

    /// Copies every node of `document` in, `lines` further down the source;
    /// returns what to add to its node indices.
    mutating func merge(_ document: YAMLDocument, lines: Int32 = 0) -> Int32 {
        let recordOffset = Int32(truncatingIfNeeded: records.count)
        let childOffset = Int32(truncatingIfNeeded: children.count)
        let byteOffset = Int32(truncatingIfNeeded: bytes.count)
        let tagOffset = Int32(truncatingIfNeeded: tags.count)
        for var record in document.records {
            record.first += record.kind == .scalar ? byteOffset : childOffset
            if record.tag >= 0 { record.tag += tagOffset }
            record.startLine += lines
            record.endLine += lines
            records.append(record)
        }
        children.append(contentsOf: document.children.lazy.map { $0 + recordOffset })
        bytes.append(contentsOf: document.bytes)
        tags.append(contentsOf: document.tags)
        return recordOffset
    }

    /// Moves the marks of the last nodes appended that end at `mark` to
    /// `moved`: a half read on its own closes its open collections, and
    /// places the empty values before them, at its end; read whole, they
    /// close where the next entry's `-` stands. A block scalar ends at the
    /// start of the line either way, and keeps its mark.
    mutating func moveTrailingMarks(from mark: YAMLMark, to moved: YAMLMark) {
        var i = records.count - 1
        while i >= 0, records[i].end == mark {
            let empty = records[i].start == mark
            if empty {
                records[i].startLine = Self.int32(moved.line)
                records[i].startColumn = Self.int32(moved.column)
            }
            if empty || records[i].kind != .scalar {
                records[i].endLine = Self.int32(moved.line)
                records[i].endColumn = Self.int32(moved.column)
            }
            i -= 1
        }
    }

    /// Appends a copy of the collection `node` with other children and end;
    /// returns its index.
    mutating func copy(of node: Int32, children newChildren: [Int32], end: YAMLMark) -> Int32 {
        var record = records[Int(node)]
        record.first = Int32(truncatingIfNeeded: children.count)
        record.count = Int32(truncatingIfNeeded: newChildren.count)
        record.endLine = Self.int32(end.line)
        record.endColumn = Self.int32(end.column)
        children.append(contentsOf: newChildren)
        return append(record)
    }

    /// YAML 1.1 merge keys (`<<: *defaults`, `<<: [*a, *b]`) in the open
    /// mapping whose children start at `firstPending`: the `<<` pairs are
    /// replaced by the merged mappings' pairs whose keys the mapping does
    /// not write itself, earlier merged mappings first. The merged nodes are
    /// shared, not copied (they keep where they were written); the alias
    /// budget has already counted them. Returns false when a `<<` value is
    /// not a mapping or a list of mappings.
    mutating func applyMergeKeys(from firstPending: Int) -> Bool {
        func isMergeKey(_ node: Int32) -> Bool {
            let record = records[Int(node)]
            return record.kind == .scalar && record.style == .plain && record.count == 2
                && bytes[Int(record.first)] == UInt8(ascii: "<") && bytes[Int(record.first) + 1] == UInt8(ascii: "<")
        }
        // Every mapping passes here: look before allocating anything.
        guard stride(from: firstPending, to: pending.count - 1, by: 2).contains(where: { isMergeKey(pending[$0]) }) else { return true }
        let pairs = stride(from: firstPending, to: pending.count - 1, by: 2).map { (key: pending[$0], value: pending[$0 + 1]) }
        var result: [Int32] = []
        var seen: Set<String> = []
        var sources: [Int32] = []
        for pair in pairs {
            if isMergeKey(pair.key) {
                let record = records[Int(pair.value)]
                switch record.kind {
                case .mapping: sources.append(pair.value)
                case .sequence:
                    for item in children[Int(record.first)..<Int(record.first + record.count)] {
                        guard records[Int(item)].kind == .mapping else { return false }
                        sources.append(item)
                    }
                default: return false
                }
            } else {
                result += [pair.key, pair.value]
                if let key = text(of: pair.key) { seen.insert(key) }
            }
        }
        for source in sources {
            let record = records[Int(source)]
            let items = children[Int(record.first)..<Int(record.first + record.count)]
            for k in stride(from: items.startIndex, to: items.endIndex - 1, by: 2) {
                guard let key = text(of: items[k]), seen.insert(key).inserted else { continue }
                result += [items[k], items[k + 1]]
            }
        }
        pending.replaceSubrange(firstPending..., with: result)
        return true
    }

    /// Where an appended node starts.
    func start(of node: Int32) -> YAMLMark { records[Int(node)].start }

    /// Just past an appended node's last character.
    func end(of node: Int32) -> YAMLMark { records[Int(node)].end }

    /// An appended collection's children (a mapping's keys and values alternate).
    func children(of node: Int32) -> [Int32] {
        let record = records[Int(node)]
        guard record.kind != .scalar else { return [] }
        return Array(children[Int(record.first)..<Int(record.first + record.count)])
    }

    /// The keys and values of an appended mapping, or nil for another node.
    func children(ofMapping node: Int32) -> [Int32]? {
        records[Int(node)].kind == .mapping ? children(of: node) : nil
    }

    func isScalar(_ node: Int32) -> Bool { records[Int(node)].kind == .scalar }

    /// The text of an appended scalar, or nil for a collection.
    func text(of node: Int32) -> String? {
        let record = records[Int(node)]
        guard record.kind == .scalar else { return nil }
        return bytes.withUnsafeBufferPointer { all in
            String(decoding: UnsafeBufferPointer(rebasing: all[Int(record.first)..<Int(record.first) + Int(record.count)]), as: UTF8.self)
        }
    }

    /// True when two appended nodes are scalars whose texts are equal `String`s:
    /// equal bytes, or (beyond ASCII, where canonical equivalence applies) equal strings.
    ///
    /// Decided from the bytes wherever that is exact: a text that is a strict
    /// prefix of the other has fewer scalars however it is normalised, and
    /// where the first differing bytes are both ASCII the texts differ in a
    /// starter character, which normalisation never moves. Only a difference
    /// at a non-ASCII byte needs the strings compared.
    func sameText(_ a: Int32, _ b: Int32) -> Bool {
        let ra = records[Int(a)]
        let rb = records[Int(b)]
        guard ra.kind == .scalar, rb.kind == .scalar else { return false }
        let decided: Bool? = bytes.withUnsafeBufferPointer { all in
            let ta = UnsafeBufferPointer(rebasing: all[Int(ra.first)..<Int(ra.first) + Int(ra.count)])
            let tb = UnsafeBufferPointer(rebasing: all[Int(rb.first)..<Int(rb.first) + Int(rb.count)])
            let shorter = min(ta.count, tb.count)
            var i = 0
            while i < shorter, ta[i] == tb[i] { i += 1 }
            if i == ta.count || i == tb.count { return ta.count == tb.count }
            return ta[i] < 0x80 && tb[i] < 0x80 ? false : nil
        }
        return decided ?? (text(of: a) == text(of: b))
    }

    /// The finished document.
    func build() -> YAMLDocument {
        YAMLDocument(records: records, children: children, bytes: bytes, tags: tags)
    }

    private mutating func append(_ record: YAMLDocument.Record) -> Int32 {
        records.append(record)
        return Int32(truncatingIfNeeded: records.count - 1)
    }

    private mutating func tagIndex(_ tag: String?) -> Int32 {
        guard let tag else { return -1 }
        tags.append(tag)
        return Int32(truncatingIfNeeded: tags.count - 1)
    }

    /// Lines and columns past `Int32.max` cannot come from an input the reader
    /// accepts (``YAMLReader/maxSupportedBytes``); nodes built by hand are clamped.
    private static func int32(_ value: Int) -> Int32 { Int32(clamping: value) }
}
