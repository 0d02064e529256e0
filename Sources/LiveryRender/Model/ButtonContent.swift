import Livery

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

    public init(title: String?, titleColor: Color = .white,
                font: ResolvedFont = ResolvedFont(family: "system", size: 15, weight: .regular),
                titleShadowColor: Color? = nil, titleShadowOffset: Size = .zero,
                image: RenderImage? = nil, contentEdgeInsets: Insets = .zero) {
        self.title = title
        self.titleColor = titleColor
        self.font = font
        self.titleShadowColor = titleShadowColor
        self.titleShadowOffset = titleShadowOffset
        self.image = image
        self.contentEdgeInsets = contentEdgeInsets
    }
}
