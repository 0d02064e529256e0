// UIRefreshControl.h (iOS 17.0 SDK): UIKIT_EXTERN API_AVAILABLE(ios(6.0)) API_UNAVAILABLE(tvos) NS_SWIFT_UI_ACTOR
// @interface UIRefreshControl : UIControl
//
// Swift: `@MainActor class UIRefreshControl: UIControl`. Stub: stored properties.
@available(tvOS, unavailable)
@MainActor
open class UIRefreshControl: UIControl {
    // UIRefreshControl.h: - (instancetype)init; ("The designated initializer … with a default height and width.")
    // Swift: init(). Stub: a zero frame.
    public convenience init() { self.init(frame: .zero) }

    // UIRefreshControl.h: @property (nullable, nonatomic, strong) NSAttributedString *attributedTitle UI_APPEARANCE_SELECTOR;
    open var attributedTitle: NSAttributedString?
}
