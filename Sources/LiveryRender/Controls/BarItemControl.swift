import LiveryCore

/// `UIBarItem` (`UIBarButtonItem`, `UITabBarItem`): what its bar draws for
/// it (a tab), else its background image, and its image as a template in its
/// colour or its title or glyph as a system button's. It has no layer of its
/// own to style (no background, border or shadow), as a `UIBarItem` has none.
struct BarItemControl: Control {
    static let kind = BarItemAppearance.kind
    static let hasLayer = false
    let item: BarItemAppearance
    /// The colour of an item without its own: the view's tint.
    let tint: Color

    init(_ style: ResolvedStyle) {
        item = BarItemAppearance(style)
        tint = style[.tintColor] ?? ButtonAppearance.plain.titleColor
    }

    var images: [(reference: ImageReference, key: PropertyKey<ImageReference>)] {
        [(item.image, PropertyKeys.image), (item.selectedImage, .selectedImage), (item.backgroundImage, .backgroundImage)]
            .compactMap { reference, key in reference.map { ($0, key) } }
    }

    var texts: [(text: String, key: PropertyKey<String>, font: ResolvedFont, fontKey: PropertyKey<ResolvedFont>)] {
        item.text.map { [($0.string, .title, $0.font, .titleTextFont)] } ?? []
    }

    /// Its image's size, else its title's as a system button's.
    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize {
        if let image = item.image { return .image(image) }
        return item.text == nil ? .fixed(width: nil, height: nil) : .button(item.button(tint: .black))
    }

    func draw(_ layer: inout RenderLayer, _ context: ControlContext) {
        let icon = item.image.flatMap { context.images[$0] }
        let content = BarItemContent(
            title: item.title, image: icon, selectedImage: item.selectedImage.flatMap { context.images[$0] },
            color: item.color, selectedColor: item.selectedColor, font: item.font, selectedFont: item.selectedFont, badge: item.badgeValue,
            badgeColor: item.badgeColor, badgeTextColor: item.badgeTextColor, badgeTextFont: item.badgeTextFont,
            titleOffset: item.titlePositionAdjustment, typography: item.typography, selectedTypography: item.selectedTypography)
        if let layers = context.drawnByContainer(content) {
            layer.sublayers += layers
            return
        }
        if let reference = item.backgroundImage, let image = context.images[reference] {
            layer.contents = context.placement.contents(image, .scaleToFill)
        }
        if let icon {
            let s = icon.size
            let frame = Rect(
                x: (context.size.width - s.width) / 2, y: (context.size.height - s.height) / 2, width: s.width, height: s.height)
            if let symbol = item.image?.symbol, !symbol.drawsInTint {
                // A palette's colours, or an unmapped symbol's labelled placeholder, as drawn.
                layer.sublayers.append(context.imageLayer(icon, in: frame))
                return
            }
            layer.sublayers.append(
                RenderLayer(frame: context.bounds, backgroundColor: item.color ?? tint, mask: .image(icon, frame: frame)))
        } else if item.text != nil {
            layer.text = .button(ButtonContent(appearance: item.button(tint: tint), image: nil, isRightToLeft: context.isRightToLeft))
        }
    }
}
