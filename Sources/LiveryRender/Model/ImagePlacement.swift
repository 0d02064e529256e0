import LiveryCore

/// How a view's layer samples and crops the images it shows: its
/// `contentsRect` and filters, which apply to `layer.contents` and to the
/// image a view draws into its layer (an image view's, a button's background).
struct ImagePlacement {
    var contentsRect: Rect
    var minificationFilter: SamplingFilter
    var magnificationFilter: SamplingFilter

    init(_ appearance: LayerAppearance) {
        contentsRect = appearance.contentsRect
        minificationFilter = appearance.minificationFilter
        magnificationFilter = appearance.magnificationFilter
    }

    func contents(_ image: RenderImage, _ mode: ContentMode) -> RenderContents {
        RenderContents(
            image: image, mode: mode, contentsRect: contentsRect,
            minificationFilter: minificationFilter, magnificationFilter: magnificationFilter)
    }
}
