import LiveryCore

/// The little of UIKit that ``StyleAdapter`` touches beyond the node
/// protocol: a view's superview, its trait environment and a place to keep
/// what Livery set on it. `UIView` conforms in ``UIKitBinding``; tests conform
/// a mock, so the adapter's logic runs and is tested on any platform.
@MainActor public protocol StyleHostView: AnyObject {
    associatedtype HostView: AnyObject
    /// The superview; nil at the root of a window.
    var styleSuperview: HostView? { get }
    /// The view's trait environment (`traitCollection`), read at the root
    /// of what is styled.
    var styleEnvironment: TraitCollection { get }
    /// What the adapter set on this view and the values it replaced.
    var styleRecord: AppliedStyleRecord? { get set }
}
