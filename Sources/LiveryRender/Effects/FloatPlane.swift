/// Float values over a rectangle of device pixels, 0…255: a blur's working buffer.
struct FloatPlane {
    var rect: PixelRect
    var values: [Float]

    var width: Int { rect.width }
    var height: Int { rect.height }

    init(rect: PixelRect, values: [Float]) {
        self.rect = rect
        self.values = values
    }

    init(mask: CoverageMask, crop: PixelRect) {
        rect = crop
        var v = [Float](repeating: 0, count: crop.area)
        for y in crop.y0..<crop.y1 {
            let s = (y - mask.rect.y0) * mask.rect.width + (crop.x0 - mask.rect.x0)
            let d = (y - crop.y0) * crop.width
            for x in 0..<crop.width { v[d + x] = Float(mask.data[s + x]) }
        }
        values = v
    }

    /// Rounded, clamped bytes over `out` (which must lie inside `rect`).
    func quantized(to out: PixelRect) -> CoverageMask {
        let r = out.intersection(rect)
        var m = CoverageMask(zeroed: out)
        guard !r.isEmpty else { return m }
        m.data.withUnsafeMutableBufferPointer { d in
            values.withUnsafeBufferPointer { v in
                for y in r.y0..<r.y1 {
                    let s = (y - rect.y0) * width + (r.x0 - rect.x0)
                    let o = (y - out.y0) * out.width + (r.x0 - out.x0)
                    for x in 0..<r.width { d[o + x] = UInt8(min(255, max(0, v[s + x] + 0.5))) }
                }
            }
        }
        return m
    }
}
