import LiveryCore

/// What a UIButton draws for its current state: the title, and the image to
/// its left, centred together inside the bounds less `contentEdgeInsets`.
/// (A `backgroundImage` is the layer's `contents` with `scaleToFill`.)
public struct ButtonContent: Sendable, Hashable {
    public var title: String?
    public var titleColor: Color
    public var font: ResolvedFont
    public var titleShadowColor: Color?
    public var titleShadowOffset: Size
    public var image: RenderImage?
    public var contentEdgeInsets: Insets
    public var titleEdgeInsets: Insets
    public var imageEdgeInsets: Insets
    /// The gap between the image and the title.
    public var imagePadding: Double
    /// The view's layout direction: the title's base direction.
    public var isRightToLeft: Bool
    /// The title's kern, baseline offset, decorations, shadow and run background.
    public var titleTypography: TextTypography

    /// Unspecified fields are a plain `UIButton`'s (the schema's defaults).
    public init(
        title: String?, titleColor: Color = ButtonAppearance.plain.titleColor,
        font: ResolvedFont = ButtonAppearance.plain.titleFont,
        titleShadowColor: Color? = nil, titleShadowOffset: Size = .zero,
        image: RenderImage? = nil, contentEdgeInsets: Insets = ButtonAppearance.plain.contentEdgeInsets,
        titleEdgeInsets: Insets = ButtonAppearance.plain.titleEdgeInsets,
        imageEdgeInsets: Insets = ButtonAppearance.plain.imageEdgeInsets,
        imagePadding: Double = ButtonAppearance.plain.imagePadding, titleTypography: TextTypography = .plain,
        isRightToLeft: Bool = false
    ) {
        self.title = title
        self.titleColor = titleColor
        self.font = font
        self.titleShadowColor = titleShadowColor
        self.titleShadowOffset = titleShadowOffset
        self.image = image
        self.contentEdgeInsets = contentEdgeInsets
        self.titleEdgeInsets = titleEdgeInsets
        self.imageEdgeInsets = imageEdgeInsets
        self.imagePadding = imagePadding
        self.isRightToLeft = isRightToLeft
        self.titleTypography = titleTypography
    }

    /// What a button with this appearance draws, with its decoded image.
    public init(appearance: ButtonAppearance, image: RenderImage?, isRightToLeft: Bool = false) {
        self.init(
            title: appearance.title, titleColor: appearance.titleColor, font: appearance.titleFont,
            titleShadowColor: appearance.titleShadowColor, image: image,
            contentEdgeInsets: appearance.contentEdgeInsets, titleEdgeInsets: appearance.titleEdgeInsets,
            imageEdgeInsets: appearance.imageEdgeInsets, imagePadding: appearance.imagePadding,
            titleTypography: appearance.titleTypography, isRightToLeft: isRightToLeft)
    }
}
