import LiveryCore

/// UIKit classes a stylesheet may name that are not views, and what an
/// unknown name most likely is, so its hint and suggestions stay among
/// names of the same kind (a controller never suggests a view).
enum NonViewClasses {
    /// Bar items: appearance objects of their bar, not subviews.
    static let items: Set<String> = ["UIBarItem", "UIBarButtonItem", "UITabBarItem", "UINavigationItem"]

    /// The kind an unknown name reads as, by UIKit's naming.
    static func likelyKind(of name: String) -> ClassKind {
        if name.hasSuffix("Controller") { return .controller }
        if name.hasSuffix("Item") { return .item }
        return .view
    }

    /// What to write instead of `name`, when it is one of these.
    static func hint(for name: String) -> String? {
        guard items.contains(name) else { return nil }
        return "'\(name)' is not a view, so a view type of that name would match nothing on a device; "
            + "style the bar's items through the bar (its tintColor, and unselectedItemTintColor on a tab bar)"
    }
}
