/// One property value written in a `set:` mapping, a rule's or a tree node's.
struct PropertyAssignment: Sendable, Hashable {
    /// The property (aliases such as `clipsToBounds` are the canonical one's id).
    var property: PropertyID
    /// The axis key for a keyed property (`normal`, `highlighted+selected`, `king`), else nil.
    var axisKey: AxisKey?
    var value: Value
    /// Where the value is written.
    var origin: SourceLocation
}
