/// A premultiplied RGBA8 image: the renderer's output, a decoded PNG, and the
/// pixel store of every offscreen. Rows are top to bottom, no padding.
public struct Canvas: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes, premultiplied R, G, B, A.
    public internal(set) var pixels: [UInt8]

    /// A transparent canvas; throws when it is over the limits.
    public init(width: Int, height: Int, limits: RenderLimits = .default) throws {
        try limits.checkCanvas(width: width, height: height)
        self.init(zeroedWidth: width, height: height)
    }

    /// Wraps premultiplied pixels; throws unless there are exactly width×height×4
    /// bytes and no color channel exceeds its alpha.
    public init(width: Int, height: Int, premultipliedPixels: [UInt8], limits: RenderLimits = .default) throws {
        try limits.checkCanvas(width: width, height: height)
        guard premultipliedPixels.count == width * height * 4 else {
            throw RenderError.invalidImage("expected \(width * height * 4) bytes of pixels, got \(premultipliedPixels.count)")
        }
        var i = 0
        while i < premultipliedPixels.count {
            let a = premultipliedPixels[i + 3]
            guard premultipliedPixels[i] <= a, premultipliedPixels[i + 1] <= a, premultipliedPixels[i + 2] <= a else {
                throw RenderError.invalidImage("pixel \(i / 4) has a color channel above its alpha")
            }
            i += 4
        }
        self.width = width
        self.height = height
        self.pixels = premultipliedPixels
    }

    /// Pixels already known to be premultiplied and of the right count.
    init(width: Int, height: Int, checkedPixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = checkedPixels
    }

    /// For sizes already checked against the limits.
    init(zeroedWidth width: Int, height: Int) {
        self.width = width
        self.height = height
        self.pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// The pixel at (x, y), nil outside the canvas.
    public func pixel(x: Int, y: Int) -> Pixel? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return Pixel(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
    }

    /// The canvas flipped left for right: a symbol as a right-to-left layout shows it.
    func mirroredHorizontally() -> Canvas {
        var flipped = self
        for y in 0..<height {
            for x in 0..<width {
                let from = (y * width + x) * 4
                let to = (y * width + (width - 1 - x)) * 4
                for c in 0..<4 { flipped.pixels[to + c] = pixels[from + c] }
            }
        }
        return flipped
    }
}
