import LiveryCore

/// How two renders of one screen differ: the pixels that differ by more than
/// 1/255 in any channel, their bounding box, and a picture of them — the
/// changed pixels in magenta over a faded copy of the new screen.
public struct PixelDifference: Sendable {
    public let changedPixels: Int
    /// The changed pixels' bounding box in pixels, nil when none changed.
    public let bounds: Rect?
    public let image: Canvas

    /// Compares two canvases. Canvases of different sizes differ everywhere
    /// (the image is then the new canvas's size, all of it changed).
    /// The bounding box in points at `scale` pixels per point.
    public func bounds(scale: Double) -> Rect? {
        bounds.map { Rect(x: $0.x / scale, y: $0.y / scale, width: $0.width / scale, height: $0.height / scale) }
    }

    public init(before: Canvas, after: Canvas) throws {
        let width = after.width
        let height = after.height
        let sameSize = before.width == width && before.height == height
        var out = [UInt8](repeating: 0, count: width * height * 4)
        var changed = 0
        var minX = Int.max
        var minY = Int.max
        var maxX = -1
        var maxY = -1
        before.pixels.withUnsafeBufferPointer { old in
            after.pixels.withUnsafeBufferPointer { new in
                for y in 0..<height {
                    for x in 0..<width {
                        let i = (y * width + x) * 4
                        var differs = !sameSize
                        if sameSize {
                            for c in 0..<4 where abs(Int(old[i + c]) - Int(new[i + c])) > 1 { differs = true }
                        }
                        if differs {
                            changed += 1
                            minX = min(minX, x)
                            minY = min(minY, y)
                            maxX = max(maxX, x)
                            maxY = max(maxY, y)
                            out[i] = 255
                            out[i + 1] = 0
                            out[i + 2] = 170
                            out[i + 3] = 255
                        } else {
                            // Over white, then a quarter of its contrast: a faded copy.
                            let alpha = Int(new[i + 3])
                            for c in 0..<3 {
                                let overWhite = Int(new[i + c]) + 255 - alpha
                                out[i + c] = UInt8(191 + overWhite / 4)
                            }
                            out[i + 3] = 255
                        }
                    }
                }
            }
        }
        changedPixels = changed
        bounds =
            changed == 0 ? nil : Rect(x: Double(minX), y: Double(minY), width: Double(maxX + 1 - minX), height: Double(maxY + 1 - minY))
        image = try Canvas(width: width, height: height, premultipliedPixels: out)
    }
}
