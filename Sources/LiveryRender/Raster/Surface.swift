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
        let (r, g, b, a) = (color.r, color.g, color.b, color.a)
        let solid = a == 255
        let clipData = clip?.data ?? []
        canvas.pixels.withUnsafeMutableBufferPointer { px in
            mask.data.withUnsafeBufferPointer { m in
                clipData.withUnsafeBufferPointer { cp in
                    for y in region.y0..<region.y1 {
                        let mi = (y - mask.rect.y0) * mw + (region.x0 - mask.rect.x0)
                        let pi = ((y - rect.y0) * cw + (region.x0 - rect.x0)) * 4
                        let ci = clip.map { (y - $0.rect.y0) * clipW + (region.x0 - $0.rect.x0) } ?? 0
                        for i in 0..<region.width {
                            var c = UInt32(m[mi + i])
                            if clip != nil { c = Blend.div255(c * UInt32(cp[ci + i])) }
                            if c == 0 { continue }
                            let p = pi + i * 4
                            if c == 255 && solid {
                                px[p] = UInt8(r); px[p + 1] = UInt8(g); px[p + 2] = UInt8(b); px[p + 3] = 255
                                continue
                            }
                            let sa = Blend.div255(a * c)
                            let inv = 255 - sa
                            px[p] = UInt8(truncatingIfNeeded: Blend.div255(r * c) + Blend.div255(UInt32(px[p]) * inv))
                            px[p + 1] = UInt8(truncatingIfNeeded: Blend.div255(g * c) + Blend.div255(UInt32(px[p + 1]) * inv))
                            px[p + 2] = UInt8(truncatingIfNeeded: Blend.div255(b * c) + Blend.div255(UInt32(px[p + 2]) * inv))
                            px[p + 3] = UInt8(truncatingIfNeeded: sa + Blend.div255(UInt32(px[p + 3]) * inv))
                        }
                    }
                }
            }
        }
    }

    /// Source-over of another surface, each source pixel scaled by `alpha`
    /// (0…255) × `clip` where given.
    mutating func composite(_ src: Surface, alpha: UInt32, clip: CoverageMask?) {
        var region = src.rect.intersection(rect)
        if let clip { region = region.intersection(clip.rect) }
        guard !region.isEmpty, alpha > 0 else { return }
        let cw = canvas.width, sw = src.canvas.width, clipW = clip?.rect.width ?? 0
        let clipData = clip?.data ?? []
        canvas.pixels.withUnsafeMutableBufferPointer { px in
            src.canvas.pixels.withUnsafeBufferPointer { sp in
                clipData.withUnsafeBufferPointer { cp in
                    for y in region.y0..<region.y1 {
                        let si = ((y - src.rect.y0) * sw + (region.x0 - src.rect.x0)) * 4
                        let pi = ((y - rect.y0) * cw + (region.x0 - rect.x0)) * 4
                        let ci = clip.map { (y - $0.rect.y0) * clipW + (region.x0 - $0.rect.x0) } ?? 0
                        for i in 0..<region.width {
                            var k = alpha
                            if clip != nil { k = Blend.div255(k * UInt32(cp[ci + i])) }
                            let s = si + i * 4
                            var sa = UInt32(sp[s + 3])
                            if k == 0 || sa == 0 { continue }
                            var sr = UInt32(sp[s]), sg = UInt32(sp[s + 1]), sb = UInt32(sp[s + 2])
                            if k != 255 {
                                sr = Blend.div255(sr * k); sg = Blend.div255(sg * k)
                                sb = Blend.div255(sb * k); sa = Blend.div255(sa * k)
                            }
                            let p = pi + i * 4
                            let inv = 255 - sa
                            px[p] = UInt8(truncatingIfNeeded: sr + Blend.div255(UInt32(px[p]) * inv))
                            px[p + 1] = UInt8(truncatingIfNeeded: sg + Blend.div255(UInt32(px[p + 1]) * inv))
                            px[p + 2] = UInt8(truncatingIfNeeded: sb + Blend.div255(UInt32(px[p + 2]) * inv))
                            px[p + 3] = UInt8(truncatingIfNeeded: sa + Blend.div255(UInt32(px[p + 3]) * inv))
                        }
                    }
                }
            }
        }
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
