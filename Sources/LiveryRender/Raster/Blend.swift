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

    /// A colour's channels for `over4`: R and B, then G and A, each in the
    /// two 16-bit halves of a 32-bit lane, for four pixels.
    struct Lanes {
        let rb: SIMD8<UInt16>
        let ga: SIMD8<UInt16>

        init(_ packed: UInt32) {
            rb = unsafeBitCast(SIMD4(repeating: packed & 0x00FF_00FF), to: SIMD8<UInt16>.self)
            ga = unsafeBitCast(SIMD4(repeating: (packed >> 8) & 0x00FF_00FF), to: SIMD8<UInt16>.self)
        }

        /// Four coverages, each in both halves of its pixel's lane.
        @inline(__always)
        static func coverage(_ c: SIMD4<UInt32>) -> SIMD8<UInt16> {
            unsafeBitCast(c | (c &<< 16), to: SIMD8<UInt16>.self)
        }

        @inline(__always)
        static func coverage(_ bytes: UnsafePointer<UInt8>) -> SIMD8<UInt16> {
            coverage(SIMD4(UInt32(bytes[0]), UInt32(bytes[1]), UInt32(bytes[2]), UInt32(bytes[3])))
        }
    }

    /// `div255` in each 16-bit lane.
    @inline(__always)
    static func div255(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let t = x &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// `over(scalePixel(colour, c), d)` for the four pixels at `p`, each
    /// through its own coverage: the same rounding in every lane, so the
    /// same bytes as one pixel at a time. The lanes are the pixels' native
    /// words (little-endian platforms only).
    @inline(__always)
    static func over4(_ color: Lanes, _ coverage: SIMD8<UInt16>, _ p: UnsafeMutablePointer<UInt32>) {
        let srb = div255(color.rb &* coverage)
        let sga = div255(color.ga &* coverage)
        // 255 − the source's alpha, in both halves of each lane.
        let a = unsafeBitCast(sga, to: SIMD4<UInt32>.self) & 0xFFFF_0000
        let keep = unsafeBitCast(0x00FF_00FF &- (a | (a &>> 16)), to: SIMD8<UInt16>.self)
        let d = UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt32>.self)
        let drb = unsafeBitCast(d & 0x00FF_00FF, to: SIMD8<UInt16>.self)
        let dga = unsafeBitCast((d &>> 8) & 0x00FF_00FF, to: SIMD8<UInt16>.self)
        let orb = unsafeBitCast(div255(drb &* keep) &+ srb, to: SIMD4<UInt32>.self)
        let oga = unsafeBitCast(div255(dga &* keep) &+ sga, to: SIMD4<UInt32>.self)
        UnsafeMutableRawPointer(p).storeBytes(of: orb | (oga &<< 8), as: SIMD4<UInt32>.self)
    }

    /// A 0…1 factor as 0…255, half up (NaN → 0).
    static func unit(_ v: Double) -> UInt32 {
        guard v.isFinite else { return 0 }
        return UInt32(min(255, max(0, (v * 255 + 0.5).rounded(.down))))
    }
}
