/// An sRGB color with straight (unpremultiplied) 8-bit channels: what a
/// stylesheet value resolves to, and what `apply` prints as `#RRGGBBAA`.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Rounds a 0…1 component to 8 bits, half up (`0.5` → `0x80`).
    package static func channel(_ unit: Double) -> UInt8 {
        guard unit.isFinite else { return 0 }
        return UInt8(min(255, max(0, (unit * 255 + 0.5).rounded(.down))))
    }

    /// `withAlphaComponent`: the same color with alpha replaced.
    package func withAlpha(_ unit: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: Color.channel(unit))
    }

    /// `#RRGGBBAA`, uppercase, as the CLI prints colors.
    public var hex: String {
        func h(_ v: UInt8) -> String {
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(v >> 4)], digits[Int(v & 15)]])
        }
        return "#" + h(red) + h(green) + h(blue) + h(alpha)
    }

    public var description: String { hex }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 255, green: 255, blue: 255)
}
