import LiveryCore

/// A fill color ready for source-over: channels already multiplied by alpha,
/// including any opacity the compositor folded in.
struct PremultipliedColor: Equatable {
    var r: UInt32
    var g: UInt32
    var b: UInt32
    var a: UInt32

    init(r: UInt32, g: UInt32, b: UInt32, a: UInt32) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// `color` with its alpha × `opacity` (clamped to 0…1), premultiplied with rounding.
    init(_ color: Color, opacity: Double = 1) {
        let o = opacity.isFinite ? min(1, max(0, opacity)) : 0
        let alpha = Double(color.alpha) / 255 * o
        func ch(_ v: UInt8) -> UInt32 { UInt32((Double(v) * alpha + 0.5).rounded(.down)) }
        self.init(r: ch(color.red), g: ch(color.green), b: ch(color.blue), a: ch(255))
    }

    var isTransparent: Bool { a == 0 }
}
