import CShadowKernel

/// Source-over of one premultiplied colour through coverage, straight into a
/// surface's pixels: out = src·c + dst·(1 − a·c), in 8-bit with rounding. The
/// one place where coverage meets the canvas, for shapes, masks and rects.
///
/// Four pixels are blended at a time in 16-bit lanes (`Blend.over4`), the
/// same arithmetic as one at a time, so the bytes do not depend on where a
/// run starts.
struct ColorFill: CoverageSink {
    /// The surface's first pixel, at device (`originX`, `originY`).
    private let pixels: UnsafeMutablePointer<UInt32>
    private let stride: Int
    private let originX: Int
    private let originY: Int
    /// R, G, B, A bytes in memory order, as a little-endian word.
    private let packed: UInt32
    private let solid: Bool
    /// The colour's channels spread for `Blend.over4`.
    private let lanes: Blend.Lanes
    /// Below this coverage a pixel keeps its value.
    private let firstVisible: UInt32

    init(pixels: UnsafeMutablePointer<UInt32>, stride: Int, originX: Int, originY: Int, color: PremultipliedColor) {
        self.pixels = pixels
        self.stride = stride
        self.originX = originX
        self.originY = originY
        self.packed = ColorFill.pack(color)
        self.solid = color.a == 255
        self.lanes = Blend.Lanes(packed)
        self.firstVisible = UInt32(ColorFill.firstVisibleCoverage(color))
    }

    static func pack(_ c: PremultipliedColor) -> UInt32 { c.r | c.g << 8 | c.b << 16 | c.a << 24 }

    /// The least coverage at which `color` changes a pixel (256: none does):
    /// below it the colour × coverage rounds to nothing in every channel.
    /// A channel × c rounds (`Blend.div255`) to at least 1 exactly when it is
    /// at least 128, so that is ⌈128 / the largest channel⌉.
    static func firstVisibleCoverage(_ color: PremultipliedColor) -> Int {
        let largest = Int(max(color.r, color.g, color.b, color.a))
        return largest == 0 ? 256 : min(256, (128 + largest - 1) / largest)
    }

    /// Pixel (x, y). Callers stay within the surface, whose size the render
    /// limits bound, so the arithmetic cannot overflow and is not checked:
    /// it runs once per four pixels of a shadow.
    @inline(__always)
    private func address(_ x: Int, _ y: Int) -> UnsafeMutablePointer<UInt32> {
        pixels + ((y &- originY) &* stride &+ (x &- originX))
    }

    /// One pixel through coverage `c`.
    @inline(__always)
    private func blend(_ p: UnsafeMutablePointer<UInt32>, _ c: UInt32) {
        if c == 255 && solid {
            p.pointee = packed.littleEndian
        } else if c != 0 {
            p.pointee = Blend.over(Blend.scalePixel(packed, c), UInt32(littleEndian: p.pointee)).littleEndian
        }
    }

    mutating func run(y: Int, x: Int, count: Int, value: UInt8) {
        let p = address(x, y)
        if value == 255 && solid {
            p.update(repeating: packed.littleEndian, count: count)
            return
        }
        let s = Blend.scalePixel(packed, UInt32(value))
        let keep = 255 - (s >> 24)
        var i = 0
        #if _endian(little)
            let coverage = Blend.Lanes.coverage(SIMD4(repeating: UInt32(value)))
            while i + 4 <= count {
                Blend.over4(lanes, coverage, p + i)
                i += 4
            }
        #endif
        while i < count {
            p[i] = (s &+ Blend.scalePixel(UInt32(littleEndian: p[i]), keep)).littleEndian
            i += 1
        }
    }

    /// A few columns down many rows (a straight side's anti-aliased edge): each
    /// column's source and the share of the destination it keeps are worked
    /// out once, so a row costs one multiply per pixel. The same arithmetic as
    /// `blend` (coverage 0 keeps the pixel, full coverage of an opaque colour
    /// replaces it), so the same bytes.
    mutating func cells(rows: Range<Int>, x: Int, _ values: UnsafePointer<UInt8>, count n: Int) {
        guard n <= 8, rows.count > 1 else {
            for y in rows { cells(y: y, x: x, values, count: n) }
            return
        }
        var source = SIMD8<UInt32>()
        var keep = SIMD8<UInt32>()
        for k in 0..<n {
            source[k] = Blend.scalePixel(packed, UInt32(values[k]))
            keep[k] = 255 - (source[k] >> 24)
        }
        var p = address(x, rows.lowerBound)
        for _ in rows {
            for k in 0..<n { p[k] = (source[k] &+ Blend.scalePixel(UInt32(littleEndian: p[k]), keep[k])).littleEndian }
            p += stride
        }
    }

    /// Eight coverage bytes at a time: runs of empty pixels are skipped and
    /// (for opaque colours) runs of full ones stored in one go; masks are
    /// mostly one or the other. The rest are blended four at a time.
    @inline(__always)
    mutating func cells(y: Int, x: Int, _ values: UnsafePointer<UInt8>, count n: Int) {
        let row = address(x, y)
        var i = 0
        while i + 8 <= n {
            let word = UnsafeRawPointer(values + i).loadUnaligned(as: UInt64.self)
            if word == 0 {
                i += 8
            } else if solid && word == UInt64.max {
                var j = i + 8
                while j + 8 <= n && UnsafeRawPointer(values + j).loadUnaligned(as: UInt64.self) == UInt64.max {
                    j += 8
                }
                (row + i).update(repeating: packed.littleEndian, count: j - i)
                i = j
            } else {
                #if _endian(little)
                    Blend.over4(lanes, Blend.Lanes.coverage(values + i), row + i)
                    Blend.over4(lanes, Blend.Lanes.coverage(values + i + 4), row + i + 4)
                #else
                    for k in i..<(i + 8) { blend(row + k, UInt32(values[k])) }
                #endif
                i += 8
            }
        }
        #if _endian(little)
            if i + 4 <= n {
                Blend.over4(lanes, Blend.Lanes.coverage(values + i), row + i)
                i += 4
            }
        #endif
        while i < n {
            blend(row + i, UInt32(values[i]))
            i += 1
        }
    }

    /// Where a closed-form shadow over `rect` blends its pixels
    /// (`CShadowKernel`: eight at a time, in AVX2 where the processor has
    /// it, the same arithmetic and bytes as `blend`): row 0, column 0 at the
    /// rect's corner, which lies on the surface.
    func shadowTarget(at rect: PixelRect) -> LiveryShadowTarget {
        LiveryShadowTarget(
            pixels: address(rect.x0, rect.y0), values: nil, stride: stride,
            color: LiveryShadowColor(packed: packed, first_visible: firstVisible))
    }
}
