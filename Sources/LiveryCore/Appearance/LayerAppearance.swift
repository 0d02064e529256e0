/// What a view's layer shows, read from its resolved style with the
/// schema's defaults filled in: the typed projection a renderer or an adapter
/// reads instead of keypaths.
public struct LayerAppearance: Sendable, Hashable {
    public var backgroundColor: Color?
    public var alpha: Double
    public var isHidden: Bool
    public var cornerStyle: CornerStyle
    public var contentMasksToBounds: Bool
    public var cornerRadius: Double
    public var cornerCurve: CornerCurve
    public var maskedCorners: CornerMask
    public var borderWidth: Double
    public var borderColor: Color
    public var shadowColor: Color
    public var shadowOpacity: Double
    public var shadowRadius: Double
    public var shadowOffset: Size
    public var shadowPath: ShapeValue?
    public var masksToBounds: Bool
    public var opacity: Double
    public var allowsGroupOpacity: Bool
    public var shouldRasterize: Bool
    public var rasterizationScale: Double
    public var mask: LayerMaskSource?
    public var contents: ImageReference?
    public var contentsGravity: ContentsGravity
    public var contentsRect: Rect
    public var minificationFilter: SamplingFilter
    public var magnificationFilter: SamplingFilter

    public init(_ style: ResolvedStyle) {
        backgroundColor = style[.backgroundColor]
        alpha = style.value(.alpha)
        isHidden = style.value(.isHidden)
        cornerStyle = style.value(.cornerStyle)
        contentMasksToBounds = style.value(.contentMasksToBounds)
        cornerRadius = style.value(.layerCornerRadius)
        cornerCurve = style.value(.layerCornerCurve)
        maskedCorners = style.value(.layerMaskedCorners)
        borderWidth = style.value(.layerBorderWidth)
        borderColor = style.value(.layerBorderColor)
        shadowColor = style.value(.layerShadowColor)
        shadowOpacity = style.value(.layerShadowOpacity)
        shadowRadius = style.value(.layerShadowRadius)
        shadowOffset = style.value(.layerShadowOffset)
        shadowPath = style[.layerShadowPath]
        masksToBounds = style.value(.layerMasksToBounds)
        opacity = style.value(.layerOpacity)
        allowsGroupOpacity = style.value(.layerAllowsGroupOpacity)
        shouldRasterize = style.value(.layerShouldRasterize)
        rasterizationScale = style.value(.layerRasterizationScale)
        mask = style[.layerMask]
        contents = style[.layerContents]
        contentsGravity = style.value(.layerContentsGravity)
        contentsRect = style.value(.layerContentsRect)
        minificationFilter = style.value(.layerMinificationFilter)
        magnificationFilter = style.value(.layerMagnificationFilter)
    }

    /// A plain `UIView`'s layer: every property at its schema default.
    public static let view = LayerAppearance(ResolvedStyle())
}
