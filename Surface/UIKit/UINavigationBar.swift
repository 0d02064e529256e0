// UINavigationBar.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UINavigationBar : UIView <NSCoding, UIBarPositioning>
// Swift: `@MainActor class UINavigationBar: UIView`. Stub: stored properties;
// `standardAppearance` is `copy`, so the bar keeps a copy of what it is given.
@MainActor
open class UINavigationBar: UIView {
    // UINavigationBar.h: @property(nonatomic,assign) UIBarStyle barStyle UI_APPEARANCE_SELECTOR API_UNAVAILABLE(tvos);
    @available(tvOS, unavailable)
    open var barStyle: UIBarStyle {
        get { storedBarStyle }
        set { storedBarStyle = newValue }
    }
    private var storedBarStyle = UIBarStyle.default

    // UINavigationBar.h: @property(nullable, nonatomic,strong) UIImage *shadowImage API_AVAILABLE(ios(6.0)) UI_APPEARANCE_SELECTOR;
    open var shadowImage: UIImage?

    // UINavigationBar.h: @property(nullable,nonatomic,strong) UIImage *backIndicatorImage API_AVAILABLE(ios(7.0)) UI_APPEARANCE_SELECTOR API_UNAVAILABLE(tvos);
    open var backIndicatorImage: UIImage?

    // UINavigationBar.h: @property(nullable,nonatomic,strong) UIImage *backIndicatorTransitionMaskImage API_AVAILABLE(ios(7.0)) UI_APPEARANCE_SELECTOR API_UNAVAILABLE(tvos);
    open var backIndicatorTransitionMaskImage: UIImage?

    /// Stub only: what setBackgroundImage(_:for:) was given, per metrics.
    private var backgroundImages: [Int: UIImage] = [:]

    // UINavigationBar.h: - (void)setBackgroundImage:(nullable UIImage *)backgroundImage forBarMetrics:(UIBarMetrics)barMetrics API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics.rawValue] = backgroundImage
    }

    // UINavigationBar.h: - (nullable UIImage *)backgroundImageForBarMetrics:(UIBarMetrics)barMetrics API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics.rawValue]
    }

    // UINavigationBar.h: @property(nullable,nonatomic,copy) NSArray<UINavigationItem *> *items;
    open var items: [UINavigationItem]?
    // UINavigationBar.h: @property(nullable, nonatomic,readonly,strong) UINavigationItem *topItem;
    open var topItem: UINavigationItem? { items?.last }

    // UINavigationBar.h: @property (nonatomic, readwrite, assign) BOOL prefersLargeTitles UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(11.0)) API_UNAVAILABLE(tvos);
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    open var prefersLargeTitles: Bool {
        get { storedPrefersLargeTitles }
        set { storedPrefersLargeTitles = newValue }
    }
    private var storedPrefersLargeTitles = false

    // UINavigationBar.h: @property(nullable,nonatomic,copy) NSDictionary<NSAttributedStringKey, id> *titleTextAttributes API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open var titleTextAttributes: [NSAttributedString.Key: Any]?

    // UINavigationBar.h: @property(nullable, nonatomic, copy) NSDictionary<NSAttributedStringKey, id> *largeTitleTextAttributes UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(11.0)) API_UNAVAILABLE(tvos);
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get { storedLargeTitleTextAttributes }
        set { storedLargeTitleTextAttributes = newValue }
    }
    private var storedLargeTitleTextAttributes: [NSAttributedString.Key: Any]?

    // UINavigationBar.h: @property(nullable, nonatomic,strong) UIColor *barTintColor API_AVAILABLE(ios(7.0)) UI_APPEARANCE_SELECTOR;  // default is nil
    open var barTintColor: UIColor?

    // UINavigationBar.h: @property(nonatomic,assign,getter=isTranslucent) BOOL translucent API_AVAILABLE(ios(3.0)) UI_APPEARANCE_SELECTOR; // Default is NO on iOS 6 and earlier. Always YES if barStyle is set to UIBarStyleBlackTranslucent
    open var isTranslucent: Bool = true

    // UINavigationBar.h: @property (nonatomic, readwrite, copy) UINavigationBarAppearance *standardAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open var standardAppearance: UINavigationBarAppearance {
        get { storedStandardAppearance }
        set { storedStandardAppearance = UINavigationBarAppearance(barAppearance: newValue) }
    }
    private var storedStandardAppearance = UINavigationBarAppearance()

    // UINavigationBar.h: @property (nonatomic, readwrite, copy, nullable) UINavigationBarAppearance *compactAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open var compactAppearance: UINavigationBarAppearance? {
        get { storedCompactAppearance }
        set { storedCompactAppearance = newValue.map { UINavigationBarAppearance(barAppearance: $0) } }
    }
    private var storedCompactAppearance: UINavigationBarAppearance?

    // UINavigationBar.h: @property (nonatomic, readwrite, copy, nullable) UINavigationBarAppearance *scrollEdgeAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue.map { UINavigationBarAppearance(barAppearance: $0) } }
    }
    private var storedScrollEdgeAppearance: UINavigationBarAppearance?

    // UINavigationBar.h: @property(nonatomic,readwrite, copy, nullable) UINavigationBarAppearance *compactScrollEdgeAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(15.0));
    @available(iOS 15.0, *)
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedCompactScrollEdgeAppearance }
        set { storedCompactScrollEdgeAppearance = newValue.map { UINavigationBarAppearance(barAppearance: $0) } }
    }
    private var storedCompactScrollEdgeAppearance: UINavigationBarAppearance?
}
