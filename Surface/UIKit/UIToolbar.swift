// UIToolbar.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(tvos) NS_SWIFT_UI_ACTOR @interface UIToolbar : UIView <UIBarPositioning>
// Swift: `@MainActor class UIToolbar: UIView`. Stub: stored properties;
// `standardAppearance` is `copy`, so the bar keeps a copy of what it is given.
@available(tvOS, unavailable)
@MainActor
open class UIToolbar: UIView {
    // UIToolbar.h: @property(nonatomic) UIBarStyle barStyle UI_APPEARANCE_SELECTOR API_UNAVAILABLE(tvos); // default is UIBarStyleDefault
    open var barStyle: UIBarStyle = .default

    /// Stub only: the images set per position (and metrics, for backgrounds).
    private var backgroundImages: [[Int]: UIImage] = [:]
    private var shadowImages: [Int: UIImage] = [:]

    // UIToolbar.h: - (void)setBackgroundImage:(nullable UIImage *)backgroundImage forToolbarPosition:(UIBarPosition)topOrBottom barMetrics:(UIBarMetrics)barMetrics API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[[topOrBottom.rawValue, barMetrics.rawValue]] = backgroundImage
    }

    // UIToolbar.h: - (nullable UIImage *)backgroundImageForToolbarPosition:(UIBarPosition)topOrBottom barMetrics:(UIBarMetrics)barMetrics API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[[topOrBottom.rawValue, barMetrics.rawValue]]
    }

    // UIToolbar.h: - (void)setShadowImage:(nullable UIImage *)shadowImage forToolbarPosition:(UIBarPosition)topOrBottom API_AVAILABLE(ios(6.0)) UI_APPEARANCE_SELECTOR;
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        shadowImages[topOrBottom.rawValue] = shadowImage
    }

    // UIToolbar.h: - (nullable UIImage *)shadowImageForToolbarPosition:(UIBarPosition)topOrBottom API_AVAILABLE(ios(6.0)) UI_APPEARANCE_SELECTOR;
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
        shadowImages[topOrBottom.rawValue]
    }

    // UIToolbar.h: @property(nullable, nonatomic, copy) NSArray<UIBarButtonItem *> *items; // get/set visible UIBarButtonItem. default is nil. changes not animated. shown in order
    open var items: [UIBarButtonItem]?

    // UIToolbar.h: @property(nullable, nonatomic,strong) UIColor *barTintColor API_AVAILABLE(ios(7.0)) UI_APPEARANCE_SELECTOR;  // default is nil
    open var barTintColor: UIColor?

    // UIToolbar.h: @property(nonatomic,assign,getter=isTranslucent) BOOL translucent API_AVAILABLE(ios(3.0)) UI_APPEARANCE_SELECTOR; // Default is NO on iOS 6 and earlier. Always YES if barStyle is set to UIBarStyleBlackTranslucent
    open var isTranslucent: Bool = true

    // UIToolbar.h: @property (nonatomic, readwrite, copy) UIToolbarAppearance *standardAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open var standardAppearance: UIToolbarAppearance {
        get { storedStandardAppearance }
        set { storedStandardAppearance = UIToolbarAppearance(barAppearance: newValue) }
    }
    private var storedStandardAppearance = UIToolbarAppearance()

    // UIToolbar.h: @property (nonatomic, readwrite, copy, nullable) UIToolbarAppearance *compactAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open var compactAppearance: UIToolbarAppearance? {
        get { storedCompactAppearance }
        set { storedCompactAppearance = newValue.map { UIToolbarAppearance(barAppearance: $0) } }
    }
    private var storedCompactAppearance: UIToolbarAppearance?

    // UIToolbar.h: @property (nonatomic, readwrite, copy, nullable) UIToolbarAppearance *scrollEdgeAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(15.0));
    @available(iOS 15.0, *)
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue.map { UIToolbarAppearance(barAppearance: $0) } }
    }
    private var storedScrollEdgeAppearance: UIToolbarAppearance?

    // UIToolbar.h: @property (nonatomic, readwrite, copy, nullable) UIToolbarAppearance *compactScrollEdgeAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(15.0));
    @available(iOS 15.0, *)
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { storedCompactScrollEdgeAppearance }
        set { storedCompactScrollEdgeAppearance = newValue.map { UIToolbarAppearance(barAppearance: $0) } }
    }
    private var storedCompactScrollEdgeAppearance: UIToolbarAppearance?
}
