import Foundation

// The shapes the binding draws a background and a border with. Transcribed
// from developer.apple.com/documentation/swiftui/<path>; the stub's shapes
// keep what they were made with and draw nothing.

// shape: protocol Shape : Animatable, View, Sendable (its path(in:) is not used, nor transcribed)
public protocol Shape: View, Sendable {}

// insettableshape: protocol InsettableShape : Shape (its inset(by:) is not used, nor transcribed)
public protocol InsettableShape: Shape {}

// roundedcornerstyle: @frozen enum RoundedCornerStyle: Equatable, Hashable, Sendable
@frozen public enum RoundedCornerStyle: Hashable, Sendable {
    // roundedcornerstyle/circular, roundedcornerstyle/continuous
    case circular, continuous
}

// roundedrectangle: @frozen struct RoundedRectangle : Shape (and InsettableShape)
@frozen public struct RoundedRectangle: InsettableShape {
    public typealias Body = Never
    public var body: Never { stubPrimitiveBody() }
    // roundedrectangle/cornersize: var cornerSize: CGSize
    nonisolated public var cornerSize: CGSize
    // roundedrectangle/style: var style: RoundedCornerStyle
    nonisolated public var style: RoundedCornerStyle

    // roundedrectangle/init(cornerradius:style:): init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
}

// fillstyle: @frozen struct FillStyle: Equatable
@frozen public struct FillStyle: Equatable {
    // fillstyle/init(eofill:antialiased:): init(eoFill: Bool = false, antialiased: Bool = true)
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

extension InsettableShape {
    // insettableshape/strokeborder(_:linewidth:antialiased:): nonisolated func strokeBorder<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View where S : ShapeStyle (iOS 15)
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stubModified("strokeBorder", content, lineWidth)
    }
}
