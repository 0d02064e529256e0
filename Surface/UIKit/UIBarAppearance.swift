// UIBarAppearance.h (iOS 17.0 SDK): UIKIT_EXTERN API_AVAILABLE(ios(13.0), tvos(13.0)) NS_SWIFT_UI_ACTOR
// @interface UIBarAppearance : NSObject<NSCopying, NSSecureCoding>
// Swift: `@MainActor class UIBarAppearance: NSObject`. Stub: stored
// properties; the configure methods set the background and shadow as the
// header describes them; `init(barAppearance:)` copies everything.
@MainActor
open class UIBarAppearance: NSObject {
    // UIBarAppearance.h: @property (nonatomic, readonly, assign) UIUserInterfaceIdiom idiom;
    public let idiom: UIUserInterfaceIdiom

    // UIBarAppearance.h: @property (nonatomic, readwrite, copy, nullable) UIBlurEffect *backgroundEffect;
    open var backgroundEffect: UIBlurEffect?

    // UIBarAppearance.h: @property (nonatomic, readwrite, copy, nullable) UIColor *backgroundColor;
    open var backgroundColor: UIColor?

    // UIBarAppearance.h: @property (nonatomic, readwrite, strong, nullable) UIImage *backgroundImage;
    open var backgroundImage: UIImage?

    // UIBarAppearance.h: @property (nonatomic, readwrite, copy, nullable) UIColor *shadowColor;
    // Stub: starts as the default shadow, black at 30% (UIKit's default-background
    // shadow colour as it reports it; not in the header).
    open var shadowColor: UIColor? = UIColor(red: 0, green: 0, blue: 0, alpha: 0.3)

    // UIBarAppearance.h: @property (nonatomic, readwrite, strong, nullable) UIImage *shadowImage;
    open var shadowImage: UIImage?

    // UIBarAppearance.h: /// Constructs a new bar appearance, configured with default values and targeting the device idiom.
    // - (instancetype)init;
    // Stub: the device idiom is .phone.
    public override convenience init() {
        self.init(idiom: .phone)
    }

    // UIBarAppearance.h: - (instancetype)initWithIdiom:(UIUserInterfaceIdiom)idiom NS_DESIGNATED_INITIALIZER;
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
    }

    // UIBarAppearance.h: /// Constructs a new bar appearance, copying all relevant properties from the given appearance object. ...
    // - (instancetype)initWithBarAppearance:(UIBarAppearance *)barAppearance NS_DESIGNATED_INITIALIZER;
    public init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        super.init()
    }

    // UIBarAppearance.h: /// Reset background and shadow properties to their defaults.
    // - (void)configureWithDefaultBackground;
    // Stub: the chrome material, no colour, the default shadow.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.3)
        shadowImage = nil
    }

    // UIBarAppearance.h: /// Reset background and shadow properties to display theme-appropriate opaque colors.
    // - (void)configureWithOpaqueBackground;
    // Stub: no effect, white (the system background in light mode; the stub
    // has no systemBackground), the default shadow.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        backgroundImage = nil
        shadowColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.3)
        shadowImage = nil
    }

    // UIBarAppearance.h: /// Reset background and shadow properties to be transparent.
    // - (void)configureWithTransparentBackground;
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }
}

// UIVisualEffect.h (iOS 17.0 SDK): UIKIT_EXTERN API_AVAILABLE(ios(8.0)) NS_SWIFT_UI_ACTOR
// @interface UIVisualEffect : NSObject <NSCopying, NSSecureCoding>
@MainActor
open class UIVisualEffect: NSObject {}

// UIBlurEffect.h (iOS 17.0 SDK): UIKIT_EXTERN API_AVAILABLE(ios(8.0)) NS_SWIFT_UI_ACTOR
// @interface UIBlurEffect : UIVisualEffect
// Stub: keeps its style.
@MainActor
open class UIBlurEffect: UIVisualEffect {
    // UIBlurEffect.h: typedef NS_ENUM(NSInteger, UIBlurEffectStyle) { UIBlurEffectStyleExtraLight, UIBlurEffectStyleLight,
    //     UIBlurEffectStyleDark, UIBlurEffectStyleExtraDark (tvOS only), UIBlurEffectStyleRegular API_AVAILABLE(ios(10.0)),
    //     UIBlurEffectStyleProminent API_AVAILABLE(ios(10.0)), UIBlurEffectStyleSystemUltraThinMaterial … (iOS 13), … ,
    //     /* And always-light and always-dark versions: */ UIBlurEffectStyleSystemUltraThinMaterialLight … ChromeMaterialLight,
    //     UIBlurEffectStyleSystemUltraThinMaterialDark … ChromeMaterialDark API_AVAILABLE(ios(13.0)) }
    // Swift: UIBlurEffect.Style. The stub declares the cases Livery names, with their raw values (the header's order).
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    /// Stub only: the style it was made with.
    public let stubStyle: Style

    // UIBlurEffect.h: + (UIBlurEffect *)effectWithStyle:(UIBlurEffectStyle)style;
    // Swift: init(style: UIBlurEffect.Style)
    public init(style: Style) {
        stubStyle = style
        super.init()
    }
}

