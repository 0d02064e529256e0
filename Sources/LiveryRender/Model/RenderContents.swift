import LiveryCore

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
        image: RenderImage, mode: ContentMode = ImageViewAppearance.plain.contentMode,
        contentsRect: Rect = LayerAppearance.view.contentsRect,
        minificationFilter: SamplingFilter = LayerAppearance.view.minificationFilter,
        magnificationFilter: SamplingFilter = LayerAppearance.view.magnificationFilter
    ) {
        self.image = image
        self.mode = mode
        self.contentsRect = contentsRect
        self.minificationFilter = minificationFilter
        self.magnificationFilter = magnificationFilter
    }
}
