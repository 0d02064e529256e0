/// The mutable bookkeeping of one render call: layers visited, offscreen
/// bytes alive and pixels worked on, checked against the limits. One per
/// `Renderer.render`, never shared between threads.
final class RenderContext {
    let limits: RenderLimits
    let options: RenderOptions
    let text: TextEngine
    /// The rasterizer's buffers, reused by every fill of this render.
    let raster = RasterScratch()
    private var layerCount = 0
    private var offscreenBytes = 0
    private var pixelWork = 0

    init(limits: RenderLimits, options: RenderOptions, text: TextEngine) {
        self.limits = limits
        self.options = options
        self.text = text
    }

    func enterLayer(depth: Int) throws {
        layerCount += 1
        guard layerCount <= limits.maxLayerCount else { throw RenderError.tooManyLayers(limit: limits.maxLayerCount) }
        guard depth <= limits.maxDepth else { throw RenderError.tooDeep(limit: limits.maxDepth) }
    }

    /// A transparent offscreen over `rect`, within the canvas and budget limits.
    /// `margin`: pixels on each side that an effect reads but never shows
    /// (a blur's reach beyond the canvas); the canvas limits apply to the
    /// rest, the offscreen byte budget to all of it.
    func allocate(_ rect: PixelRect, margin: Int = 0) throws -> Surface {
        let unseen = max(0, min(margin, (min(rect.width, rect.height) - 1) / 2))
        try limits.checkCanvas(width: rect.width - 2 * unseen, height: rect.height - 2 * unseen)
        let bytes = rect.area * 4
        guard offscreenBytes + bytes <= limits.maxOffscreenBytes else {
            throw RenderError.offscreenBudgetExceeded(bytes: offscreenBytes + bytes, limit: limits.maxOffscreenBytes)
        }
        offscreenBytes += bytes
        return Surface(rect: rect)
    }

    /// Charges `pixels` of work (a layer's visible area, a blur's area times
    /// its passes) against `RenderLimits.maxPixelWork`.
    func spend(pixels: Int) throws {
        pixelWork += max(0, pixels)
        guard pixelWork <= limits.maxPixelWork else { throw RenderError.workBudgetExceeded(limit: limits.maxPixelWork) }
    }

    /// Bytes of offscreens that may still be allocated.
    var offscreenBytesLeft: Int { max(0, limits.maxOffscreenBytes - offscreenBytes) }

    func release(_ s: Surface) {
        offscreenBytes -= s.rect.area * 4
    }
}
