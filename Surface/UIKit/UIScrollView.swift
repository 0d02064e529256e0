// UIScrollView.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIScrollView : UIView <NSCoding, UIFocusItemScrollableContainer>
// Swift: `@MainActor class UIScrollView: UIView`. Stub: UITableView's superclass, with the indicator style stored.
@MainActor
open class UIScrollView: UIView {
    // UIScrollView.h: @property(nonatomic) UIScrollViewIndicatorStyle indicatorStyle; // default is UIScrollViewIndicatorStyleDefault
    open var indicatorStyle: UIScrollView.IndicatorStyle = .default
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
