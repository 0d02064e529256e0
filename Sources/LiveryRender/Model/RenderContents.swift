import Livery

/// A layer's image content: `layer.contents` with `contentsGravity`,
/// `contentsRect` and the filters, or a UIImageView's image with its `contentMode`.
public struct RenderContents: Sendable, Hashable {
    public var image: RenderImage
    public var mode: ContentMode
    /// The part of the image shown, in unit coordinates (0…1 spans the image);
    /// outside the image the edge pixels extend.
    public var contentsRect: Rect
    public var minificationFilter: SamplingFilter
    public var magnificationFilter: SamplingFilter

    public init(
        image: RenderImage, mode: ContentMode = .scaleToFill,
        contentsRect: Rect = Rect(x: 0, y: 0, width: 1, height: 1),
        minificationFilter: SamplingFilter = .linear,
        magnificationFilter: SamplingFilter = .linear
    ) {
        self.image = image
        self.mode = mode
        self.contentsRect = contentsRect
        self.minificationFilter = minificationFilter
        self.magnificationFilter = magnificationFilter
    }
}
