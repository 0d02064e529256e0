/// UIKit's view controllers: never styled themselves, but containers in
/// `inside:` as `whenContainedInInstancesOf:` takes them (Docs/Stylesheets.md,
/// "View controllers as containers"). They declare no properties.
extension BuiltInTypes {
    static let controllers: [TypeSpec] = [
        TypeSpec(name: "UIViewController", superclass: nil, kind: .controller),
        TypeSpec(name: "UINavigationController", superclass: "UIViewController"),
        TypeSpec(name: "UITabBarController", superclass: "UIViewController"),
        TypeSpec(name: "UISplitViewController", superclass: "UIViewController"),
        TypeSpec(name: "UIPageViewController", superclass: "UIViewController"),
        TypeSpec(name: "UITableViewController", superclass: "UIViewController"),
        TypeSpec(name: "UICollectionViewController", superclass: "UIViewController"),
        TypeSpec(name: "UIAlertController", superclass: "UIViewController"),
        TypeSpec(name: "UISearchController", superclass: "UIViewController"),
        TypeSpec(name: "UIActivityViewController", superclass: "UIViewController"),
        // SwiftUI's; its generic parameter is not part of the name UIAppearance sees.
        TypeSpec(name: UIKitClasses.hostingController, superclass: "UIViewController"),
    ]
}
