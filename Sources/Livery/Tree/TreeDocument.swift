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

    /// The document on `device` (a `device:` line, or `--device` over it):
    /// the root fills the screen, and the device's scale, idiom and size
    /// classes go over the document's traits.
    public func placed(on device: Device) -> TreeDocument {
        var result = self
        result.root = root.placed(on: device)
        result.traits = traits.overriding(device.traits)
        return result
    }

    public init(file: String, traits: TraitCollection, root: ViewNode) {
        self.file = file
        self.traits = traits
        self.root = root
    }
}
