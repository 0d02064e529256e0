import LiveryCore

/// What every bar draws behind its items: its background (systemBackground
/// at 94 % when translucent or at a material's opacity, black for a black
/// bar, or a colour; a slot's background image over it, or nothing for `none`,
/// a transparent slot or a legacy background image, which replaces it) and its hairline
/// (a legacy shadow image only with a legacy background image, as UIKit documents), one
/// device pixel toward the content: below a navigation bar, above a tab bar
/// or a toolbar (a shadow image instead; `none` hides it). A bar on the edge
/// of a device's safe area extends its background to the screen's edge,
/// under the status bar or the home indicator.
enum BarBackground {
    enum Edge { case top, bottom }

    static func layers(_ bar: BarAppearance, hairlineAt edge: Edge?, _ context: ControlContext) -> [RenderLayer] {
        let system = { (style: TraitCollection.UserInterfaceStyle?) in
            bar.barStyle == .black ? Color.black : context.system("systemBackground", style: style)
        }
        let extended = Rect(
            x: 0, y: -context.aboveSafeArea, width: context.size.width,
            height: context.size.height + context.aboveSafeArea + context.belowSafeArea)
        var layers: [RenderLayer] = []
        // A legacy background image (no slot) replaces the bar's background, as UIKit draws it: a clear or
        // translucent image shows what is behind the bar. A slot's image is drawn over its colour.
        let imageReplaces = bar.slot == nil ? bar.backgroundImage != nil : bar.backgroundImage?.isEmptyImage == true
        if !imageReplaces {
            switch bar.background {
            case .system(let opacity, let style): layers.append(RenderLayer(frame: extended, backgroundColor: system(style).withAlpha(opacity)))
            case .color(let color): layers.append(RenderLayer(frame: extended, backgroundColor: color))
            case .none: break
            }
        }
        if let reference = bar.backgroundImage, let image = context.images[reference] {
            var layer = RenderLayer(frame: extended)
            layer.contents = RenderContents(image: image, mode: .scaleToFill)
            layers.append(layer)
        }
        // UIKit draws a bar's legacy shadow image only with a legacy background image; without one, the default hairline.
        let shadowImage = bar.slot == nil && bar.backgroundImage == nil ? nil : bar.shadowImage
        guard let edge, shadowImage?.isEmptyImage != true else { return layers }
        if let reference = shadowImage, let image = context.images[reference] {
            let height = image.size.height
            var layer = RenderLayer(
                frame: Rect(x: 0, y: edge == .top ? -height : context.size.height, width: context.size.width, height: height))
            layer.contents = RenderContents(image: image, mode: .scaleToFill)
            layers.append(layer)
        } else {
            let hairline = context.hairline
            layers.append(
                RenderLayer(
                    frame: Rect(x: 0, y: edge == .top ? -hairline : context.size.height, width: context.size.width, height: hairline),
                    backgroundColor: bar.shadowColor))
        }
        return layers
    }
}
