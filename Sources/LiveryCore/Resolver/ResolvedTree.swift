/// The result of styling a tree: every view in pre-order (a parent before its
/// children, children in order), as `livery apply` prints it.
public struct ResolvedTree: Sendable, Hashable {
    public var views: [ResolvedView]

    package init(views: [ResolvedView]) {
        self.views = views
    }

    public func view(id: String) -> ResolvedView? { views.first { $0.id == id } }
    public func view(path: String) -> ResolvedView? { views.first { $0.path == path } }
}
