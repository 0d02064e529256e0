/// An image named by a stylesheet or tree: the path as written (what `apply`
/// prints) and the absolute path it resolved to (what the renderer loads).
public struct ImageReference: Sendable, Hashable {
    public var written: String
    public var resolvedPath: String
    public init(written: String, resolvedPath: String) {
        self.written = written
        self.resolvedPath = resolvedPath
    }
}
