// UITabBarAppearance.h (iOS 17.0 SDK): UIKIT_EXTERN API_AVAILABLE(ios(13.0), tvos(13.0)) NS_SWIFT_UI_ACTOR
// @interface UITabBarAppearance : UIBarAppearance
// Swift: `@MainActor class UITabBarAppearance: UIBarAppearance`. Stub: stored
// properties; `copy` properties keep copies.
@available(iOS 13.0, *)
@MainActor
open class UITabBarAppearance: UIBarAppearance {
    // UITabBarAppearance.h: @property (nonatomic, readwrite, copy) UITabBarItemAppearance *stackedLayoutAppearance;
    open var stackedLayoutAppearance: UITabBarItemAppearance {
        get { storedStacked }
        set { storedStacked = newValue.stubCopy() }
    }
    private var storedStacked = UITabBarItemAppearance()

    // UITabBarAppearance.h: @property (nonatomic, readwrite, copy) UITabBarItemAppearance *inlineLayoutAppearance;
    open var inlineLayoutAppearance: UITabBarItemAppearance {
        get { storedInline }
        set { storedInline = newValue.stubCopy() }
    }
    private var storedInline = UITabBarItemAppearance()

    // UITabBarAppearance.h: @property (nonatomic, readwrite, copy) UITabBarItemAppearance *compactInlineLayoutAppearance;
    open var compactInlineLayoutAppearance: UITabBarItemAppearance {
        get { storedCompactInline }
        set { storedCompactInline = newValue.stubCopy() }
    }
    private var storedCompactInline = UITabBarItemAppearance()

    // UITabBarAppearance.h: @property (nonatomic, readwrite, copy, nullable) UIColor *selectionIndicatorTintColor;
    open var selectionIndicatorTintColor: UIColor?

    // Inherited (UIBarAppearance.h): - (instancetype)initWithIdiom:(UIUserInterfaceIdiom)idiom NS_DESIGNATED_INITIALIZER;
    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    // Inherited (UIBarAppearance.h): - (instancetype)initWithBarAppearance:(UIBarAppearance *)barAppearance NS_DESIGNATED_INITIALIZER;
    // Stub: copies this class's own properties too, as UIKit's copy does.
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance
        inlineLayoutAppearance = other.inlineLayoutAppearance
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
    }
}
