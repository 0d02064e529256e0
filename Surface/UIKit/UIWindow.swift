// UIWindow.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIWindow : UIView
// Swift: `@MainActor class UIWindow: UIView`. Inherits init(frame:) and init().
// (UIWindow.h: - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;)
@MainActor
open class UIWindow: UIView {
    /// Stub only: not Apple API — the window's screen traits in tests (the
    /// traits UIKit would get from the screen and scene). Every view in the
    /// window inherits them, with `overrideUserInterfaceStyle` applied on the way down.
    public var stubTraits: UITraitCollection = .stubDeviceDefault

    override var rootTraitCollection: UITraitCollection { stubTraits }

    // UIWindow.h: @property(nullable, nonatomic,strong) UIViewController *rootViewController API_AVAILABLE(ios(4.0)); // default is nil
    // Stub: setting it puts the controller's view in the window, as showing the window does.
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let view = rootViewController?.view { addSubview(view) }
        }
    }
}
