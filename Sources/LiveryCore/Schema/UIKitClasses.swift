/// Built-in classes the renderer draws that have no ``KindAppearance`` to
/// name them (an appearance's ``KindAppearance/kind`` names the rest), so
/// the renderer spells no UIKit class itself. Each is a class of the
/// built-in schema (a test holds the renderer's classes to it).
package enum UIKitClasses {
    package static let toolbar = "UIToolbar"
    package static let refreshControl = "UIRefreshControl"
    package static let searchTextField = "UISearchTextField"
}
