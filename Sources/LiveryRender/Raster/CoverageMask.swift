/// 8-bit coverage (or alpha) over a rectangle of device pixels; zero outside it.
/// Shapes, glyphs, clips, layer masks and blurred shadows all travel as masks.
struct CoverageMask {
    var rect: PixelRect
    /// `rect.width × rect.height` bytes, row-major.
    var data: [UInt8]

    static let empty = CoverageMask(rect: .empty, data: [])

    init(rect: PixelRect, data: [UInt8]) {
        self.rect = rect
        self.data = data
    }

    init(zeroed rect: PixelRect) {
        self.rect = rect
        self.data = [UInt8](repeating: 0, count: rect.area)
    }

    var isEmpty: Bool { rect.isEmpty }

    func value(x: Int, y: Int) -> UInt8 {
        guard x >= rect.x0, x < rect.x1, y >= rect.y0, y < rect.y1 else { return 0 }
        return data[(y - rect.y0) * rect.width + (x - rect.x0)]
    }

    /// The part of the mask inside `r`.
    func cropped(to r: PixelRect) -> CoverageMask {
        let c = rect.intersection(r)
        if c == rect { return self }
        guard !c.isEmpty else { return .empty }
        var out = CoverageMask(zeroed: c)
        for y in c.y0..<c.y1 {
            let s = (y - rect.y0) * rect.width + (c.x0 - rect.x0)
            let d = (y - c.y0) * c.width
            for x in 0..<c.width { out.data[d + x] = data[s + x] }
        }
        return out
    }

    /// The product of two masks (a clip inside a clip, a mask inside a clip).
    func intersected(with other: CoverageMask) -> CoverageMask {
        let r = rect.intersection(other.rect)
        guard !r.isEmpty else { return .empty }
        var out = CoverageMask(zeroed: r)
        let w = r.width
        let aw = rect.width
        let bw = other.rect.width
        out.data.withUnsafeMutableBufferPointer { o in
            data.withUnsafeBufferPointer { a in
                other.data.withUnsafeBufferPointer { b in
                    for y in r.y0..<r.y1 {
                        let ai = (y - rect.y0) * aw + (r.x0 - rect.x0)
                        let bi = (y - other.rect.y0) * bw + (r.x0 - other.rect.x0)
                        let oi = (y - r.y0) * w
                        for i in 0..<w {
                            o[oi + i] = UInt8(Blend.div255(UInt32(a[ai + i]) * UInt32(b[bi + i])))
                        }
                    }
                }
            }
        }
        return out
    }

    /// The mask moved by a fractional offset: whole pixels move the rectangle,
    /// the remainder is a bilinear resample (which widens the rectangle by one).
    func translated(dx: Double, dy: Double) -> CoverageMask {
        guard !isEmpty, dx.isFinite, dy.isFinite else { return self }
        let ix = PixelRect.clampedInt(dx.rounded(.down))
        let iy = PixelRect.clampedInt(dy.rounded(.down))
        let fx = Float(dx - dx.rounded(.down))
        let fy = Float(dy - dy.rounded(.down))
        var moved = self
        moved.rect = rect.offsetBy(dx: ix, dy: iy)
        if fx == 0 && fy == 0 { return moved }
        // out(x, y) = Σ in(x − i, y − j)·wᵢ·wⱼ over i, j ∈ {0, 1}, w₀ = 1 − f, w₁ = f.
        let w = rect.width
        let h = rect.height
        let r = PixelRect(x0: moved.rect.x0, y0: moved.rect.y0, x1: moved.rect.x1 + 1, y1: moved.rect.y1 + 1)
        var out = CoverageMask(zeroed: r)
        let ow = w + 1
        data.withUnsafeBufferPointer { src in
            out.data.withUnsafeMutableBufferPointer { dst in
                func at(_ x: Int, _ y: Int) -> Float {
                    x >= 0 && y >= 0 && x < w && y < h ? Float(src[y * w + x]) : 0
                }
                for y in 0...h {
                    for x in 0...w {
                        let top = at(x - 1, y - 1) * fx + at(x, y - 1) * (1 - fx)
                        let bottom = at(x - 1, y) * fx + at(x, y) * (1 - fx)
                        dst[y * ow + x] = UInt8(min(255, top * fy + bottom * (1 - fy) + 0.5))
                    }
                }
            }
        }
        return out
    }
}
