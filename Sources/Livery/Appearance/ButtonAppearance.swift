/// What a `UIButton` (or a subclass) draws in its current state: each keyed
/// property's value for the state, else for `normal` (UIKit's fallback).
/// ``ResolvedStyle/slots(_:)`` has every state's value.
public struct ButtonAppearance: Sendable, Hashable {
    public var title: String?
    public var titleColor: Color
    public var titleFont: ResolvedFont
    public var titleShadowColor: Color?
    public var image: ImageReference?
    public var backgroundImage: ImageReference?
    public var contentEdgeInsets: Insets

    /// The appearance of a view that is a kind of `UIButton`; nil for any other.
    public static func of(_ style: ResolvedStyle) -> ButtonAppearance? {
        style.schema.isKind(of: "UIButton") ? ButtonAppearance(style) : nil
    }

    /// A plain `UIButton`: every property at its schema default, in the default traits.
    public static let plain = ButtonAppearance(ResolvedStyle(schema: TypeRegistry.builtIn.schema(of: "UIButton")))

    /// Reads the style; properties the view's class lacks read as zero, so
    /// use ``of(_:)`` unless the class is known.
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
