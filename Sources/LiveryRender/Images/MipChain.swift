/// Successive 2× box-filtered reductions of an image, for trilinear minification.
/// Level k is ⌈w/2ᵏ⌉ × ⌈h/2ᵏ⌉; an odd edge's last pixel averages with itself.
struct MipChain {
    private(set) var levels: [Canvas]

    /// Levels down to the first one at or below `maxReduction`× smaller, or 1×1.
    init(_ base: Canvas, maxReduction: Double) {
        levels = [base]
        var scale = 1.0
        while let last = levels.last, last.width > 1 || last.height > 1, scale < maxReduction {
            levels.append(MipChain.halve(last))
            scale *= 2
        }
    }

    static func halve(_ c: Canvas) -> Canvas {
        let w = (c.width + 1) / 2
        let h = (c.height + 1) / 2
        var out = Canvas(zeroedWidth: w, height: h)
        out.pixels.withUnsafeMutableBufferPointer { o in
            c.pixels.withUnsafeBufferPointer { p in
                for y in 0..<h {
                    let y0 = 2 * y
                    let y1 = min(2 * y + 1, c.height - 1)
                    for x in 0..<w {
                        let x0 = 2 * x
                        let x1 = min(2 * x + 1, c.width - 1)
                        for ch in 0..<4 {
                            let s =
                                UInt32(p[(y0 * c.width + x0) * 4 + ch]) + UInt32(p[(y0 * c.width + x1) * 4 + ch])
                                + UInt32(p[(y1 * c.width + x0) * 4 + ch]) + UInt32(p[(y1 * c.width + x1) * 4 + ch])
                            o[(y * w + x) * 4 + ch] = UInt8(truncatingIfNeeded: (s + 2) / 4)
                        }
                    }
                }
            }
        }
        return out
    }
}
