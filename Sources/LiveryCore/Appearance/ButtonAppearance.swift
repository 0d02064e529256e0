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
    public var titleEdgeInsets: Insets
    public var imageEdgeInsets: Insets
    public var imagePadding: Double
    /// The title's kern, baseline offset, decorations, shadow and run background, for the state.
    public var titleTypography: TextTypography

    public static let kind = "UIButton"

    /// A plain `UIButton`: every property at its schema default, in the default traits.
    public static let plain = makePlain()

    public init(_ style: ResolvedStyle) {
        title = style[.title]
        // A system button's title is its tint unless a titleColor is set
        // (for the state or for normal), dimmed while highlighted.
        if style.value(.buttonType) == ButtonType.system && style.property(.titleColor) == nil {
            let tint: Color = style.value(.tintColor)
            titleColor = style.state.contains(.highlighted) ? tint.withAlpha(Double(tint.alpha) / 255 * 0.2) : tint
        } else {
            titleColor = style.value(.titleColor)
        }
        titleFont = style.value(.titleFont)
        titleShadowColor = style[.titleShadowColor]
        image = style[.image]
        backgroundImage = style[.backgroundImage]
        contentEdgeInsets = style.value(.contentEdgeInsets)
        titleEdgeInsets = style.value(.titleEdgeInsets)
        imageEdgeInsets = style.value(.imageEdgeInsets)
        imagePadding = style.value(.imagePadding)
        titleTypography = TextTypography(style, .buttonTitle)
    }
}
