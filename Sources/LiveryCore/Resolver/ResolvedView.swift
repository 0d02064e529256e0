/// One styled view.
public struct ResolvedView: Sendable, Hashable {
    /// Child indices from the root joined by `.`: `""` for the root, `"0.1"`
    /// for the root's first child's second child.
    public var path: String
    public var id: String?
    public var type: String
    public var style: ResolvedStyle

    package init(path: String, id: String?, type: String, style: ResolvedStyle) {
        self.path = path
        self.id = id
        self.type = type
        self.style = style
    }
}
