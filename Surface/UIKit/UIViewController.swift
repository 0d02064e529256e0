// UIViewController.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UIViewController : UIResponder <NSCoding, UIAppearanceContainer, UITraitEnvironment, UIContentContainer, UIFocusEnvironment>
//
// Swift: `@MainActor class UIViewController: UIResponder`. Stub behaviour: the
// view is set, never loaded; setting it makes the controller the view's next
// responder, as UIKit does.
@MainActor
open class UIViewController: UIResponder {
    // UIViewController.h: - (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
    // Swift: init(nibName:bundle:); here without the bundle, which the stub never reads.
    public init(nibName nibNameOrNil: String?) {
        super.init()
    }

    // NSObject.h: - (instancetype)init; — on UIViewController, initWithNibName:nil bundle:nil.
    public override convenience init() {
        self.init(nibName: nil)
    }

    // UIViewController.h: @property(null_resettable, nonatomic,strong) UIView *view; // The getter first invokes [self loadView] if the view hasn't been set yet.
    // Swift: `var view: UIView!`. Stub: a view that was never set is made empty, as loadView would.
    open var view: UIView! {
        get {
            if let loaded = viewIfLoaded { return loaded }
            let made = UIView()
            view = made
            return made
        }
        set {
            viewIfLoaded?.stubOwner = nil
            viewIfLoaded = newValue
            newValue?.stubOwner = self
        }
    }

    // UIViewController.h: @property(nullable, nonatomic, readonly, strong) UIView *viewIfLoaded API_AVAILABLE(ios(9.0)); // Returns the view controller's view if loaded, nil if not.
    public private(set) var viewIfLoaded: UIView?

    // UIViewController.h: - (void)viewWillAppear:(BOOL)animated;    // Called when the view is about to made visible. Default does nothing
    open func viewWillAppear(_ animated: Bool) {}

    /// Stub only: the items UINavigationController.h's and UITabBarController.h's categories make on demand.
    var stubNavigationItem: UINavigationItem?
    var stubTabBarItem: UITabBarItem?
}
