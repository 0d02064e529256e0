// UIScrollView.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIScrollView : UIView <NSCoding, UIFocusItemScrollableContainer>
// Swift: `@MainActor class UIScrollView: UIView`. Stub: only the class (UITableView's superclass).
@MainActor
open class UIScrollView: UIView {}
