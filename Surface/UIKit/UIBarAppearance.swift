// UIBarAppearance.h (iOS 18 SDK): UIKIT_EXTERN API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIBarAppearance : NSObject<NSCopying, NSSecureCoding>
// Swift: `@MainActor class UIBarAppearance: NSObject`. Stub: the idiom and
// the shadow colour; `init(barAppearance:)` copies them.
@MainActor
open class UIBarAppearance: NSObject {
    // UIBarAppearance.h: @property (nonatomic, readonly, assign) UIUserInterfaceIdiom idiom;
    public let idiom: UIUserInterfaceIdiom

    // UIBarAppearance.h: /// A color to use for the shadow. ...
    // @property (nonatomic, readwrite, copy, nullable) UIColor *shadowColor;
    // Stub: starts as the default shadow, black at 30% (UIKit's default-background
    // shadow colour as it reports it; not in the header).
    open var shadowColor: UIColor? = UIColor(red: 0, green: 0, blue: 0, alpha: 0.3)

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
        shadowColor = barAppearance.shadowColor
        super.init()
    }
}
