import Livery
import LiveryRender

/// The render workload as Livery's layer tree: what a styled card screen
/// becomes after the scene builder (a root, and per card a rounded, bordered
/// layer holding a label).
enum CardLayers {
    enum Variant {
        /// Fills and borders only: the same work as the Cairo peer.
        case geometry
        /// Plus each card's shadow (opaque background, so the closed form applies).
        case shadowed
        /// Plus a label per card: the full screen.
        case full
    }

    static let shadowOpacity = 0.25
    static let shadowOffset = Size(width: 0, height: 2)

    static func root(_ scene: CardScene, _ variant: Variant) -> RenderLayer {
        RenderLayer(
            frame: Rect(x: 0, y: 0, width: scene.width, height: scene.height),
            backgroundColor: color(scene.background),
            sublayers: scene.cards.map { card($0, variant) })
    }

    static func card(_ c: Card, _ variant: Variant) -> RenderLayer {
        var layer = RenderLayer(
            frame: Rect(x: c.x, y: c.y, width: c.width, height: c.height),
            backgroundColor: color(c.fill), cornerRadius: c.radius,
            borderWidth: c.borderWidth, borderColor: color(c.border))
        if variant != .geometry {
            layer.shadowOpacity = shadowOpacity
            layer.shadowRadius = c.shadowRadius
            layer.shadowOffset = shadowOffset
        }
        if variant == .full {
            // A UILabel within the layout margins, centred vertically, as a cell lays it out.
            let margin = 16.0
            let height = min(18, c.height)
            let label = LabelContent(
                text: c.label, color: Color(red: 28, green: 28, blue: 30),
                font: ResolvedFont(family: "system", size: 13, weight: .semibold))
            layer.sublayers = [
                RenderLayer(
                    frame: Rect(
                        x: margin, y: (c.height - height) / 2,
                        width: max(0, c.width - 2 * margin), height: height),
                    text: .label(label))
            ]
        }
        return layer
    }

    static func color(_ c: (UInt8, UInt8, UInt8)) -> Color {
        Color(red: c.0, green: c.1, blue: c.2)
    }
}
