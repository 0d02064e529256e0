import LiveryCore

/// An image file's bytes, PNG or PDF, as UIKit sizes and draws it. A PNG is
/// its pixels over the file's scale; a PDF is its first page, one PDF unit
/// per point over the file's scale, drawn afresh at the render's scale (as
/// Xcode rasterizes an image set's PDF for each scale it ships).
public struct ImageFile: Sendable {
    public let bytes: [UInt8]
    /// The file's own scale: an image set's for the file, or `@2x`/`@3x` in its name.
    public let fileScale: Double

    public init(bytes: [UInt8], fileScale: Double = 1) {
        self.bytes = bytes
        self.fileScale = fileScale
    }

    private var isPDF: Bool { PDFImage.isPDF(bytes) }

    /// A file that is not a PDF must be a PNG; any other is named for what it is not.
    private func requirePNG() throws(RenderError) {
        guard bytes.starts(with: PNGStructure.signature) else { throw .invalidImage("neither a PNG nor a PDF file") }
    }

    /// The PNG's header, checked.
    private func pngSize() throws(RenderError) -> (width: Int, height: Int) {
        try requirePNG()
        return try PNGStructure.check(bytes)
    }

    /// The image's size in points, as layout measures it.
    public func pointSize() throws(RenderError) -> Size {
        if isPDF {
            let page = try PDFImage.pageSize(bytes)
            return Size(width: page.width / fileScale, height: page.height / fileScale)
        }
        let pixels = try pngSize()
        return Size(width: Double(pixels.width) / fileScale, height: Double(pixels.height) / fileScale)
    }

    /// The pixels decoding takes at `renderScale`, before any is allocated:
    /// the header's for a PNG, the page's points times the scale for a PDF.
    func pixelSize(renderScale: Double, limits: RenderLimits) throws(RenderError) -> (width: Int, height: Int) {
        guard isPDF else { return try pngSize() }
        return try PDFImage.pixels(of: try PDFImage.pageSize(bytes), pixelsPerUnit: renderScale / fileScale, limits: limits)
    }

    /// The decoded image: a PNG at its file's scale, a PDF drawn at `renderScale`.
    public func decode(renderScale: Double, limits: RenderLimits = .default) throws -> RenderImage {
        guard isPDF else {
            try requirePNG()
            return RenderImage(canvas: try PNGCodec.decode(bytes, limits: limits), scale: fileScale)
        }
        return RenderImage(canvas: try PDFImage.rasterize(bytes, pixelsPerUnit: renderScale / fileScale, limits: limits), scale: renderScale)
    }
}
