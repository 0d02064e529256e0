/// An image named by a stylesheet or tree: the path as written (what `apply`
/// prints) and the absolute path it resolved to (what the renderer loads).
/// An asset catalog's image set also lists its files by scale, so a render
/// draws the one for its own scale, as UIKit does.
public struct ImageReference: Sendable, Hashable {
    public var written: String
    public var resolvedPath: String
    /// An image set's PNG files by scale (1, 2, 3), ascending; empty for a file named directly.
    public var scaledPaths: [ScaledPath]

    /// One file of an image set.
    public struct ScaledPath: Sendable, Hashable {
        public var scale: Int
        public var path: String

        public init(scale: Int, path: String) {
            self.scale = scale
            self.path = path
        }
    }

    /// For an image a capture did not keep (Docs/Capture.md): its size in
    /// points, which a preview fills with a placeholder.
    public var placeholderSize: Size?

    /// An SF Symbol (`{symbol: star.fill, …}`), drawn from its name and
    /// configuration rather than a file; nil for a file or an image set.
    public var symbol: SymbolImage?

    /// A solid colour (`{color: brand}`), the one-point image apps draw to fill a
    /// bar's background with a colour; nil for any other image.
    public var fill: DynamicColor?

    /// Cap insets and a resizing mode (`{image: bar, capInsets: [0, 8, 0, 8]}`),
    /// kept with the file they apply to; nil for an image drawn whole.
    public var resizing: ImageResizing?

    /// The image files previews draw: what a served folder watches and a revision's copy brings along.
    public static let drawnFileExtensions = [".png", ".pdf"]

    public init(written: String, resolvedPath: String, scaledPaths: [ScaledPath] = []) {
        self.written = written
        self.resolvedPath = resolvedPath
        self.scaledPaths = scaledPaths
    }

    /// A placeholder of `size` points (`{ placeholder: [w, h] }` in a tree).
    public static func placeholder(_ size: Size) -> ImageReference {
        var reference = ImageReference(
            written: "{placeholder: [\(formatNumber(size.width)), \(formatNumber(size.height))]}",
            resolvedPath: "placeholder:\(size.width)x\(size.height)")
        reference.placeholderSize = size
        return reference
    }

    /// A solid colour's image: nothing to read from disk, one point a side, stretched where it is drawn.
    public static func solid(_ color: DynamicColor) -> ImageReference {
        let written = "{color: \(color.name ?? color.description)}"
        var reference = ImageReference(written: written, resolvedPath: "color:" + written)
        reference.fill = color
        return reference
    }

    /// `none`: the empty image (`UIImage()`) apps set to hide a bar's hairline or background.
    public static let empty = ImageReference(written: "none", resolvedPath: "")

    /// The same image drawn whole: what `UIImage(named:)` gives before `resizableImage`.
    public var unresized: ImageReference {
        var plain = self
        plain.resizing = nil
        return plain
    }

    /// Whether it is the empty image.
    public var isEmptyImage: Bool { written == "none" && resolvedPath.isEmpty }

    /// The name the app loads it by on a device, `UIImage(named:)`'s: an image
    /// set's name, or a file's name without its folder, extension and scale
    /// (`Images/Crown.png` and `Images/Crown@2x.png` are `Crown`).
    public var deviceName: String {
        if let symbol { return symbol.name }
        if fill != nil { return written }
        guard !isCatalogImage else { return written }
        let file = written.split(separator: "/").last.map(String.init) ?? written
        var name = file.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
        if name.hasSuffix("@2x") || name.hasSuffix("@3x") { name.removeLast(3) }
        return name.isEmpty ? file : name
    }

    /// Whether it names an image set of an asset catalog (`UIImage(named:)` on a device).
    public var isCatalogImage: Bool { !scaledPaths.isEmpty }

    /// The file to draw at `scale` and the scale it is at: an image set's file
    /// for that scale, else the next larger, else the largest (UIKit's choice);
    /// a plain file as itself, its scale read from its name (nil).
    public func file(forScale scale: Int) -> (path: String, scale: Int?) {
        guard !scaledPaths.isEmpty else { return (resolvedPath, nil) }
        let pick = scaledPaths.first { $0.scale >= scale } ?? scaledPaths[scaledPaths.count - 1]
        return (pick.path, pick.scale)
    }
}
