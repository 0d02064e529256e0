/// What a `UIImageView` (or a subclass) draws.
public struct ImageViewAppearance: Sendable, Hashable {
    public var image: ImageReference?
    public var contentMode: ContentMode

    /// The appearance of a view that is a kind of `UIImageView`; nil for any other.
    public static func of(_ style: ResolvedStyle) -> ImageViewAppearance? {
        style.schema.isKind(of: "UIImageView") ? ImageViewAppearance(style) : nil
    }

    /// A plain `UIImageView`: every property at its schema default, in the default traits.
    public static let plain = ImageViewAppearance(ResolvedStyle(schema: TypeRegistry.builtIn.schema(of: "UIImageView")))

    /// Reads the style; properties the view's class lacks read as zero, so
    /// use ``of(_:)`` unless the class is known.
    public init(_ style: ResolvedStyle) {
        image = style[.image]
        contentMode = style.value(.contentMode)
    }
}
