/// Built-in classes drawn or told apart that have no ``KindAppearance`` or
/// ``BarSlot/Bar`` to name them (an appearance's ``KindAppearance/kind`` and
/// a bar's `className` name the rest), so no drawing code spells a UIKit class. Each is a class of the
/// built-in schema (a test holds the renderer's classes to it).
package enum UIKitClasses {
    package static let tabBarItem = "UITabBarItem"
    package static let refreshControl = "UIRefreshControl"
    package static let searchTextField = "UISearchTextField"
    /// SwiftUI's, generic in its content: `UIHostingController` to a stylesheet.
    package static let hostingController = "UIHostingController"
}
