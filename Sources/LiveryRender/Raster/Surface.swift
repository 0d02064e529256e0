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

    /// Source-over of `color` through a prepared outline's coverage (prepared
    /// within this surface), computed row by row into the pixels with no
    /// mask in between; pixels `hidden` leaves out are not written.
    mutating func fill(
        _ outline: ShapeCoverage.Prepared, color: PremultipliedColor, scratch: RasterScratch,
        hidden: HiddenSpans? = nil
    ) {
        guard !color.isTransparent, hidden?.coversAll != true else { return }
        withFill(color) { fill in
            guard let hidden else { return ShapeCoverage.rasterize(outline, scratch: scratch, into: &fill) }
            var occluded = OccludedSink(base: fill, hidden: hidden)
            ShapeCoverage.rasterize(outline, scratch: scratch, into: &occluded)
        }
    }

    /// A background and its border (`border(inside:inner:)` of the same
    /// outline) filled in one pass, with the pixels of filling the one and
    /// then the other; pixels `hidden` leaves out are not written.
    mutating func fill(
        _ outline: ShapeCoverage.Prepared, color: PremultipliedColor, border: ShapeCoverage.Prepared,
        borderColor: PremultipliedColor, scratch: RasterScratch, hidden: HiddenSpans? = nil
    ) {
        guard hidden?.coversAll != true else { return }
        withFills(color, borderColor) { back, ring in
            guard let hidden else {
                return ShapeCoverage.rasterize(outline, border: border, scratch: scratch, into: &back, ring: &ring)
            }
            var occludedBack = OccludedSink(base: back, hidden: hidden)
            var occludedRing = OccludedSink(base: ring, hidden: hidden)
            ShapeCoverage.rasterize(outline, border: border, scratch: scratch, into: &occludedBack, ring: &occludedRing)
        }
    }

    /// Source-over of `color` through `mask` (× `clip` where given); pixels
    /// `hidden` leaves out are not written.
    mutating func fill(_ mask: CoverageMask, color: PremultipliedColor, clip: CoverageMask?, hidden: HiddenSpans? = nil) {
        var region = mask.rect.intersection(rect)
        if let clip { region = region.intersection(clip.rect) }
        guard !region.isEmpty, !color.isTransparent, hidden?.coversAll != true else { return }
        let n = region.width
        let mw = mask.rect.width
        // Under a clip, each row's coverage × the clip's, in one row buffer.
        var product = [UInt8](repeating: 0, count: clip == nil ? 0 : n)
        let clipData = clip?.data ?? []
        mask.data.withUnsafeBufferPointer { m in
            clipData.withUnsafeBufferPointer { cp in
                product.withUnsafeMutableBufferPointer { row in
                    func rows<Sink: CoverageSink>(into fill: inout Sink) {
                        guard let mBase = m.baseAddress else { return }
                        for y in region.y0..<region.y1 {
                            let mRow = mBase + (y - mask.rect.y0) * mw + (region.x0 - mask.rect.x0)
                            guard let clip, let out = row.baseAddress, let cBase = cp.baseAddress else {
                                fill.cells(y: y, x: region.x0, mRow, count: n)
                                continue
                            }
                            let cRow = cBase + (y - clip.rect.y0) * clip.rect.width + (region.x0 - clip.rect.x0)
                            for i in 0..<n { out[i] = UInt8(Blend.div255(UInt32(mRow[i]) * UInt32(cRow[i]))) }
                            fill.cells(y: y, x: region.x0, out, count: n)
                        }
                    }
                    withFill(color) { fill in
                        guard let hidden else { return rows(into: &fill) }
                        var occluded = OccludedSink(base: fill, hidden: hidden)
                        rows(into: &occluded)
                    }
                }
            }
        }
    }

    /// Source-over of `color` over whole pixels, without building or reading a mask.
    mutating func fill(_ pixels: PixelRect, color: PremultipliedColor) {
        let region = pixels.intersection(rect)
        guard !region.isEmpty, !color.isTransparent else { return }
        withFill(color) { fill in
            for y in region.y0..<region.y1 { fill.run(y: y, x: region.x0, count: region.width, value: 255) }
        }
    }

    /// `body` with a `ColorFill` writing `color` into this surface.
    mutating func withFill(_ color: PremultipliedColor, _ body: (inout ColorFill) -> Void) {
        withFills(color, color) { fill, _ in body(&fill) }
    }

    /// `body` with two `ColorFill`s writing `first` and `second` into this surface.
    private mutating func withFills(
        _ first: PremultipliedColor, _ second: PremultipliedColor, _ body: (inout ColorFill, inout ColorFill) -> Void
    ) {
        let (x, y, stride) = (rect.x0, rect.y0, canvas.width)
        canvas.pixels.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { px in
                guard let base = px.baseAddress else { return }
                var a = ColorFill(pixels: base, stride: stride, originX: x, originY: y, color: first)
                var b = ColorFill(pixels: base, stride: stride, originX: x, originY: y, color: second)
                body(&a, &b)
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
