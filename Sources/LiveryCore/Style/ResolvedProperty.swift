/// One property's effective value on one view, and why.
public struct ResolvedProperty: Sendable, Hashable {
    public var value: ResolvedValue
    /// The value before trait resolution (a dynamic color keeps its variants).
    public var specified: Value
    public var source: ValueSource
    /// For a keyed property, the axis key whose value this is: the view's
    /// current key, or the axis default it fell back to.
    public var axisKey: AxisKey?

    public init(value: ResolvedValue, specified: Value, source: ValueSource, axisKey: AxisKey?) {
        self.value = value
        self.specified = specified
        self.source = source
        self.axisKey = axisKey
    }

    /// A contender's value, resolved in the view's traits.
    init(_ contender: borrowing Contender, axisKey: AxisKey?, traits: TraitCollection) {
        self.init(
            value: ResolvedValue(contender.value, traits: traits), specified: contender.value,
            source: contender.source, axisKey: axisKey)
    }

    /// A value set on the view itself, resolved in its traits.
    init(explicit value: Value, axisKey: AxisKey?, traits: TraitCollection) {
        self.init(value: ResolvedValue(value, traits: traits), specified: value, source: .explicit, axisKey: axisKey)
    }
}
