import Foundation

/// WCAG 2 contrast, for the compiler's readability lint.
extension Color {
    /// Relative luminance (WCAG 2.x) of the color's RGB, ignoring alpha.
    package var relativeLuminance: Double {
        let linear = Color.linearChannel
        return 0.2126 * linear[Int(red)] + 0.7152 * linear[Int(green)] + 0.0722 * linear[Int(blue)]
    }

    /// Each 8-bit sRGB value made linear, computed once (the lint asks
    /// thousands of times, and `pow` dominated compiling).
    private static let linearChannel: [Double] = (0...255).map { c in
        let s = Double(c) / 255
        return s <= 0.04045 ? s / 12.92 : Foundation.pow((s + 0.055) / 1.055, 2.4)
    }

    /// This color drawn over `background` with source-over (straight alpha in and out).
    package func composited(over background: Color) -> Color {
        let sa = Double(alpha) / 255
        let da = Double(background.alpha) / 255
        let outA = sa + da * (1 - sa)
        guard outA > 0 else { return .clear }
        func mix(_ s: UInt8, _ d: UInt8) -> UInt8 {
            Color.channel((Double(s) / 255 * sa + Double(d) / 255 * da * (1 - sa)) / outA)
        }
        return Color(
            red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue),
            alpha: Color.channel(outA))
    }

    /// WCAG contrast ratio, 1…21, of two colors' RGB.
    package static func contrastRatio(_ a: Color, _ b: Color) -> Double {
        let la = a.relativeLuminance
        let lb = b.relativeLuminance
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
}
