/// One entry of a stylesheet's `rules:`, after imports are flattened.
public struct Rule: Sendable, Hashable {
    /// Position in overall source order (imported rules first).
    public var index: Int
    public var selector: Selector
    /// Where the rule starts (its `- type:` line).
    public var origin: SourceLocation

    package init(index: Int, selector: Selector, origin: SourceLocation) {
        self.index = index
        self.selector = selector
        self.origin = origin
    }
}
