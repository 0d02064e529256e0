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
        let cw = canvas.width
        let mw = mask.rect.width
        let clipW = clip?.rect.width ?? 0
        let packed = color.r | color.g << 8 | color.b << 16 | color.a << 24
        let solid = color.a == 255
        let clipData = clip?.data ?? []
        // For a large mask (a shadow), the color at each of the 256 coverages, once.
        let scaled = region.area >= 4096 ? (0...255).map { Blend.scalePixel(packed, UInt32($0)) } : []
        canvas.pixels.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { px in
                mask.data.withUnsafeBufferPointer { m in
                    clipData.withUnsafeBufferPointer { cp in
                        scaled.withUnsafeBufferPointer { lut in
                            guard let mBase = m.baseAddress, let pBase = px.baseAddress else { return }
                            let n = region.width
                            /// One pixel through coverage `c`.
                            @inline(__always) func blend(_ p: UnsafeMutablePointer<UInt32>, _ c: UInt32) {
                                if c == 255 && solid {
                                    p.pointee = packed.littleEndian
                                } else if c != 0 {
                                    let source = lut.isEmpty ? Blend.scalePixel(packed, c) : lut[Int(c)]
                                    p.pointee = Blend.over(source, UInt32(littleEndian: p.pointee)).littleEndian
                                }
                            }
                            for y in region.y0..<region.y1 {
                                let mRow = mBase + (y - mask.rect.y0) * mw + (region.x0 - mask.rect.x0)
                                let pRow = pBase + (y - rect.y0) * cw + (region.x0 - rect.x0)
                                if let clip {
                                    let ci = (y - clip.rect.y0) * clipW + (region.x0 - clip.rect.x0)
                                    for i in 0..<n { blend(pRow + i, Blend.div255(UInt32(mRow[i]) * UInt32(cp[ci + i]))) }
                                    continue
                                }
                                // Eight coverage bytes at a time: runs of empty pixels are
                                // skipped and (for opaque colors) runs of full ones stored
                                // in one go; borders and shapes are mostly one or the other.
                                var i = 0
                                while i + 8 <= n {
                                    let word = UnsafeRawPointer(mRow + i).loadUnaligned(as: UInt64.self)
                                    if word == 0 {
                                        i += 8
                                    } else if solid && word == UInt64.max {
                                        var j = i + 8
                                        while j + 8 <= n && UnsafeRawPointer(mRow + j).loadUnaligned(as: UInt64.self) == UInt64.max {
                                            j += 8
                                        }
                                        (pRow + i).update(repeating: packed.littleEndian, count: j - i)
                                        i = j
                                    } else {
                                        for k in i..<(i + 8) { blend(pRow + k, UInt32(mRow[k])) }
                                        i += 8
                                    }
                                }
                                while i < n {
                                    blend(pRow + i, UInt32(mRow[i]))
                                    i += 1
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Source-over of `color` over whole pixels: `fill(_:color:clip:)` with a
    /// full-coverage mask, without building or reading the mask.
    mutating func fill(_ pixels: PixelRect, color: PremultipliedColor) {
        let region = pixels.intersection(rect)
        guard !region.isEmpty, !color.isTransparent else { return }
        let packed = color.r | color.g << 8 | color.b << 16 | color.a << 24
        let cw = canvas.width
        let solid = color.a == 255
        canvas.pixels.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { px in
                guard let base = px.baseAddress else { return }
                for y in region.y0..<region.y1 {
                    let row = base + (y - rect.y0) * cw + (region.x0 - rect.x0)
                    if solid {
                        row.update(repeating: packed.littleEndian, count: region.width)
                    } else {
                        for i in 0..<region.width { row[i] = Blend.over(packed, UInt32(littleEndian: row[i])).littleEndian }
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
        let cw = canvas.width
        let sw = src.canvas.width
        let clipW = clip?.rect.width ?? 0
        let clipData = clip?.data ?? []
        canvas.pixels.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { px in
                src.canvas.pixels.withUnsafeBufferPointer { sbytes in
                    sbytes.withMemoryRebound(to: UInt32.self) { sp in
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
