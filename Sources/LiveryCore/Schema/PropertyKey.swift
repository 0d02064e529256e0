/// A built-in property as a typed key, for reads such as
/// `style[.backgroundColor]` (a `Color?`) and `style[.layerCornerRadius]` (a `Double?`).
///
/// A key is how the schema declares a built-in property: each class's spec
/// of it is made from the key (``BuiltInTypes``), so its kind is the key's
/// Swift type, and the keys live beside the classes that introduce them.
/// Keys are named after their keypath with the dots dropped
/// (`layer.cornerRadius` → `layerCornerRadius`). They live on this base
/// class so that `.backgroundColor` is found from `PropertyKey<Color>`.
public class PropertyKeys: @unchecked Sendable, Hashable {
    /// The canonical dotted keypath.
    public let keyPath: String
    /// Written once: by ``TypeRegistry/builtIn`` while it is made, for a key
    /// the schema declares a property through (``id`` waits for that), or
    /// at init for a key spelled from a keypath at run time.
    private var number: PropertyID

    /// The property's id in every registry.
    public var id: PropertyID {
        _ = PropertyKeys.builtInNumbered
        return number
    }

    /// A key the built-in schema declares a property through.
    init(_ keyPath: String) {
        self.keyPath = keyPath
        number = .unknown
    }

    /// A key for a built-in keypath made at run time (a bar slot's
    /// `standardAppearance.backgroundColor`); unknown if no class has it.
    init(builtIn keyPath: String) {
        self.keyPath = keyPath
        number = TypeRegistry.builtIn.names.id(keyPath) ?? .unknown
    }

    /// Numbers a declared key; called by the registry as it interns the key's spec.
    func assign(_ id: PropertyID) {
        if number == .unknown { number = id }
    }

    /// True once ``TypeRegistry/builtIn`` is made, which numbers every declared key.
    private static let builtInNumbered: Bool = TypeRegistry.builtIn.names.count > 0

    /// Whether a value reads as the key's type: a spec's default is checked against its key.
    func reads(_ value: ResolvedValue) -> Bool { true }

    public static func == (a: PropertyKeys, b: PropertyKeys) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A typed key: ``PropertyKeys`` for a property whose resolved value reads as `Value`.
public final class PropertyKey<Value: PropertyValue>: PropertyKeys, @unchecked Sendable {
    override func reads(_ value: ResolvedValue) -> Bool { Value(resolved: value) != nil }
}
