// UITabBarController.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UITabBarController : UIViewController <UITabBarDelegate, NSCoding>
// Swift: `@MainActor class UITabBarController: UIViewController`. Stub: the
// tab bar's items are the controllers' tab bar items and its selected item
// the selected controller's; the view, made on first use, holds the
// selected controller's view and the tab bar, as UIKit's container view
// does; no layout, no transitions.
@MainActor
open class UITabBarController: UIViewController {
    // UITabBarController.h: @property(nullable, nonatomic,copy) NSArray<__kindof UIViewController *> *viewControllers;
    open var viewControllers: [UIViewController]? {
        didSet { updateTabBar() }
    }

    // UITabBarController.h: @property(nonatomic) NSUInteger selectedIndex;
    open var selectedIndex: Int = 0 {
        didSet { updateTabBar() }
    }

    // UITabBarController.h: @property(nonatomic,readonly) UITabBar *tabBar API_AVAILABLE(ios(3.0)); // Provided for -[UIActionSheet showFromTabBar:]. Attempting to modify the contents of the tab bar directly will throw an exception.
    public let tabBar = UITabBar()

    private func updateTabBar() {
        let items = (viewControllers ?? []).compactMap { $0.tabBarItem }
        tabBar.items = items
        tabBar.selectedItem = items.indices.contains(selectedIndex) ? items[selectedIndex] : nil
    }

    open override var view: UIView! {
        get {
            if let loaded = viewIfLoaded { return loaded }
            let container = super.view!
            if let controllers = viewControllers, controllers.indices.contains(selectedIndex) {
                container.addSubview(controllers[selectedIndex].view)
            }
            container.addSubview(tabBar)
            return container
        }
        set { super.view = newValue }
    }
}

extension UIViewController {
    // UITabBarController.h (@interface UIViewController (UITabBarControllerItem)):
    // @property(null_resettable, nonatomic, strong) UITabBarItem *tabBarItem; // Automatically created lazily with the view controller's title if it's not set explicitly.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = stubTabBarItem { return item }
            let item = UITabBarItem()
            stubTabBarItem = item
            return item
        }
        set { stubTabBarItem = newValue }
    }
}
