import LiveryCore

/// A Livery enum that maps to a UIKit one by an exhaustive switch, so a case
/// Livery adds does not compile until the binding maps it.
protocol UIKitCase: PropertyValue {
    associatedtype UIKitValue
    var uiKit: UIKitValue { get }
}

extension ResolvedProperty {
    /// The value as UIKit's enum; nil when it is not a case of `Case`.
    func uiKit<Case: UIKitCase>(_: Case.Type) -> Case.UIKitValue? {
        Case(resolved: value)?.uiKit
    }
}

extension PropertyApplier {
    /// An enum property set through a keypath: the key's Swift enum must map
    /// to the keypath's UIKit type, so a key and its UIKit property that
    /// disagree do not compile.
    init<Target: AnyObject, Case: UIKitCase>(
        _ key: PropertyKey<Case>, on target: Target.Type, _ property: ReferenceWritableKeyPath<Target, Case.UIKitValue>
    ) {
        self.init(key, on: target, property) { $0.uiKit(Case.self) }
    }
}
