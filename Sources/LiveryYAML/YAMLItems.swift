/// A sequence's items, read in place from the document (no array is built).
public struct YAMLItems: RandomAccessCollection, Sendable {
    let document: YAMLDocument
    /// Offset of the first item in the document's child list.
    let first: Int
    public let count: Int

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// Positions come from the collection's own indices, which input cannot
    /// choose; the document's child list still checks its bounds.
    public subscript(position: Int) -> YAMLNode {
        YAMLNode(document, document.children[first + position])
    }
}
