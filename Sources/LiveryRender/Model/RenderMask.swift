import LiveryCore

/// `layer.mask`: the layer's result is multiplied by this alpha.
public enum RenderMask: Sendable, Hashable {
    /// A shape in the layer's own points (non-zero winding).
    case shape(ShapeValue)
    /// An image's alpha, stretched over `frame` (the layer's bounds when nil),
    /// in the layer's own points; outside the frame nothing shows.
    case image(RenderImage, frame: Rect?)
}
