import LiveryCore

/// The renderer's ceilings. Each is checked before the work or memory it
/// bounds is committed, and exceeding one throws a `RenderError`; the blur
/// radius is the exception, clamped (a σ beyond it is visually a flat wash).
public struct RenderLimits: Sendable, Hashable {
    /// Widest or tallest canvas or offscreen, in pixels.
    public var maxCanvasDimension: Int
    /// Most pixels in one canvas or offscreen (64 Mpx = 256 MiB of RGBA).
    public var maxCanvasPixels: Int
    /// Most bytes of offscreen buffers alive at once while compositing.
    public var maxOffscreenBytes: Int
    /// Most pixels one render may work on: each layer's visible area, each
    /// blur's area times its passes, each offscreen composited (1 Gi
    /// pixel-operations: a faded view as large as the largest canvas, with a
    /// shadow drawn from its body, needs about 820 Mi).
    public var maxPixelWork: Int
    /// Widest or tallest decoded image.
    public var maxImageDimension: Int
    /// Most pixels in one decoded image (64 Mpx = 256 MiB decoded).
    public var maxImagePixels: Int
    /// Most pixels of all the images one render decodes (64 Mpx = 256 MiB decoded).
    public var maxTotalImagePixels: Int
    /// Largest image file read, in bytes (before decoding).
    public var maxImageFileBytes: Int
    /// Largest shadow blur σ in pixels (after × scale); larger radii are clamped to it.
    public var maxBlurSigma: Double
    /// Most layers in one render.
    public var maxLayerCount: Int
    /// Deepest layer nesting (the compositor recurses once per level).
    public var maxDepth: Int
    /// Most Unicode scalars in one label or button title.
    public var maxTextLength: Int
    /// Largest scale (pixels per point), also for `rasterizationScale`.
    public var maxScale: Double
    /// Most characters one layout may shape and break into lines, summed
    /// over every label and title each time it is measured (once per width
    /// it is offered): 9,999 labels of 9,990 characters took 15 s to lay out.
    public var maxLaidOutCharacters: Int
    /// Where images may be read from: `livery serve`'s folder, opened
    /// beneath it (``ReadableRoot``); nil reads anywhere.
    public var readableRoot: ReadableRoot? = nil

    public init(
        maxCanvasDimension: Int = 16_384, maxCanvasPixels: Int = 64 << 20,
        maxOffscreenBytes: Int = 512 << 20, maxPixelWork: Int = 1 << 30, maxImageDimension: Int = 16_384,
        maxImagePixels: Int = 64 << 20, maxTotalImagePixels: Int = 64 << 20, maxImageFileBytes: Int = 256 << 20,
        maxBlurSigma: Double = 250,
        maxLayerCount: Int = 100_000, maxDepth: Int = 128,
        maxTextLength: Int = 10_000, maxScale: Double = 16, maxLaidOutCharacters: Int = 10_000_000
    ) {
        self.maxCanvasDimension = maxCanvasDimension
        self.maxCanvasPixels = maxCanvasPixels
        self.maxOffscreenBytes = maxOffscreenBytes
        self.maxPixelWork = maxPixelWork
        self.maxImageDimension = maxImageDimension
        self.maxImagePixels = maxImagePixels
        self.maxTotalImagePixels = maxTotalImagePixels
        self.maxImageFileBytes = maxImageFileBytes
        self.maxBlurSigma = maxBlurSigma
        self.maxLayerCount = maxLayerCount
        self.maxDepth = maxDepth
        self.maxTextLength = maxTextLength
        self.maxScale = maxScale
        self.maxLaidOutCharacters = maxLaidOutCharacters
    }

    public static let `default` = RenderLimits()

    /// Throws unless `text` is within `maxTextLength` Unicode scalars.
    func checkText(_ text: String) throws(RenderError) {
        let length = text.unicodeScalars.count
        guard length <= maxTextLength else { throw .textTooLong(length: length, limit: maxTextLength) }
    }

    /// Throws unless a `width`×`height` pixel buffer is within the canvas limits.
    func checkCanvas(width: Int, height: Int) throws {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard width >= 0, height >= 0, width <= maxCanvasDimension, height <= maxCanvasDimension,
            !overflow, pixels <= maxCanvasPixels
        else {
            throw RenderError.canvasTooLarge(
                width: width, height: height, maxDimension: maxCanvasDimension,
                maxPixels: maxCanvasPixels)
        }
    }
}
