import Foundation

// The view modifiers the binding applies, each transcribed from its page at
// developer.apple.com/documentation/swiftui/view/<name>; each records its
// call (StubRecord.swift) and changes nothing else.

// edgeinsets: @frozen struct EdgeInsets: Equatable, Sendable
@frozen public struct EdgeInsets: Equatable, Sendable {
    // edgeinsets/top, leading, bottom, trailing: var top: CGFloat { get set } …
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    // edgeinsets/init(top:leading:bottom:trailing:): init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

// alignment: @frozen struct Alignment: Equatable
@frozen public struct Alignment: Equatable {
    /// Stub only: not Apple API.
    let stubName: String
    // alignment/center: static let center: Alignment
    public static let center = Alignment(stubName: "center")
}

// textalignment: @frozen enum TextAlignment: CaseIterable, Hashable, Sendable
@frozen public enum TextAlignment: CaseIterable, Hashable, Sendable {
    // textalignment/leading, textalignment/center, textalignment/trailing
    case leading, center, trailing
}

extension View {
    // view/multilinetextalignment(_:): nonisolated func multilineTextAlignment(_ alignment: TextAlignment) -> some View
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { stubModified("multilineTextAlignment", alignment) }

    // view/linelimit(_:)-…: nonisolated func lineLimit(_ number: Int?) -> some View
    nonisolated public func lineLimit(_ number: Int?) -> some View { stubModified("lineLimit", number as Any) }

    // view/font(_:): nonisolated func font(_ font: Font?) -> some View
    nonisolated public func font(_ font: Font?) -> some View { stubModified("font", font as Any) }

    // view/foregroundcolor(_:): nonisolated func foregroundColor(_ color: Color?) -> some View
    nonisolated public func foregroundColor(_ color: Color?) -> some View { stubModified("foregroundColor", color as Any) }

    // view/tint(_:)-…: nonisolated func tint(_ tint: Color?) -> some View (iOS 15)
    nonisolated public func tint(_ tint: Color?) -> some View { stubModified("tint", tint as Any) }

    // view/padding(_:) (the EdgeInsets overload): nonisolated func padding(_ insets: EdgeInsets) -> some View
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { stubModified("padding", insets) }

    // view/background(_:in:fillstyle:)-20tq5: nonisolated func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S : ShapeStyle, T : InsettableShape (iOS 15)
    nonisolated public func background<S: ShapeStyle, T: InsettableShape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        stubModified("background", style, shape)
    }

    // view/overlay(alignment:content:): nonisolated func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V : View (iOS 15)
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        stubModified("overlay", content())
    }

    // view/shadow(color:radius:x:y:): nonisolated func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View
    // (the default colour is not transcribed: the binding always passes one)
    nonisolated public func shadow(color: Color, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        stubModified("shadow", color, radius, x, y)
    }

    // view/listrowbackground(_:): nonisolated func listRowBackground<V>(_ view: V?) -> some View where V : View
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View { stubModified("listRowBackground", view as Any) }

    // view/opacity(_:): nonisolated func opacity(_ opacity: Double) -> some View
    nonisolated public func opacity(_ opacity: Double) -> some View { stubModified("opacity", opacity) }

    // view/allowshittesting(_:): nonisolated func allowsHitTesting(_ enabled: Bool) -> some View
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { stubModified("allowsHitTesting", enabled) }

    // view/linespacing(_:): nonisolated func lineSpacing(_ lineSpacing: CGFloat) -> some View
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { stubModified("lineSpacing", lineSpacing) }

    // view/kerning(_:): nonisolated func kerning(_ kerning: CGFloat) -> some View (iOS 16)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func kerning(_ kerning: CGFloat) -> some View { stubModified("kerning", kerning) }

    // view/baselineoffset(_:): nonisolated func baselineOffset(_ baselineOffset: CGFloat) -> some View (iOS 16)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View { stubModified("baselineOffset", baselineOffset) }

    // view/underline(_:pattern:color:): nonisolated func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View (iOS 16)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        stubModified("underline", isActive, pattern, color as Any)
    }

    // view/strikethrough(_:pattern:color:): nonisolated func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View (iOS 16)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        stubModified("strikethrough", isActive, pattern, color as Any)
    }
}
