/// Everything the resolver decided for one view: the traits it was styled
/// in, its control state, and each property that has a value.
public struct ResolvedStyle: Sendable, Hashable {
    /// The view's effective traits, `overrideUserInterfaceStyle` included.
    public var traits: TraitCollection
    /// The `state` axis key: the node's flags plus those its resolved
    /// `isEnabled`, `isSelected` and `isHighlighted` imply.
    public var state: ControlState
    /// Properties a rule, an explicit value, a target or inheritance set, by
    /// canonical dotted keypath. A property that is absent has its default.
    public var properties: [String: ResolvedProperty]

    public init(traits: TraitCollection = TraitCollection(), state: ControlState = .normal,
                properties: [String: ResolvedProperty] = [:]) {
        self.traits = traits
        self.state = state
        self.properties = properties
    }

    /// The resolved value of a property, if anything set it.
    public subscript(keyPath: String) -> ResolvedValue? {
        properties[TypeRegistry.canonicalKeyPath(keyPath)]?.value
    }
}

/// One property's effective value on one view, and why.
public struct ResolvedProperty: Sendable, Hashable {
    public var value: ResolvedValue
    /// The value before trait resolution (a dynamic color keeps its variants).
    public var specified: Value
    public var source: ValueSource
    /// For a keyed property, the axis key whose value this is: the view's
    /// current key, or the axis default it fell back to.
    public var axisKey: String?

    public init(value: ResolvedValue, specified: Value, source: ValueSource, axisKey: String?) {
        self.value = value
        self.specified = specified
        self.source = source
        self.axisKey = axisKey
    }
}
