/// The result of styling a tree: every view in pre-order (a parent before its
/// children, children in order), as `livery apply` prints it.
public struct ResolvedTree: Sendable, Hashable {
    public var views: [ResolvedView]

    public init(views: [ResolvedView]) {
        self.views = views
    }

    public func view(id: String) -> ResolvedView? { views.first { $0.id == id } }
    public func view(path: String) -> ResolvedView? { views.first { $0.path == path } }
}

/// One styled view.
public struct ResolvedView: Sendable, Hashable {
    /// Child indices from the root joined by `.`: `""` for the root, `"0.1"`
    /// for the root's first child's second child.
    public var path: String
    public var id: String?
    public var type: String
    public var style: ResolvedStyle

    public init(path: String, id: String?, type: String, style: ResolvedStyle) {
        self.path = path
        self.id = id
        self.type = type
        self.style = style
    }
}
