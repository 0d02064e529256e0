/// What a `UIImageView` (or a subclass) draws.
public struct ImageViewAppearance: KindAppearance, Hashable {
    public var image: ImageReference?
    public var contentMode: ContentMode
    /// The colour a template image (`renderingMode: alwaysTemplate`) is drawn
    /// in: the view's tintColor; nil draws the image's own colours.
    public var templateColor: Color?

    public static let kind = "UIImageView"

    /// A plain `UIImageView`: every property at its schema default, in the default traits.
    public static let plain = makePlain()

    public init(_ style: ResolvedStyle) {
        image = style[.image]
        contentMode = style.value(.contentMode)
        templateColor = style.value(.renderingMode) == RenderingMode.alwaysTemplate ? style.value(.tintColor) : nil
    }
}
