import Foundation

// developer.apple.com/documentation/swiftui/color: @frozen struct Color (View, ShapeStyle, Hashable, Sendable).
// The surface's keeps the components it was made with.
@frozen public struct Color: View, ShapeStyle, Hashable, Sendable {
    public typealias Body = Never
    public var body: Never { stubPrimitiveBody() }

    /// Stub only: not Apple API. The components and colour space it was made with.
    nonisolated public let stubColorSpace: RGBColorSpace
    nonisolated public let stubRed: Double
    nonisolated public let stubGreen: Double
    nonisolated public let stubBlue: Double
    nonisolated public let stubOpacity: Double

    // color/rgbcolorspace: enum RGBColorSpace: Equatable, Hashable, Sendable
    public enum RGBColorSpace: Hashable, Sendable {
        // color/rgbcolorspace/srgb, …/srgblinear, …/displayp3
        case sRGB, sRGBLinear, displayP3
    }

    // color/init(_:red:green:blue:opacity:): init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)
    nonisolated public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        stubColorSpace = colorSpace
        stubRed = red
        stubGreen = green
        stubBlue = blue
        stubOpacity = opacity
    }
}

// shapestyle: protocol ShapeStyle : Sendable
public protocol ShapeStyle: Sendable {}
