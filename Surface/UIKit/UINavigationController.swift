// UINavigationController.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UINavigationController : UIViewController
// Swift: `@MainActor class UINavigationController: UIViewController`. Stub:
// the stack is stored; the view, made on first use, holds the top
// controller's view and the navigation bar, whose items are the stack's
// navigation items, as UIKit's container view does; no layout, no transitions.
@MainActor
open class UINavigationController: UIViewController {
    // UINavigationController.h: - (instancetype)initWithRootViewController:(UIViewController *)rootViewController NS_DESIGNATED_INITIALIZER; // Convenience method pushes the root view controller without animation.
    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init(nibName: nil)
    }

    // UINavigationController.h: @property(nonatomic,copy) NSArray<__kindof UIViewController *> *viewControllers; // The current view controller stack.
    open var viewControllers: [UIViewController] {
        didSet { navigationBar.items = viewControllers.map(\.navigationItem) }
    }

    // UINavigationController.h: @property(nonatomic,readonly) UINavigationBar *navigationBar; // The navigation bar managed by the controller. Pushing, popping or setting navigation items on a managed navigation bar is not supported.
    public private(set) lazy var navigationBar: UINavigationBar = {
        let bar = UINavigationBar()
        bar.items = viewControllers.map(\.navigationItem)
        return bar
    }()

    open override var view: UIView! {
        get {
            if let loaded = viewIfLoaded { return loaded }
            let container = super.view!
            if let top = viewControllers.last { container.addSubview(top.view) }
            container.addSubview(navigationBar)
            return container
        }
        set { super.view = newValue }
    }
}

extension UIViewController {
    // UINavigationController.h (@interface UIViewController (UINavigationControllerItem)):
    // @property(nonatomic,readonly,strong) UINavigationItem *navigationItem; // Created on-demand so that a view controller may customize its navigation appearance.
    public var navigationItem: UINavigationItem {
        if let item = stubNavigationItem { return item }
        let item = UINavigationItem(title: "")
        item.title = nil
        stubNavigationItem = item
        return item
    }
}
