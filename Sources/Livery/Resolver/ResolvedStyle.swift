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
