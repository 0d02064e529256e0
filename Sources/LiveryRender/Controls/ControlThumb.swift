import LiveryCore

/// The round thumb of switches and sliders: white with UIKit's soft shadow
/// (0 3 8 black at 15 %) and a hairline edge.
enum ControlThumb {
    static let shadow = (opacity: 0.15, radius: 4.0, offset: Size(width: 0, height: 3))

    static func layer(x: Double, y: Double, diameter: Double, color: Color) -> RenderLayer {
        var layer = RenderLayer(
            frame: Rect(x: x, y: y, width: diameter, height: diameter), backgroundColor: color,
            cornerRadius: diameter / 2, borderWidth: 0.5, borderColor: Color(red: 0, green: 0, blue: 0, alpha: 10))
        layer.shadowColor = .black
        layer.shadowOpacity = shadow.opacity
        layer.shadowRadius = shadow.radius
        layer.shadowOffset = shadow.offset
        return layer
    }
}
