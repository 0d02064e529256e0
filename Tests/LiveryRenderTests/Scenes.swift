import Livery
@testable import LiveryRender

/// Small builders shared by the render tests.
enum Scenes {
    static let red = Color(red: 255, green: 0, blue: 0)
    static let green = Color(red: 0, green: 255, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
        Rect(x: x, y: y, width: w, height: h)
    }

    /// An opaque image from straight colors, row-major.
    static func image(width: Int, height: Int, _ colors: [Color]) throws -> Canvas {
        var bytes: [UInt8] = []
        for c in colors { bytes += [c.red, c.green, c.blue, c.alpha] }
        PNGCodec.premultiply(&bytes)
        return try Canvas(width: width, height: height, premultipliedPixels: bytes)
    }

    static func pixel(_ c: Canvas, _ x: Int, _ y: Int) -> Pixel {
        c.pixel(x: x, y: y) ?? Pixel(red: 0, green: 0, blue: 0, alpha: 0)
    }

    static func opaque(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Pixel { Pixel(red: r, green: g, blue: b, alpha: 255) }
}
