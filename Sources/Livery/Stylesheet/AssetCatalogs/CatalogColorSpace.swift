import Foundation
import LiveryCore

/// The colour spaces Xcode writes in a colour set, converted to the 8-bit
/// sRGB previews draw with. A device reads the catalog itself
/// (`UIColor(named:)`), so the conversion is for previews only: Display P3
/// colours outside sRGB are clipped to its gamut, extended values to 0–1.
public enum CatalogColorSpace: String, CaseIterable {
    case srgb
    case extendedSRGB = "extended-srgb"
    case extendedLinearSRGB = "extended-linear-srgb"
    case displayP3 = "display-p3"
    case extendedDisplayP3 = "extended-display-p3"
    case grayGamma22 = "gray-gamma-22"
    case extendedGray = "extended-gray"
    case extendedLinearGray = "extended-linear-gray"

    /// Whether components may leave 0–1 (wide-gamut and HDR values).
    var isExtended: Bool { rawValue.hasPrefix("extended") }
    /// Whether the colour is one `white` component rather than red, green and blue.
    var isGray: Bool { self == .grayGamma22 || self == .extendedGray || self == .extendedLinearGray }

    /// The colour as sRGB, from components in this space (red, green,
    /// blue, or white three times) and alpha.
    func srgb(red: Double, green: Double, blue: Double, alpha: Double) -> Color {
        let linear = linearSRGB(red: red, green: green, blue: blue)
        return Color(
            red: Color.channel(Self.encode(linear.red)), green: Color.channel(Self.encode(linear.green)),
            blue: Color.channel(Self.encode(linear.blue)), alpha: Color.channel(alpha))
    }

    /// The colour's linear sRGB components, from components in this space: outside 0–1 where it is
    /// outside sRGB's gamut (a Display P3 colour sRGB cannot show).
    public func linearSRGB(red: Double, green: Double, blue: Double) -> (red: Double, green: Double, blue: Double) {
        let linear: (Double, Double, Double)
        switch self {
        case .srgb, .extendedSRGB, .extendedGray:
            linear = (Self.decode(red), Self.decode(green), Self.decode(blue))
        case .extendedLinearSRGB, .extendedLinearGray:
            linear = (red, green, blue)
        case .grayGamma22:
            let l = pow(max(0, red), 2.2)
            linear = (l, l, l)
        case .displayP3, .extendedDisplayP3:
            // Display P3 shares sRGB's transfer curve and white point (D65); only the primaries differ.
            let (r, g, b) = (Self.decode(red), Self.decode(green), Self.decode(blue))
            linear = (
                1.2249401 * r - 0.2249404 * g,
                -0.0420569 * r + 1.0420571 * g,
                -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
            )
        }
        return linear
    }

    /// The sRGB curve, from encoded to linear (mirrored below zero, as extended sRGB is).
    static func decode(_ v: Double) -> Double {
        let a = abs(v)
        let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -l : l
    }

    /// The sRGB curve, from linear to encoded, clipped to 0–1.
    public static func encode(_ l: Double) -> Double {
        let c = min(1, max(0, l))
        return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
}