// UIBarButtonItemAppearance.h (iOS 17.0 SDK): UIKIT_EXTERN API_AVAILABLE(ios(13.0), tvos(13.0)) NS_SWIFT_UI_ACTOR
// @interface UIBarButtonItemStateAppearance : NSObject
@MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    // UIBarButtonItemAppearance.h: @property (nonatomic, readwrite, copy) NSDictionary<NSAttributedStringKey, id> *titleTextAttributes;
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    // UIBarButtonItemAppearance.h: @property (nonatomic, readwrite, assign) UIOffset titlePositionAdjustment;
    open var titlePositionAdjustment: UIOffset = .zero
    // UIBarButtonItemAppearance.h: @property (nonatomic, readwrite, strong, nullable) UIImage *backgroundImage;
    open var backgroundImage: UIImage?

    /// Stub only: UIKit makes them (`init` is NS_UNAVAILABLE).
    override init() { super.init() }
}

// UIBarButtonItemAppearance.h: UIKIT_EXTERN API_AVAILABLE(ios(13.0), tvos(13.0)) NS_SWIFT_UI_ACTOR
// @interface UIBarButtonItemAppearance : NSObject<NSCopying, NSSecureCoding>
@MainActor
open class UIBarButtonItemAppearance: NSObject {
    // UIBarButtonItemAppearance.h: @property (nonatomic, readonly, strong) UIBarButtonItemStateAppearance *normal;
    public let normal = UIBarButtonItemStateAppearance()
    // UIBarButtonItemAppearance.h: @property (nonatomic, readonly, strong) UIBarButtonItemStateAppearance *highlighted;
    public let highlighted = UIBarButtonItemStateAppearance()
    // UIBarButtonItemAppearance.h: @property (nonatomic, readonly, strong) UIBarButtonItemStateAppearance *disabled;
    public let disabled = UIBarButtonItemStateAppearance()
    // UIBarButtonItemAppearance.h: @property (nonatomic, readonly, strong) UIBarButtonItemStateAppearance *focused;
    public let focused = UIBarButtonItemStateAppearance()

    // UIBarButtonItemAppearance.h: - (instancetype)init;
    public override init() { super.init() }

    /// Stub only: a copy (UIKit's `-copy`), as the `copy` properties that hold one take it.
    func stubCopy() -> UIBarButtonItemAppearance {
        let copy = UIBarButtonItemAppearance()
        for (from, to) in zip([normal, highlighted, disabled, focused], [copy.normal, copy.highlighted, copy.disabled, copy.focused]) {
            to.titleTextAttributes = from.titleTextAttributes
            to.titlePositionAdjustment = from.titlePositionAdjustment
            to.backgroundImage = from.backgroundImage
        }
        return copy
    }
}

// UITabBarAppearance.h (iOS 17.0 SDK): UIKIT_EXTERN API_AVAILABLE(ios(13.0), tvos(13.0)) NS_SWIFT_UI_ACTOR
// @interface UITabBarItemStateAppearance : NSObject
@MainActor
open class UITabBarItemStateAppearance: NSObject {
    // UITabBarAppearance.h: @property (nonatomic, readwrite, copy) NSDictionary<NSAttributedStringKey, id> *titleTextAttributes;
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    // UITabBarAppearance.h: @property (nonatomic, readwrite, copy, nullable) UIColor *iconColor;
    open var iconColor: UIColor?
    // UITabBarAppearance.h: @property (nonatomic, readwrite, copy, nullable) UIColor *badgeBackgroundColor;
    open var badgeBackgroundColor: UIColor?
    // UITabBarAppearance.h: @property (nonatomic, readwrite, assign) UIOffset titlePositionAdjustment;
    open var titlePositionAdjustment: UIOffset = .zero
    // UITabBarAppearance.h: @property (nonatomic, readwrite, copy) NSDictionary<NSAttributedStringKey, id> *badgeTextAttributes;
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// Stub only: UIKit makes them (`init` is NS_UNAVAILABLE).
    override init() { super.init() }
}

// UITabBarAppearance.h: UIKIT_EXTERN API_AVAILABLE(ios(13.0), tvos(13.0)) NS_SWIFT_UI_ACTOR
// @interface UITabBarItemAppearance : NSObject<NSCopying, NSSecureCoding>
@MainActor
open class UITabBarItemAppearance: NSObject {
    // UITabBarAppearance.h: @property (nonatomic, readonly, strong) UITabBarItemStateAppearance *normal;
    public let normal = UITabBarItemStateAppearance()
    // UITabBarAppearance.h: @property (nonatomic, readonly, strong) UITabBarItemStateAppearance *selected;
    public let selected = UITabBarItemStateAppearance()
    // UITabBarAppearance.h: @property (nonatomic, readonly, strong) UITabBarItemStateAppearance *disabled;
    public let disabled = UITabBarItemStateAppearance()
    // UITabBarAppearance.h: @property (nonatomic, readonly, strong) UITabBarItemStateAppearance *focused;
    public let focused = UITabBarItemStateAppearance()

    // UITabBarAppearance.h: - (instancetype)init;
    public override init() { super.init() }

    /// Stub only: a copy (UIKit's `-copy`).
    func stubCopy() -> UITabBarItemAppearance {
        let copy = UITabBarItemAppearance()
        for (from, to) in zip([normal, selected, disabled, focused], [copy.normal, copy.selected, copy.disabled, copy.focused]) {
            to.titleTextAttributes = from.titleTextAttributes
            to.iconColor = from.iconColor
            to.badgeBackgroundColor = from.badgeBackgroundColor
            to.titlePositionAdjustment = from.titlePositionAdjustment
            to.badgeTextAttributes = from.badgeTextAttributes
        }
        return copy
    }
}
