/// 8-bit premultiplied arithmetic shared by every compositing loop.
enum Blend {
    /// x / 255 rounded to nearest, exact for 0 ≤ x ≤ 255·255.
    @inline(__always)
    static func div255(_ x: UInt32) -> UInt32 {
        let t = x + 128
        return (t + (t >> 8)) >> 8
    }

    /// A premultiplied pixel (R, G, B, A bytes in memory, so A in the top
    /// byte of a little-endian UInt32) × k/255, per channel: the four
    /// channels spread over the 16-bit lanes of one 64-bit word, so one
    /// multiply serves them all, each rounded exactly as `div255`. No lane
    /// overflows: x·k + 128 + (… >> 8) stays below 65536.
    @inline(__always)
    static func scalePixel(_ p: UInt32, _ k: UInt32) -> UInt32 {
        let lanes = UInt64(p & 0x00FF_00FF) | (UInt64(p & 0xFF00_FF00) << 24)
        let t = lanes &* UInt64(k) &+ 0x0080_0080_0080_0080
        let q = ((t &+ ((t >> 8) & 0x00FF_00FF_00FF_00FF)) >> 8) & 0x00FF_00FF_00FF_00FF
        return UInt32(truncatingIfNeeded: q) | UInt32(truncatingIfNeeded: q >> 24)
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
