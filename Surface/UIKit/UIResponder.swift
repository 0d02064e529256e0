// UIResponder.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UIResponder : NSObject <UIResponderStandardEditActions>
//
// Swift: `@MainActor class UIResponder: NSObject`. Stub: the root of the view
// classes, on swift-corelibs-foundation's NSObject. No responder chain.
@MainActor
open class UIResponder: NSObject {
    // NSObject.h: - (instancetype)init; (UIResponder declares no initializer of its own)
    public override init() { super.init() }
}
