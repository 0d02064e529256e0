// UIPageControl.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIPageControl : UIControl
// Swift: `@MainActor class UIPageControl: UIControl`. Stub: stored properties;
// currentPage pinned to 0..numberOfPages-1.
@MainActor
open class UIPageControl: UIControl {
    // UIPageControl.h: @property(nonatomic) NSInteger numberOfPages;          // default is 0
    open var numberOfPages: Int = 0 {
        didSet { currentPage = storedCurrentPage }
    }

    // UIPageControl.h: @property(nonatomic) NSInteger currentPage;            // default is 0. Value is pinned to 0..numberOfPages-1
    open var currentPage: Int {
        get { storedCurrentPage }
        set { storedCurrentPage = max(0, min(newValue, numberOfPages - 1)) }
    }
    private var storedCurrentPage = 0

    // UIPageControl.h: @property(nullable, nonatomic,strong) UIColor *pageIndicatorTintColor API_AVAILABLE(ios(6.0)) UI_APPEARANCE_SELECTOR;
    open var pageIndicatorTintColor: UIColor?
    // UIPageControl.h: @property(nullable, nonatomic,strong) UIColor *currentPageIndicatorTintColor API_AVAILABLE(ios(6.0)) UI_APPEARANCE_SELECTOR;
    open var currentPageIndicatorTintColor: UIColor?
}
