import LiveryCore

/// Draws a `RenderLayer` tree into a premultiplied RGBA8 canvas with Core
/// Animation's compositing semantics (see Docs/Rendering.md).
///
/// Thread-safe: a renderer holds no per-render state, and its FreeType faces
/// (loaded on first use) sit behind a lock, so one renderer can serve
/// concurrent renders; separate renderers share nothing.
public final class Renderer: Sendable {
    public let limits: RenderLimits
    public let options: RenderOptions
    let text: TextEngine

    public init(limits: RenderLimits = .default, fonts: FontFiles = .system, options: RenderOptions = RenderOptions()) {
        self.limits = limits
        self.options = options
        self.text = TextEngine(files: fonts)
    }

    /// The canvas is the root's frame size × `scale` pixels (rounded to whole
    /// pixels); the root's frame origin is ignored.
    public func render(_ root: RenderLayer, scale: Double) throws -> Canvas {
        let (width, height) = try canvasSize(of: root.frame, scale: scale)
        var surface = Surface(rect: PixelRect(x0: 0, y0: 0, x1: width, y1: height))
        let compositor = LayerCompositor(context: RenderContext(limits: limits, options: options, text: text))
        let origin = Vec2(x: -root.frame.x * scale, y: -root.frame.y * scale)
        try compositor.draw(root, origin: origin, scale: scale, into: &surface, clip: nil, alpha: 1, depth: 0)
        return surface.canvas
    }

    /// The canvas a root of this frame renders to at `scale` (its size ×
    /// `scale`, rounded to whole pixels), checked against the limits: what a
    /// caller can ask before rendering anything.
    public func canvasSize(of frame: Rect, scale: Double) throws -> (width: Int, height: Int) {
        guard scale.isFinite, scale > 0, scale <= limits.maxScale else { throw RenderError.invalidScale(scale) }
        let w = frame.width * scale
        let h = frame.height * scale
        guard w.isFinite, h.isFinite, w >= 0, h >= 0 else {
            throw RenderError.invalidCanvasSize(width: frame.width, height: frame.height)
        }
        let width = PixelRect.clampedInt(w.rounded())
        let height = PixelRect.clampedInt(h.rounded())
        try limits.checkCanvas(width: width, height: height)
        return (width, height)
    }
}
