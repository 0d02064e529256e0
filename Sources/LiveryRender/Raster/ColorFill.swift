/// Source-over of one premultiplied colour through coverage, straight into a
/// surface's pixels: out = src·c + dst·(1 − a·c), in 8-bit with rounding. The
/// one place where coverage meets the canvas, for shapes, masks and rects.
struct ColorFill: CoverageSink {
    /// The surface's first pixel, at device (`originX`, `originY`).
    private let pixels: UnsafeMutablePointer<UInt32>
    private let stride: Int
    private let originX: Int
    private let originY: Int
    /// R, G, B, A bytes in memory order, as a little-endian word.
    private let packed: UInt32
    private let solid: Bool
    /// The colour at each of the 256 coverages, when the caller made the table.
    private let scaled: UnsafePointer<UInt32>?

    init(
        pixels: UnsafeMutablePointer<UInt32>, stride: Int, originX: Int, originY: Int,
        color: PremultipliedColor, scaled: UnsafePointer<UInt32>? = nil
    ) {
        self.pixels = pixels
        self.stride = stride
        self.originX = originX
        self.originY = originY
        self.packed = ColorFill.pack(color)
        self.solid = color.a == 255
        self.scaled = scaled
    }

    static func pack(_ c: PremultipliedColor) -> UInt32 { c.r | c.g << 8 | c.b << 16 | c.a << 24 }

    /// The least coverage at which `color` changes a pixel (256: none does):
    /// below it the colour × coverage rounds to nothing in every channel.
    static func firstVisibleCoverage(_ color: PremultipliedColor) -> Int {
        let packed = pack(color)
        return (1...255).first { Blend.scalePixel(packed, UInt32($0)) != 0 } ?? 256
    }

    @inline(__always)
    private func address(_ x: Int, _ y: Int) -> UnsafeMutablePointer<UInt32> {
        pixels + (y - originY) * stride + (x - originX)
    }

    /// The colour × coverage `c`.
    @inline(__always)
    private func source(_ c: UInt32) -> UInt32 {
        scaled.map { $0[Int(c)] } ?? Blend.scalePixel(packed, c)
    }

    /// One pixel through coverage `c`.
    @inline(__always)
    private func blend(_ p: UnsafeMutablePointer<UInt32>, _ c: UInt32) {
        if c == 255 && solid {
            p.pointee = packed.littleEndian
        } else if c != 0 {
            p.pointee = Blend.over(source(c), UInt32(littleEndian: p.pointee)).littleEndian
        }
    }

    mutating func run(y: Int, x: Int, count: Int, value: UInt8) {
        let p = address(x, y)
        if value == 255 && solid {
            p.update(repeating: packed.littleEndian, count: count)
            return
        }
        let s = source(UInt32(value))
        let keep = 255 - (s >> 24)
        for i in 0..<count { p[i] = (s &+ Blend.scalePixel(UInt32(littleEndian: p[i]), keep)).littleEndian }
    }

    /// Eight coverage bytes at a time: runs of empty pixels are skipped and
    /// (for opaque colours) runs of full ones stored in one go; masks are
    /// mostly one or the other.
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
                for k in i..<(i + 8) { blend(row + k, UInt32(values[k])) }
                i += 8
            }
        }
        while i < n {
            blend(row + i, UInt32(values[i]))
            i += 1
        }
    }
}
