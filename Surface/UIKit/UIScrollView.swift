// UIScrollView.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIScrollView : UIView <NSCoding, UIFocusItemScrollableContainer>
// Swift: `@MainActor class UIScrollView: UIView`. Stub: UITableView's superclass, with the indicator style, bounce flags and keyboard dismiss mode stored.
@MainActor
open class UIScrollView: UIView {
    // UIScrollView.h: @property(nonatomic) UIScrollViewIndicatorStyle indicatorStyle; // default is UIScrollViewIndicatorStyleDefault
    open var indicatorStyle: UIScrollView.IndicatorStyle = .default
    // UIScrollView.h: @property (nonatomic) BOOL bounces; (// Default: YES)
    open var bounces: Bool = true
    // UIScrollView.h: @property(nonatomic) BOOL alwaysBounceVertical; // default NO. if YES and bounces is YES, even if content is smaller than bounds, allow drag vertically
    open var alwaysBounceVertical: Bool = false
    // UIScrollView.h: @property(nonatomic) BOOL alwaysBounceHorizontal; // default NO. if YES and bounces is YES, even if content is smaller than bounds, allow drag horizontally
    open var alwaysBounceHorizontal: Bool = false
    // UIScrollView.h: @property(nonatomic) UIScrollViewKeyboardDismissMode keyboardDismissMode API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(visionos); // default is UIScrollViewKeyboardDismissModeNone
    @available(visionOS, unavailable)
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
}

extension UIScrollView {
    // UIScrollView.h: typedef NS_ENUM(NSInteger, UIScrollViewIndicatorStyle) {
    //     UIScrollViewIndicatorStyleDefault,     // black with white border. good against any background
    //     UIScrollViewIndicatorStyleBlack,       // black only. smaller. good against a white background
    //     UIScrollViewIndicatorStyleWhite        // white only. smaller. good against a black background
    // };
    // Swift name UIScrollView.IndicatorStyle.
    public enum IndicatorStyle: Int, Sendable {
        case `default` = 0
        case black = 1
        case white = 2
    }
}

extension UIScrollView {
    // UIScrollView.h: typedef NS_ENUM(NSInteger, UIScrollViewKeyboardDismissMode) {
    //     UIScrollViewKeyboardDismissModeNone,
    //     UIScrollViewKeyboardDismissModeOnDrag,      // dismisses the keyboard when a drag begins
    //     UIScrollViewKeyboardDismissModeInteractive, // the keyboard follows the dragging touch off screen, and may be pulled upward again to cancel the dismiss
    //     UIScrollViewKeyboardDismissModeOnDragWithAccessory,       // dismisses both keyboard and accessory in the style of UIScrollViewKeyboardDismissModeOnDrag
    //     UIScrollViewKeyboardDismissModeInteractiveWithAccessory   // dismisses both keyboard and accessory in the style of UIScrollViewKeyboardDismissModeInteractive
    // } API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(visionos, watchos);
    // Swift name UIScrollView.KeyboardDismissMode; the two accessory cases are iOS 16.0+
    // (developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum).
    @available(visionOS, unavailable)
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0
        case onDrag = 1
        case interactive = 2
        @available(iOS 16.0, *)
        case onDragWithAccessory = 3
        @available(iOS 16.0, *)
        case interactiveWithAccessory = 4
    }
}
