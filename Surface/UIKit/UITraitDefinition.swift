// UIKit's Swift overlay, iOS 17: custom traits. Cited by documentation page
// (the declarations are Swift-only, not in a header):
// developer.apple.com/documentation/uikit/uitraitdefinition-64c15 and
// developer.apple.com/documentation/uikit/uitraitoverrides-swift.struct.

// UITraitDefinition (Swift): `protocol UITraitDefinition` with
//   associatedtype Value
//   static var defaultValue: Self.Value { get }
//   static var identifier: String { get }   (default implementation provided)
//   static var name: String { get }         (default implementation provided)
//   static var affectsColorAppearance: Bool { get }  (default implementation provided)
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
    static var identifier: String { get }
    static var name: String { get }
    static var affectsColorAppearance: Bool { get }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UITraitDefinition {
    // "The protocol defines default implementations for name and identifier properties."
    // Stub: the type's name for both; affectsColorAppearance is false, as documented ("Default is NO").
    public static var identifier: String { String(reflecting: Self.self) }
    public static var name: String { String(describing: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

// UITraitOverrides (Swift): `struct UITraitOverrides` conforming to UIMutableTraits;
//   func contains<T>(_ trait: T.Type) -> Bool where T : UITraitDefinition
//   mutating func remove<T>(_ trait: T.Type) where T : UITraitDefinition
//   subscript<T>(trait: T.Type) -> T.Value where T : UITraitDefinition { get set }  (UIMutableTraits)
// Stub: the values set, by trait type.
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitOverrides {
    var stubValues = StubTraitValues()

    public func contains<T: UITraitDefinition>(_ trait: T.Type) -> Bool {
        stubValues.values[ObjectIdentifier(trait)] != nil
    }

    public mutating func remove<T: UITraitDefinition>(_ trait: T.Type) {
        stubValues = stubValues.removing(ObjectIdentifier(trait))
    }

    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { stubValues.values[ObjectIdentifier(trait)]?.value as? T.Value ?? T.defaultValue }
        set { stubValues = stubValues.setting(ObjectIdentifier(trait), to: newValue) }
    }
}

/// Stub only: not Apple API — custom trait values by trait type, immutable
/// so a trait collection can share them across threads as UIKit's does.
public struct StubTraitValues: @unchecked Sendable {
    final class Box {
        let value: Any
        init(_ value: Any) { self.value = value }
    }

    private(set) var values: [ObjectIdentifier: Box] = [:]

    func setting(_ trait: ObjectIdentifier, to value: Any) -> StubTraitValues {
        var copy = self
        copy.values[trait] = Box(value)
        return copy
    }

    func removing(_ trait: ObjectIdentifier) -> StubTraitValues {
        var copy = self
        copy.values[trait] = nil
        return copy
    }

    /// These values with `overrides` set over them.
    func merging(_ overrides: StubTraitValues) -> StubTraitValues {
        var copy = self
        copy.values.merge(overrides.values) { _, new in new }
        return copy
    }
}
