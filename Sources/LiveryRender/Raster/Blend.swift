/// 8-bit premultiplied arithmetic shared by every compositing loop.
enum Blend {
    /// x / 255 rounded to nearest, exact for 0 ≤ x ≤ 255·255.
    @inline(__always)
    static func div255(_ x: UInt32) -> UInt32 {
        let t = x + 128
        return (t + (t >> 8)) >> 8
    }

    /// Two 8-bit channels held in the low bytes of 16-bit lanes
    /// (0x00XX00YY), each × `k` (0…255) / 255 rounded exactly as `div255`.
    /// No lane overflows: x·k + 128 + (… >> 8) stays below 65536.
    @inline(__always)
    static func scaleLanes(_ lanes: UInt32, _ k: UInt32) -> UInt32 {
        let t = lanes &* k &+ 0x0080_0080
        return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    }

    /// A premultiplied pixel (R, G, B, A bytes in memory, so A in the top
    /// byte of a little-endian UInt32) × k/255, per channel.
    @inline(__always)
    static func scalePixel(_ p: UInt32, _ k: UInt32) -> UInt32 {
        scaleLanes(p & 0x00FF_00FF, k) | (scaleLanes((p >> 8) & 0x00FF_00FF, k) << 8)
    }

    /// Source-over of premultiplied pixels: s + d·(255 − s.alpha)/255.
    @inline(__always)
    static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        s &+ scalePixel(d, 255 - (s >> 24))
    }

    /// A 0…1 factor as 0…255, half up (NaN → 0).
    static func unit(_ v: Double) -> UInt32 {
        guard v.isFinite else { return 0 }
        return UInt32(min(255, max(0, (v * 255 + 0.5).rounded(.down))))
    }
}
