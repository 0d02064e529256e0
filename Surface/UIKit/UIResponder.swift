// UIResponder.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UIResponder : NSObject <UIResponderStandardEditActions>
//
// Swift: `@MainActor class UIResponder: NSObject`. Stub: the root of the view
// and view-controller classes, on swift-corelibs-foundation's NSObject, with
// the responder chain as UIKit builds it for views (UIView.swift).
@MainActor
open class UIResponder: NSObject {
    // NSObject.h: - (instancetype)init; (UIResponder declares no initializer of its own)
    public override init() { super.init() }

    // UIResponder.h: @property(nonatomic, readonly, nullable) UIResponder *nextResponder;
    // Swift: `var next: UIResponder? { get }`. UIResponder itself returns nil.
    open var next: UIResponder? { nil }
}
