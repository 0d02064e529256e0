/// One property value written in a `set:` mapping, a rule's or a tree node's.
struct PropertyAssignment: Sendable, Hashable {
    /// Canonical dotted keypath (`layer.cornerRadius`, `layer.masksToBounds` for `clipsToBounds`).
    var keyPath: String
    /// Canonical axis key for a keyed property (`normal`, `highlighted+selected`, `king`), else nil.
    var axisKey: String?
    var value: Value
    /// Where the value is written.
    var origin: SourceLocation
}
