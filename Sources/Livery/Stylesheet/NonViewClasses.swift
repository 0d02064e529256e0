import LiveryCore

/// UIKit classes a stylesheet may name that are not views, and what an
/// unknown name most likely is, so its hint and suggestions stay among
/// names of the same kind (a controller never suggests a view).
enum NonViewClasses {
    /// Not stylable: what a navigation bar shows comes from the view controller's navigation item.
    static let items: Set<String> = ["UINavigationItem"]

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
            + "style its bar button items (type: UIBarButtonItem, inside: [UINavigationBar]) and the bar itself"
    }
}
