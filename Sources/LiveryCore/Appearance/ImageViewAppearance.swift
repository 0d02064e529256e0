/// What a `UIImageView` (or a subclass) draws.
public struct ImageViewAppearance: KindAppearance, Hashable {
    public var image: ImageReference?
    public var contentMode: ContentMode
    /// The colour a template image (`renderingMode: alwaysTemplate`, or a
    /// monochrome symbol unless `alwaysOriginal`, as UIKit treats symbols)
    /// is drawn in: the view's tintColor; nil draws the image's own colours.
    public var templateColor: Color?

    public static let kind = "UIImageView"

    /// A plain `UIImageView`: every property at its schema default, in the default traits.
    public static let plain = makePlain()

    public init(_ style: ResolvedStyle) {
        image = style[.image]
        contentMode = style.value(.contentMode)
        let mode = style.value(.renderingMode)
        let symbolTemplate = image?.symbol.map { $0.drawsInTint && mode != .alwaysOriginal } ?? false
        templateColor = mode == RenderingMode.alwaysTemplate || symbolTemplate ? style.value(.tintColor) : nil
    }
}
