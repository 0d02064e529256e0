import LiveryCore

/// `UIButton`, in its current state: its background image stretched over
/// its bounds, and its image and title (``ButtonContent``); a tab bar draws
/// a button among its items as a tab instead.
struct ButtonControl: Control {
    static let kind = ButtonAppearance.kind
    let button: ButtonAppearance
    /// What a template image (a monochrome symbol) is drawn in: the button's tint, as UIKit's system button draws it.
    let tint: Color

    init(_ style: ResolvedStyle) {
        button = ButtonAppearance(style)
        tint = style[.tintColor] ?? ButtonAppearance.plain.titleColor
    }

    var images: [(reference: ImageReference, key: PropertyKey<ImageReference>)] {
        [(button.backgroundImage, PropertyKeys.backgroundImage), (button.image, PropertyKeys.image)].compactMap { reference, key in
            reference.map { ($0, key) }
        }
    }

    var texts: [(text: String, key: PropertyKey<String>, font: ResolvedFont, fontKey: PropertyKey<ResolvedFont>)] {
        button.title.map { [($0, .title, button.titleFont, .titleFont)] } ?? []
    }

    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize { .button(button) }

    func draw(_ layer: inout RenderLayer, _ context: ControlContext) {
        if let reference = button.backgroundImage, let image = context.images[reference] {
            layer.contents = context.placement.contents(image, .scaleToFill)
        }
        var icon = button.image.flatMap { context.images[$0] }
        if button.image?.symbol?.drawsInTint == true { icon = icon?.tinted(tint) }
        if let layers = context.drawnByContainer(BarItemContent(title: button.title, image: icon)) {
            layer.sublayers += layers
        } else if button.title != nil || icon != nil {
            layer.text = .button(ButtonContent(appearance: button, image: icon, isRightToLeft: context.isRightToLeft))
        }
    }
}
