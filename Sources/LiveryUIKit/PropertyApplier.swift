import LiveryCore

/// Sets one property on a view from its resolved value, and reads the value
/// it replaces so it can be put back: the typed bridge between a
/// ``ResolvedStyle`` and a view type's own property. An app adds appliers
/// for its custom properties beside the built-in ones.
@MainActor public struct PropertyApplier<View: AnyObject> {
    /// One axis slot of a keyed property being applied.
    public struct AxisSlot: Sendable, Hashable {
        public var key: AxisKey
        /// The canonical name (`highlighted+selected`, `king`).
        public var name: String
        /// The control state, when the axis is `state` (UIKit's `UIControl.State` bits).
        public var state: ControlState? { key.state }
    }

    /// The canonical keypath the applier sets.
    public let keyPath: String
    /// Whether it sets one value per axis key (`setTitleColor(_:for:)`).
    public let isKeyed: Bool
    /// Whether the view is of the class the applier sets the property on
    /// (`image` is a `UIImageView`'s plain property and a `UIButton`'s keyed one).
    let accepts: (View) -> Bool
    /// The current value, boxed; nil when the view is not of the applier's class.
    let read: (View, AxisSlot?) -> Any?
    /// Puts back a value `read` returned.
    let restore: (View, Any, AxisSlot?) -> Void
    /// Sets the resolved value; false when it cannot be converted (the view keeps its value).
    let write: (View, ResolvedProperty, AxisSlot?) -> Bool
    /// The value `write` would set, boxed as `read` returns it; nil when it
    /// cannot be converted. A capture inverts it (``CapturedValue``).
    let convert: (ResolvedProperty) -> Any?

    /// A plain property of `Target` (a subclass of `View`, or `View`), set through a keypath.
    public init<Target: AnyObject, Stored>(
        _ key: PropertyKeys, on target: Target.Type, _ property: ReferenceWritableKeyPath<Target, Stored>,
        convert: @escaping (ResolvedProperty) -> Stored?
    ) {
        self.init(key.keyPath, on: target, get: { $0[keyPath: property] }, set: { $0[keyPath: property] = $1 }, convert: convert)
    }

    /// A plain optional property (`UILabel.font`, `UIImageView.image`): a
    /// conversion that fails leaves the view's value alone instead of
    /// writing `nil` (which UIKit would take as "reset to the default").
    /// Swift picks this overload for every optional keypath.
    public init<Target: AnyObject, Stored>(
        _ key: PropertyKeys, on target: Target.Type, _ property: ReferenceWritableKeyPath<Target, Stored?>,
        convert: @escaping (ResolvedProperty) -> Stored?
    ) {
        self.init(
            key.keyPath, on: target, get: { $0[keyPath: property] }, set: { $0[keyPath: property] = $1 },
            convert: { property in convert(property).map { Optional($0) } })
    }

    /// A plain property, set through a getter and a setter (an app's custom property by keypath).
    public init<Target: AnyObject, Stored>(
        _ keyPath: String, on target: Target.Type, get: @escaping (Target) -> Stored, set: @escaping (Target, Stored) -> Void,
        convert: @escaping (ResolvedProperty) -> Stored?
    ) {
        self.keyPath = keyPath
        isKeyed = false
        accepts = { $0 is Target }
        read = { view, _ in (view as? Target).map(get) }
        restore = { view, value, _ in
            if let target = view as? Target, let value = value as? Stored { set(target, value) }
        }
        write = { view, property, _ in
            guard let target = view as? Target, let value = convert(property) else { return false }
            set(target, value)
            return true
        }
        self.convert = { convert($0) }
    }

    /// A plain optional property through a getter and a setter: a failed conversion writes nothing.
    public init<Target: AnyObject, Stored>(
        _ keyPath: String, on target: Target.Type, get: @escaping (Target) -> Stored?, set: @escaping (Target, Stored?) -> Void,
        convert: @escaping (ResolvedProperty) -> Stored?
    ) {
        self.init(keyPath, on: target, get: get, set: set, convert: { property in convert(property).map { Optional($0) } })
    }

    /// A keyed property (`titleColor` per control state), set per axis slot.
    public init<Target: AnyObject, Stored>(
        keyed key: PropertyKeys, on target: Target.Type, get: @escaping (Target, AxisSlot) -> Stored,
        set: @escaping (Target, Stored, AxisSlot) -> Void, convert: @escaping (ResolvedProperty) -> Stored?
    ) {
        self.init(keyed: key.keyPath, on: target, get: get, set: set, convert: convert)
    }

    /// A keyed optional property (`setTitleColor(_:for:)` takes `UIColor?`): a failed conversion writes nothing.
    public init<Target: AnyObject, Stored>(
        keyed key: PropertyKeys, on target: Target.Type, get: @escaping (Target, AxisSlot) -> Stored?,
        set: @escaping (Target, Stored?, AxisSlot) -> Void, convert: @escaping (ResolvedProperty) -> Stored?
    ) {
        self.init(keyed: key.keyPath, on: target, get: get, set: set, convert: convert)
    }

    /// A keyed optional property by keypath: a failed conversion writes nothing.
    public init<Target: AnyObject, Stored>(
        keyed keyPath: String, on target: Target.Type, get: @escaping (Target, AxisSlot) -> Stored?,
        set: @escaping (Target, Stored?, AxisSlot) -> Void, convert: @escaping (ResolvedProperty) -> Stored?
    ) {
        self.init(
            keyed: keyPath, on: target, get: get, set: set, convert: { property in convert(property).map { Optional($0) } })
    }

    /// A keyed property by keypath (an app's `badgeImage` keyed by `rank`).
    public init<Target: AnyObject, Stored>(
        keyed keyPath: String, on target: Target.Type, get: @escaping (Target, AxisSlot) -> Stored,
        set: @escaping (Target, Stored, AxisSlot) -> Void, convert: @escaping (ResolvedProperty) -> Stored?
    ) {
        self.keyPath = keyPath
        isKeyed = true
        accepts = { $0 is Target }
        read = { view, slot in
            guard let target = view as? Target, let slot else { return nil }
            return get(target, slot)
        }
        restore = { view, value, slot in
            if let target = view as? Target, let slot, let value = value as? Stored { set(target, value, slot) }
        }
        write = { view, property, slot in
            guard let target = view as? Target, let slot, let value = convert(property) else { return false }
            set(target, value, slot)
            return true
        }
        self.convert = { convert($0) }
    }
}
