/// A shape in the view's own points (`layer.shadowPath`, `layer.mask`).
public enum ShapeValue: Sendable, Hashable {
    /// The view's bounds, resolved at layout time.
    case bounds
    /// The bounds with a corner radius.
    case roundedBounds(radius: Double)
    case rect(Rect)
    case roundedRect(Rect, radius: Double)
    case ellipse(Rect)
    /// SVG path data, already parsed and made absolute.
    case path([PathCommand], source: String)
}

/// One absolute path command, after SVG shorthand (H, V, relative forms) is expanded.
public enum PathCommand: Sendable, Hashable {
    case move(Point)
    case line(Point)
    case quad(control: Point, to: Point)
    case cubic(control1: Point, control2: Point, to: Point)
    case close
}
