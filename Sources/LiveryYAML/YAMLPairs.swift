/// A mapping's pairs in source order, read in place from the document (no array is built).
public struct YAMLPairs: RandomAccessCollection, Sendable {
    let document: YAMLDocument
    /// Offset of the first key in the document's child list (keys and values alternate).
    let first: Int
    public let count: Int

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// Positions come from the collection's own indices, which input cannot
    /// choose; the document's child list still checks its bounds.
    public subscript(position: Int) -> YAMLPair {
        let at = first + 2 * position
        return YAMLPair(key: YAMLNode(document, document.children[at]), value: YAMLNode(document, document.children[at + 1]))
    }
}
