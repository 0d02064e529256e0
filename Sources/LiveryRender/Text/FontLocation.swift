/// A face in a font file: the path and the face's index in it (collections
/// such as `.ttc` hold several).
public struct FontLocation: Sendable, Hashable {
    public var path: String
    public var index: Int

    public init(path: String, index: Int = 0) {
        self.path = path
        self.index = index
    }
}
