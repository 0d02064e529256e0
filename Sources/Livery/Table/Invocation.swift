/// One recorded setter call, like an appearance proxy's recorded
/// `setTitleColor(_:for:)`: for views the rule selects, set `keyPath`
/// (for `axisKey`, when the property is keyed) to `value`.
public struct Invocation: Sendable, Hashable {
    /// Index into ``InvocationTable/rules``.
    public var rule: Int
    /// Canonical dotted keypath (`layer.cornerRadius`).
    public var keyPath: String
    /// Canonical axis key (`normal`, `highlighted+selected`, `king`) for a keyed
    /// property; nil for a plain one. A plain value for a keyed property is
    /// recorded under the axis default.
    public var axisKey: String?
    public var value: Value
    /// Where the value is written.
    public var origin: SourceLocation

    public init(rule: Int, keyPath: String, axisKey: String?, value: Value, origin: SourceLocation) {
        self.rule = rule
        self.keyPath = keyPath
        self.axisKey = axisKey
        self.value = value
        self.origin = origin
    }
}
