/// Everything the resolver decided for one view: the traits it was styled
/// in, its control state, and each property that has a value, by
/// ``PropertyID``; with the class's schema, so typed reads can fill in defaults.
public struct ResolvedStyle: Sendable, Hashable {
    /// The view's effective traits, `overrideUserInterfaceStyle` included.
    public var traits: TraitCollection
    /// The `state` axis key: the node's flags plus those its resolved
    /// `isEnabled`, `isSelected` and `isHighlighted` imply.
    public var state: ControlState
    /// Properties a rule, an explicit value, a target or inheritance set;
    /// a keyed property's value for the current key. A property that is
    /// absent has its schema default.
    public var properties: PropertyMap<ResolvedProperty>
    /// Every axis slot of the keyed properties that something set: `titleColor`
    /// for `normal`, `highlighted`, … (what `setTitleColor(_:for:)` takes per state).
    public var keyedSlots: [PropertyID: [AxisKey: ResolvedProperty]] {
        get {
            var slots: [PropertyID: [AxisKey: ResolvedProperty]] = [:]
            for slot in keyed { slots[slot.property, default: [:]][slot.axisKey] = slot.value }
            return slots
        }
        set { keyed = KeyedSlot.ordered(newValue) }
    }
    /// The keyed slots by property, then axis key: one array per style rather
    /// than a dictionary per keyed property, which cost more to fill than
    /// the rest of a view's cascade.
    public private(set) var keyed: [KeyedSlot]
    /// The view's class schema: defaults and the names of ids.
    public let schema: ClassSchema

    public init(
        traits: TraitCollection = TraitCollection(), state: ControlState = .normal,
        properties: PropertyMap<ResolvedProperty> = PropertyMap(), keyedSlots: [PropertyID: [AxisKey: ResolvedProperty]] = [:],
        schema: ClassSchema = ClassSchema.view
    ) {
        self.traits = traits
        self.state = state
        self.properties = properties
        self.keyed = KeyedSlot.ordered(keyedSlots)
        self.schema = schema
    }

    /// A style whose keyed slots are already in ``KeyedSlot`` order.
    init(
        traits: TraitCollection, state: ControlState, properties: PropertyMap<ResolvedProperty>, keyed: [KeyedSlot],
        schema: ClassSchema
    ) {
        self.traits = traits
        self.state = state
        self.properties = properties
        self.keyed = keyed
        self.schema = schema
    }

    // MARK: Typed reads

    /// The property's value: what something set, else the schema's default
    /// resolved in the view's traits (a label's default `textColor` is
    /// `label`, white in dark mode). Nil when neither exists, as for a
    /// `backgroundColor` nobody set.
    public subscript<T: PropertyValue>(key: PropertyKey<T>) -> T? {
        if let set = properties[key.id] { return T(resolved: set.value) }
        return schema.defaults[key.id].flatMap { T(resolved: ResolvedValue($0, traits: traits)) }
    }

    /// The value of one axis slot of a keyed property (`titleColor` for
    /// `highlighted`), if something set that slot; no fallback.
    public subscript<T: PropertyValue>(key: PropertyKey<T>, for axisKey: AxisKey) -> T? {
        keyed.first { $0.property == key.id && $0.axisKey == axisKey }.flatMap { T(resolved: $0.value.value) }
    }

    /// What Livery set for the property, with its source; nil when it has its default.
    public func property<T>(_ key: PropertyKey<T>) -> ResolvedProperty? {
        properties[key.id]
    }

    /// Every slot of a keyed property that something set, by axis key.
    public func slots<T>(_ key: PropertyKey<T>) -> [AxisKey: ResolvedProperty] {
        var slots: [AxisKey: ResolvedProperty] = [:]
        for slot in keyed where slot.property == key.id { slots[slot.axisKey] = slot.value }
        return slots
    }

    /// The name a color was written with (`tertiaryLabel`, a palette name),
    /// so an adapter can hand UIKit the system color rather than a snapshot.
    public func colorName(_ key: PropertyKey<Color>) -> String? {
        if case .color(let dynamic)? = properties[key.id]?.specified { return dynamic.name }
        return nil
    }

    // MARK: Reads by keypath (files and output)

    /// What something set for a keypath (aliases included); nil when it has its default.
    public func property(_ keyPath: String) -> ResolvedProperty? {
        schema.names.id(keyPath).flatMap { properties[$0] }
    }

    /// The resolved value of a keypath, if anything set it.
    public subscript(keyPath: String) -> ResolvedValue? {
        property(keyPath)?.value
    }

    /// The set properties by keypath, sorted by keypath: what output prints.
    public var propertiesByKeyPath: [(keyPath: String, property: ResolvedProperty)] {
        properties.map { (keyPath: schema.names.keyPath($0.key), property: $0.value) }.sorted { $0.keyPath < $1.keyPath }
    }

    /// The canonical spelling of an axis key.
    public func name(_ key: AxisKey) -> String { schema.names.name(key) }

    // MARK: Equality

    /// Two styles are equal when they decided the same things for the same class.
    public static func == (a: ResolvedStyle, b: ResolvedStyle) -> Bool {
        a.traits == b.traits && a.state == b.state && a.properties == b.properties && a.keyed == b.keyed
            && a.schema.typeName == b.schema.typeName
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(traits)
        hasher.combine(state)
        hasher.combine(properties)
        hasher.combine(schema.typeName)
    }
}
