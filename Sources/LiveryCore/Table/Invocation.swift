/// One recorded setter call, like an appearance proxy's recorded
/// `setTitleColor(_:for:)`: for views the rule selects, set `property`
/// (for `axisKey`, when the property is keyed) to `value`.
public struct Invocation: Sendable, Hashable {
    /// Index into ``InvocationTable/rules``.
    public var rule: Int
    /// The property, interned by the table's registry.
    public var property: PropertyID
    /// The axis key (`normal`, `highlighted+selected`, `king`) for a keyed
    /// property; nil for a plain one. A plain value for a keyed property is
    /// recorded under the axis default.
    public var axisKey: AxisKey?
    public var value: Value
    /// Where the value is written.
    public var origin: SourceLocation

    package init(rule: Int, property: PropertyID, axisKey: AxisKey?, value: Value, origin: SourceLocation) {
        self.rule = rule
        self.property = property
        self.axisKey = axisKey
        self.value = value
        self.origin = origin
    }
}
