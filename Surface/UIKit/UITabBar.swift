// UITabBar.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UITabBar : UIView
// Swift: `@MainActor class UITabBar: UIView`. Stub: stored properties;
// `standardAppearance` is `copy`, so the bar keeps a copy of what it is given.
@MainActor
open class UITabBar: UIView {
    // UITabBar.h: @property(nullable, nonatomic, strong) UIImage *backgroundImage API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open var backgroundImage: UIImage?

    // UITabBar.h: @property(nullable, nonatomic, strong) UIImage *shadowImage API_AVAILABLE(ios(6.0)) UI_APPEARANCE_SELECTOR;
    open var shadowImage: UIImage?

    // UITabBar.h: @property(nullable, nonatomic, strong) UIImage *selectionIndicatorImage API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    // ("The selection indicator image is drawn on top of the tab bar, behind the bar item icon.")
    open var selectionIndicatorImage: UIImage?

    // UITabBar.h: @property(nonatomic) UIBarStyle barStyle API_AVAILABLE(ios(7.0)) UI_APPEARANCE_SELECTOR API_UNAVAILABLE(tvos);
    @available(tvOS, unavailable)
    open var barStyle: UIBarStyle {
        get { storedBarStyle }
        set { storedBarStyle = newValue }
    }
    private var storedBarStyle = UIBarStyle.default

    // UITabBar.h: @property(nullable, nonatomic, copy) NSArray<UITabBarItem *> *items;        // get/set visible UITabBarItems. default is nil. changes not animated. shown in order
    open var items: [UITabBarItem]?
    // UITabBar.h: @property(nullable, nonatomic, weak) UITabBarItem *selectedItem; // will show feedback based on mode. default is nil
    open weak var selectedItem: UITabBarItem?

    // UITabBar.h: @property (nonatomic, readwrite, copy, nullable) UIColor *unselectedItemTintColor API_AVAILABLE(ios(10.0)) UI_APPEARANCE_SELECTOR;
    @available(iOS 10.0, *)
    open var unselectedItemTintColor: UIColor? {
        get { storedUnselectedItemTintColor }
        set { storedUnselectedItemTintColor = newValue }
    }
    private var storedUnselectedItemTintColor: UIColor?

    // UITabBar.h: @property(nullable, nonatomic,strong) UIColor *barTintColor API_AVAILABLE(ios(7.0)) UI_APPEARANCE_SELECTOR;  // default is nil
    open var barTintColor: UIColor?

    // UITabBar.h: @property(nonatomic,getter=isTranslucent) BOOL translucent API_AVAILABLE(ios(7.0));
    // (developer.apple.com/documentation/uikit/uitabbar/istranslucent: the default is true)
    open var isTranslucent: Bool = true

    // UITabBar.h: @property (nonatomic, readwrite, copy) UITabBarAppearance *standardAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open var standardAppearance: UITabBarAppearance {
        get { storedStandardAppearance }
        set { storedStandardAppearance = UITabBarAppearance(barAppearance: newValue) }
    }
    private var storedStandardAppearance = UITabBarAppearance()

    // UITabBar.h: @property (nonatomic, readwrite, copy, nullable) UITabBarAppearance *scrollEdgeAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(15.0));
    @available(iOS 15.0, *)
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue.map { UITabBarAppearance(barAppearance: $0) } }
    }
    private var storedScrollEdgeAppearance: UITabBarAppearance?
}
