import LiveryCore

/// `UIImageView`: its image placed by `contentMode` as the layer's
/// contents, or, as a template (`renderingMode: alwaysTemplate`), its alpha
/// so placed and filled with the tint; its intrinsic size is the image's in points.
struct ImageViewControl: Control {
    static let kind = ImageViewAppearance.kind
    let imageView: ImageViewAppearance

    init(_ style: ResolvedStyle) { imageView = ImageViewAppearance(style) }

    var images: [(reference: ImageReference, key: PropertyKey<ImageReference>)] {
        imageView.image.map { [($0, .image)] } ?? []
    }

    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize {
        imageView.image.map { .image($0) } ?? .fixed(width: nil, height: nil)
    }

    func draw(_ layer: inout RenderLayer, _ context: ControlContext) {
        guard let reference = imageView.image, let image = context.images[reference] else { return }
        guard let tint = imageView.templateColor else {
            layer.contents = context.placement.contents(image, imageView.contentMode)
            return
        }
        let placed = ContentPlacement.rect(
            for: imageView.contentMode, contentWidth: image.size.width, contentHeight: image.size.height,
            in: DeviceRect(x: 0, y: 0, width: context.size.width, height: context.size.height))
        let frame = Rect(x: placed.minX, y: placed.minY, width: placed.width, height: placed.height)
        layer.sublayers.append(RenderLayer(frame: context.bounds, backgroundColor: tint, mask: .image(image, frame: frame)))
    }
}
