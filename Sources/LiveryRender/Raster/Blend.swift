/// 8-bit premultiplied arithmetic shared by every compositing loop.
enum Blend {
    /// x / 255 rounded to nearest, exact for 0 ≤ x ≤ 255·255.
    @inline(__always)
    static func div255(_ x: UInt32) -> UInt32 {
        let t = x + 128
        return (t + (t >> 8)) >> 8
    }

    /// A 0…1 factor as 0…255, half up (NaN → 0).
    static func unit(_ v: Double) -> UInt32 {
        guard v.isFinite else { return 0 }
        return UInt32(min(255, max(0, (v * 255 + 0.5).rounded(.down))))
    }
}
