/// What a `UIButton` (or a subclass) draws in its current state: each keyed
/// property's value for the state, else for `normal` (UIKit's fallback).
/// ``ResolvedStyle/slots(_:)`` has every state's value.
public struct ButtonAppearance: KindAppearance, Hashable {
    public var title: String?
    public var titleColor: Color
    public var titleFont: ResolvedFont
    public var titleShadowColor: Color?
    public var image: ImageReference?
    public var backgroundImage: ImageReference?
    public var contentEdgeInsets: Insets

    public static let kind = "UIButton"

    /// A plain `UIButton`: every property at its schema default, in the default traits.
    public static let plain = makePlain()

    public init(_ style: ResolvedStyle) {
        title = style[.title]
        titleColor = style.value(.titleColor)
        titleFont = style.value(.titleFont)
        titleShadowColor = style[.titleShadowColor]
        image = style[.image]
        backgroundImage = style[.backgroundImage]
        contentEdgeInsets = style.value(.contentEdgeInsets)
    }
}
