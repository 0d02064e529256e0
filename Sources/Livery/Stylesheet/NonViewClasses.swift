/// UIKit classes a stylesheet may name that are not views: declaring one
/// under `types:` as a view would make the lint pass and the rule match
/// nothing on a device, so the unknown-class hint says what to do instead.
enum NonViewClasses {
    /// Bar items: appearance objects of their bar, not subviews.
    static let items: Set<String> = ["UIBarItem", "UIBarButtonItem", "UITabBarItem", "UINavigationItem"]
    /// View controllers: they own views; containment by them is not yet expressed.
    static let controllers: Set<String> = [
        "UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController",
        "UITableViewController", "UICollectionViewController", "UIAlertController", "UISearchController",
        "UIPageViewController", "UIHostingController",
    ]

    /// What to write instead of `name`, when it is one of these.
    static func hint(for name: String) -> String? {
        if items.contains(name) {
            return "'\(name)' is not a view, so a view type of that name would match nothing on a device; "
                + "style the bar's items through the bar (its tintColor, and unselectedItemTintColor on a tab bar)"
        }
        if controllers.contains(name) {
            return "'\(name)' is a view controller, not a view: name the views it shows (its navigation bar, "
                + "its table) or a class of your own that its view is"
        }
        return nil
    }
}
