import Foundation
import LiveryYAML

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

    /// The stylesheet that styles the tree at `path`: the one its
    /// `stylesheet:` names (relative to its folder), else `NAME.style.yaml`
    /// beside `NAME.tree.yaml`; nil when that file does not exist or, with
    /// `root`, lies outside it. What `livery serve` and `livery lint` style a tree with.
    public static func stylesheet(forTree path: String, beneath root: ReadableRoot? = nil) -> String? {
        stylesheet(forTree: path, text: (try? BoundedFileReader.read(path, maxBytes: 1 << 20, beneath: root)) ?? [], beneath: root)
    }

    /// The same for a document not yet saved at `path` (a capture posted to
    /// `livery serve`): `text` is the document, read for its `stylesheet:`.
    public static func stylesheet(forTree path: String, text: [UInt8], beneath root: ReadableRoot? = nil) -> String? {
        let folder = FilePath.directory(of: path)
        func usable(_ candidate: String) -> Bool {
            FileManager.default.fileExists(atPath: candidate) && (root?.contains(candidate) ?? true)
        }
        if let document = try? YAMLReader.parse(text), let written = document["stylesheet"]?.text {
            let candidate = FilePath.resolve(written, relativeTo: folder)
            return usable(candidate) ? candidate : nil
        }
        guard path.hasSuffix(".tree.yaml") else { return nil }
        let sibling = String(path.dropLast(".tree.yaml".count)) + ".style.yaml"
        return usable(sibling) ? sibling : nil
    }

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
