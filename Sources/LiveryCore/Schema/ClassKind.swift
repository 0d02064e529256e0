/// What a registered class is, which decides where a stylesheet may name it:
/// set on the root of each class tree (`UIView`, `UIBarItem`,
/// `UIViewController`) and shared by every class below it.
public enum ClassKind: String, Sendable, Hashable, CaseIterable {
    /// A view: styled by `type:`, a container in `inside:`, a node in trees.
    case view
    /// A bar item (`UIBarButtonItem`, `UITabBarItem`): styled like a view, but
    /// it has no frame or layer and lives inside its bar.
    case item
    /// A view controller: never styled itself, a container in `inside:`, and
    /// a view's `controller:` in trees.
    case controller

    /// The word for one, in messages ("a view controller").
    package var noun: String {
        switch self {
        case .view: "a view"
        case .item: "a bar item"
        case .controller: "a view controller"
        }
    }
}
