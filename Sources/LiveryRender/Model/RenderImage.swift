import Foundation
import LiveryCore

/// A decoded image and its scale (pixels per point), as UIImage keeps them:
/// a 2× image of 40×40 pixels is 20×20 points.
public struct RenderImage: Sendable, Hashable {
    public var canvas: Canvas
    public var scale: Double
    /// Cap insets (points) and how the rest fills, for an image made resizable;
    /// drawn over a rectangle in nine pieces (``NineSlice``).
    public var resizing: ImageResizing?

    public init(canvas: Canvas, scale: Double = 1) {
        self.canvas = canvas
        self.scale = scale
    }

    /// The size in points; a non-positive or non-finite scale counts as 1.
    public var size: Size {
        let s = scale.isFinite && scale > 0 ? scale : 1
        return Size(width: Double(canvas.width) / s, height: Double(canvas.height) / s)
    }

    /// The scale UIKit reads from a file name: `name@2x.png` is 2, `name@3x.png` 3, else 1.
    public static func fileScale(of path: String) -> Double {
        let stem = (path as NSString).deletingPathExtension
        return stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
    }

    /// The image as a template in `color`: each pixel's coverage, filled with
    /// the colour (a monochrome symbol drawn in a button's tint).
    func tinted(_ color: Color) -> RenderImage {
        var canvas = self.canvas
        let a = Int(color.alpha)
        for i in stride(from: 0, to: canvas.pixels.count, by: 4) {
            let coverage = Int(canvas.pixels[i + 3]) * a / 255
            canvas.pixels[i] = UInt8(Int(color.red) * coverage / 255)
            canvas.pixels[i + 1] = UInt8(Int(color.green) * coverage / 255)
            canvas.pixels[i + 2] = UInt8(Int(color.blue) * coverage / 255)
            canvas.pixels[i + 3] = UInt8(coverage)
        }
        return RenderImage(canvas: canvas, scale: scale)
    }
}
