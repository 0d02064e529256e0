// UIScrollView.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIScrollView : UIView <NSCoding, UIFocusItemScrollableContainer>
// Swift: `@MainActor class UIScrollView: UIView`. Stub: UITableView's superclass, with the indicator style and bounce flags stored.
@MainActor
open class UIScrollView: UIView {
    // UIScrollView.h: @property(nonatomic) UIScrollViewIndicatorStyle indicatorStyle; // default is UIScrollViewIndicatorStyleDefault
    open var indicatorStyle: UIScrollView.IndicatorStyle = .default
    // UIScrollView.h (iOS 6 SDK copy): @property(nonatomic) BOOL bounces; // default YES. if YES, bounces past edge of content and back again
    open var bounces: Bool = true
    // UIScrollView.h (iOS 6 SDK copy): @property(nonatomic) BOOL alwaysBounceVertical; // default NO. if YES and bounces is YES, even if content is smaller than bounds, allow drag vertically
    open var alwaysBounceVertical: Bool = false
    // UIScrollView.h (iOS 6 SDK copy): @property(nonatomic) BOOL alwaysBounceHorizontal; // default NO. if YES and bounces is YES, even if content is smaller than bounds, allow drag horizontally
    open var alwaysBounceHorizontal: Bool = false
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
