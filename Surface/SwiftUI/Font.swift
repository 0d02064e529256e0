import Foundation

// developer.apple.com/documentation/swiftui/font: @frozen struct Font (Hashable, Sendable).
// The surface's keeps how it was made.
@frozen public struct Font: Hashable, Sendable {
    /// Stub only: not Apple API. How the font was made.
    public enum StubMaking: Hashable, Sendable {
        case system(TextStyle)
        case systemSize(CGFloat, Weight)
        case custom(String, size: CGFloat, relativeTo: TextStyle)
        case customFixed(String, size: CGFloat)
    }

    /// Stub only: not Apple API.
    public let stubMaking: StubMaking
    /// Stub only: not Apple API. The weight `weight(_:)` gave it.
    public var stubWeight: Weight?

    init(stubMaking: StubMaking) { self.stubMaking = stubMaking }

    // font/system(_:design:): static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font
    public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font { Font(stubMaking: .system(style)) }

    // font/system(size:weight:design:): static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
        Font(stubMaking: .systemSize(size, weight))
    }

    // font/custom(_:size:relativeto:): static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font (iOS 14)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(stubMaking: .custom(name, size: size, relativeTo: textStyle))
    }

    // font/custom(_:fixedsize:): static func custom(_ name: String, fixedSize: CGFloat) -> Font (iOS 14)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(stubMaking: .customFixed(name, size: fixedSize)) }

    // font/weight(_:): func weight(_ weight: Font.Weight) -> Font
    public func weight(_ weight: Font.Weight) -> Font {
        var font = self
        font.stubWeight = weight
        return font
    }

    // font/textstyle: enum TextStyle: CaseIterable, Hashable, Sendable
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        // font/textstyle/largetitle … font/textstyle/caption2
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    // font/design: enum Design: Hashable, Sendable
    public enum Design: Hashable, Sendable {
        // font/design/default, …/serif, …/rounded, …/monospaced
        case `default`, serif, rounded, monospaced
    }

    // font/weight: @frozen struct Weight: Hashable, Sendable
    @frozen public struct Weight: Hashable, Sendable {
        /// Stub only: not Apple API. The weight's UIFont.Weight value.
        public let stubValue: Double
        // font/weight/ultralight … font/weight/black (UIFont.Weight's values)
        public static let ultraLight = Weight(stubValue: -0.8)
        public static let thin = Weight(stubValue: -0.6)
        public static let light = Weight(stubValue: -0.4)
        public static let regular = Weight(stubValue: 0)
        public static let medium = Weight(stubValue: 0.23)
        public static let semibold = Weight(stubValue: 0.3)
        public static let bold = Weight(stubValue: 0.4)
        public static let heavy = Weight(stubValue: 0.56)
        public static let black = Weight(stubValue: 0.62)
    }
}
