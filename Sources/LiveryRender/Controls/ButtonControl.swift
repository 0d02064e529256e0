import LiveryCore

/// `UIButton`, in its current state: its background image stretched over
/// its bounds, and its image and title (``ButtonContent``); a tab bar draws
/// a button among its items as a tab instead.
struct ButtonControl: Control {
    static let kind = ButtonAppearance.kind
    let button: ButtonAppearance

    init(_ style: ResolvedStyle) { button = ButtonAppearance(style) }

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
        if let reference = button.backgroundImage, let image = context.images[reference.resolvedPath] {
            layer.contents = context.placement.contents(image, .scaleToFill)
        }
        let icon = button.image.flatMap { context.images[$0.resolvedPath] }
        if let layers = context.drawnByContainer(BarItemContent(title: button.title, image: icon)) {
            layer.sublayers += layers
        } else if button.title != nil || icon != nil {
            layer.text = .button(ButtonContent(appearance: button, image: icon, isRightToLeft: context.isRightToLeft))
        }
    }
}
