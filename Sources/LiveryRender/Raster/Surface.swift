/// A canvas placed somewhere in device space: the final canvas at (0, 0), or
/// an offscreen covering just the pixels a group, shadow or rasterized layer
/// needs. All masks are in the same device space, so nothing is re-based.
struct Surface {
    var canvas: Canvas
    /// The device pixels this surface covers; `canvas` is exactly its size.
    let rect: PixelRect

    init(rect: PixelRect) {
        self.rect = rect
        self.canvas = Canvas(zeroedWidth: rect.width, height: rect.height)
    }

    init(canvas: Canvas, at x: Int, _ y: Int) {
        self.canvas = canvas
        self.rect = PixelRect(x0: x, y0: y, x1: x + canvas.width, y1: y + canvas.height)
    }

    /// Source-over of `color` through `mask` (× `clip` where given):
    /// out = src·c + dst·(1 − a·c), in premultiplied 8-bit with rounding.
    mutating func fill(_ mask: CoverageMask, color: PremultipliedColor, clip: CoverageMask?) {
        var region = mask.rect.intersection(rect)
        if let clip { region = region.intersection(clip.rect) }
        guard !region.isEmpty, !color.isTransparent else { return }
        let cw = canvas.width, mw = mask.rect.width, clipW = clip?.rect.width ?? 0
        let packed = color.r | color.g << 8 | color.b << 16 | color.a << 24
        let solid = color.a == 255
        let clipData = clip?.data ?? []
        canvas.pixels.withUnsafeMutableBufferPointer { bytes in bytes.withMemoryRebound(to: UInt32.self) { px in
            mask.data.withUnsafeBufferPointer { m in
                clipData.withUnsafeBufferPointer { cp in
                    guard let mBase = m.baseAddress else { return }
                    let n = region.width
                    for y in region.y0..<region.y1 {
                        let mi = (y - mask.rect.y0) * mw + (region.x0 - mask.rect.x0)
                        let pi = (y - rect.y0) * cw + (region.x0 - rect.x0)
                        let ci = clip.map { (y - $0.rect.y0) * clipW + (region.x0 - $0.rect.x0) } ?? 0
                        var i = 0
                        while i < n {
                            // Eight pixels at a time through empty and (for opaque colors) full runs:
                            // borders and shadows with hidden middles are mostly one or the other.
                            if clip == nil && i + 8 <= n {
                                let word = UnsafeRawPointer(mBase + mi + i).loadUnaligned(as: UInt64.self)
                                if word == 0 { i += 8; continue }
                                if solid && word == UInt64.max {
                                    for j in 0..<8 { px[pi + i + j] = packed.littleEndian }
                                    i += 8
                                    continue
                                }
                            }
                            var c = UInt32(m[mi + i])
                            if clip != nil { c = Blend.div255(c * UInt32(cp[ci + i])) }
                            if c == 255 && solid {
                                px[pi + i] = packed.littleEndian
                            } else if c != 0 {
                                let d = UInt32(littleEndian: px[pi + i])
                                px[pi + i] = Blend.over(Blend.scalePixel(packed, c), d).littleEndian
                            }
                            i += 1
                        }
                    }
                }
            }
        } }
    }

    /// Source-over of another surface, each source pixel scaled by `alpha`
    /// (0…255) × `clip` where given.
    mutating func composite(_ src: Surface, alpha: UInt32, clip: CoverageMask?) {
        var region = src.rect.intersection(rect)
        if let clip { region = region.intersection(clip.rect) }
        guard !region.isEmpty, alpha > 0 else { return }
        let cw = canvas.width, sw = src.canvas.width, clipW = clip?.rect.width ?? 0
        let clipData = clip?.data ?? []
        canvas.pixels.withUnsafeMutableBufferPointer { bytes in bytes.withMemoryRebound(to: UInt32.self) { px in
            src.canvas.pixels.withUnsafeBufferPointer { sbytes in sbytes.withMemoryRebound(to: UInt32.self) { sp in
                clipData.withUnsafeBufferPointer { cp in
                    for y in region.y0..<region.y1 {
                        let si = (y - src.rect.y0) * sw + (region.x0 - src.rect.x0)
                        let pi = (y - rect.y0) * cw + (region.x0 - rect.x0)
                        let ci = clip.map { (y - $0.rect.y0) * clipW + (region.x0 - $0.rect.x0) } ?? 0
                        for i in 0..<region.width {
                            var k = alpha
                            if clip != nil { k = Blend.div255(k * UInt32(cp[ci + i])) }
                            var s = UInt32(littleEndian: sp[si + i])
                            if k == 0 || s == 0 { continue }
                            if k != 255 { s = Blend.scalePixel(s, k) }
                            if s >> 24 == 255 {
                                px[pi + i] = s.littleEndian
                            } else {
                                px[pi + i] = Blend.over(s, UInt32(littleEndian: px[pi + i])).littleEndian
                            }
                        }
                    }
                }
            } }
        } }
    }

    /// The alpha channel as a mask: the shadow's source.
    var alphaMask: CoverageMask {
        var out = CoverageMask(zeroed: rect)
        out.data.withUnsafeMutableBufferPointer { o in
            canvas.pixels.withUnsafeBufferPointer { p in
                for i in 0..<o.count { o[i] = p[i * 4 + 3] }
            }
        }
        return out
    }
}
