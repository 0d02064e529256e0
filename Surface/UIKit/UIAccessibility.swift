// UIAccessibility.h: @interface NSObject (UIAccessibility) and
// @interface NSObject (UIAccessibilityContainer): informal protocols, declared
// on every object. Stub: the values are kept by the objects that can hold
// them (views and accessibility elements); any other object reads nil and
// ignores a set.
@MainActor
extension NSObject {
    // UIAccessibility.h: @property (nullable, nonatomic, copy) NSString *accessibilityLabel;
    public var accessibilityLabel: String? {
        get { (self as? StubAccessibilityHolder)?.stubAccessibility.label }
        set { (self as? StubAccessibilityHolder)?.stubAccessibility.label = newValue }
    }

    // UIAccessibility.h: @property (nullable, nonatomic, strong) NSArray *accessibilityElements API_AVAILABLE(ios(8.0));
    public var accessibilityElements: [Any]? {
        get { (self as? StubAccessibilityHolder)?.stubAccessibility.elements }
        set { (self as? StubAccessibilityHolder)?.stubAccessibility.elements = newValue }
    }
}

/// Stub only: not Apple API — the accessibility values an object keeps.
@MainActor
final class StubAccessibility {
    var label: String?
    var elements: [Any]?
}

/// Stub only: not Apple API — an object that keeps accessibility values.
@MainActor
protocol StubAccessibilityHolder: AnyObject {
    var stubAccessibility: StubAccessibility { get }
}

extension UIView: StubAccessibilityHolder {}

// UIAccessibilityElement.h: UIKIT_EXTERN API_AVAILABLE(ios(3.0)) NS_SWIFT_UI_ACTOR
// @interface UIAccessibilityElement : NSObject<UIAccessibilityIdentification>
@MainActor
open class UIAccessibilityElement: NSObject, StubAccessibilityHolder {
    let stubAccessibility = StubAccessibility()

    // UIAccessibilityElement.h: - (instancetype)initWithAccessibilityContainer:(id)container;
    public init(accessibilityContainer container: Any) {
        super.init()
    }
}
