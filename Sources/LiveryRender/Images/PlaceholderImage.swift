import LiveryCore

/// What a preview draws for an image a capture did not keep (an
/// ``ImageReference`` with a `placeholderSize`): a flat grey of the image's
/// size with its diagonals, so it reads as "an image was here" and never as
/// content. Opaque, as the captured image's alpha is not known.
enum PlaceholderImage {
    static let fill: (UInt8, UInt8, UInt8) = (209, 209, 214)
    static let line: (UInt8, UInt8, UInt8) = (160, 160, 168)

    /// The image at `scale` pixels per point, at least one pixel a side.
    static func make(points: Size, scale: Double, limits: RenderLimits) throws -> RenderImage {
        let width = max(1, Int((points.width * scale).rounded()))
        let height = max(1, Int((points.height * scale).rounded()))
        try limits.checkCanvas(width: width, height: height)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            // Where the two diagonals cross this row, a pixel wide.
            let across: Double = (Double(y) + 0.5) * Double(width) / Double(height)
            let x1 = Int(across)
            let x2 = width - 1 - x1
            for x in 0..<width {
                let (r, g, b) = x == x1 || x == x2 ? line : fill
                let i = (y * width + x) * 4
                pixels[i] = r
                pixels[i + 1] = g
                pixels[i + 2] = b
            }
        }
        return RenderImage(canvas: Canvas(width: width, height: height, checkedPixels: pixels), scale: scale)
    }
}
