/// `UIImage.resizableImage(withCapInsets:resizingMode:)`: the edges an image
/// keeps as they are when drawn at another size, and how its middle fills the
/// rest. A bar's or button's background drawn from a small image (rounded
/// ends, a shadow along one side) is made this way.
public struct ImageResizing: Sendable, Hashable {
    /// The caps, in points of the image: top and bottom rows and left and right
    /// columns drawn at their size, corners unscaled.
    public var capInsets: Insets
    public var mode: Mode

    /// UIImage.ResizingMode. `tile` is UIKit's default for
    /// `resizableImage(withCapInsets:)`: the middle repeats at its own size.
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        case tile, stretch
    }

    public init(capInsets: Insets, mode: Mode = .tile) {
        self.capInsets = capInsets
        self.mode = mode
    }
}
