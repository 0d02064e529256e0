/// A loaded view-tree document (Docs/Trees.md): the root trait environment and the
/// root view.
public struct TreeDocument: Sendable, Hashable {
    /// The path the document was read from, as diagnostics print it.
    public var file: String
    /// The document's `traits:` over the defaults; command-line `--trait`
    /// settings go over these (``TraitCollection/overriding(_:)``).
    public var traits: TraitCollection
    public var root: ViewNode
    /// The stylesheet the document names (`stylesheet:`, relative to its
    /// folder), which `livery serve` styles it with.
    public var stylesheet: String?

    public init(file: String, traits: TraitCollection, root: ViewNode) {
        self.file = file
        self.traits = traits
        self.root = root
    }
}
