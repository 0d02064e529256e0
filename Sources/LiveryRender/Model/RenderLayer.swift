import LiveryCore

/// The renderer's input: one CALayer's resolved appearance, with plain values
/// (dynamic colors already resolved, fonts already scaled, images decoded).
/// All lengths are points; `frame` is in the parent's coordinates, every
/// other geometry in the layer's own (origin at the frame's top-left, y down).
/// Defaults are Core Animation's, from the schema (``LayerAppearance/view``).
public struct RenderLayer: Sendable, Hashable {
    public var frame: Rect
    public var backgroundColor: Color?
    /// Clamped to half the shorter side (continuous: to that ÷ 1.52866483).
    public var cornerRadius: Double
    public var cornerCurve: CornerCurve
    public var maskedCorners: CornerMask
    /// `cornerStyle: rounded`: the radius becomes half the shorter side.
    public var cornerStyleRounded: Bool
    public var borderWidth: Double
    public var borderColor: Color
    public var shadowColor: Color
    /// Clamped to 0…1; 0 draws no shadow.
    public var shadowOpacity: Double
    /// The Gaussian's σ in points.
    public var shadowRadius: Double
    /// Points, y down: the default (0, −3) casts the shadow upward.
    public var shadowOffset: Size
    /// When set, the shadow's shape (non-zero winding) instead of the layer's alpha.
    public var shadowPath: ShapeValue?
    /// Clips contents, sublayers and the shadow to the rounded bounds.
    public var masksToBounds: Bool
    /// Beyond Core Animation: clips contents and sublayers but keeps the shadow.
    public var contentMasksToBounds: Bool
    /// The view's `alpha` × `layer.opacity`.
    public var opacity: Double
    public var allowsGroupOpacity: Bool
    public var shouldRasterize: Bool
    /// Pixels per point of the rasterized bitmap (shouldRasterize only); CA's default 1
    /// looks soft on a 2× or 3× canvas, as it does on a device.
    public var rasterizationScale: Double
    public var isHidden: Bool
    public var mask: RenderMask?
    public var contents: RenderContents?
    public var text: TextContent?
    public var sublayers: [RenderLayer]

    /// Unspecified fields are a plain `UIView` layer's (the schema's defaults).
    public init(
        frame: Rect, backgroundColor: Color? = nil, cornerRadius: Double = LayerAppearance.view.cornerRadius,
        cornerCurve: CornerCurve = LayerAppearance.view.cornerCurve,
        maskedCorners: CornerMask = LayerAppearance.view.maskedCorners,
        cornerStyleRounded: Bool = LayerAppearance.view.cornerStyle == .rounded,
        borderWidth: Double = LayerAppearance.view.borderWidth,
        borderColor: Color = LayerAppearance.view.borderColor, shadowColor: Color = LayerAppearance.view.shadowColor,
        shadowOpacity: Double = LayerAppearance.view.shadowOpacity,
        shadowRadius: Double = LayerAppearance.view.shadowRadius,
        shadowOffset: Size = LayerAppearance.view.shadowOffset, shadowPath: ShapeValue? = nil,
        masksToBounds: Bool = LayerAppearance.view.masksToBounds,
        contentMasksToBounds: Bool = LayerAppearance.view.contentMasksToBounds,
        opacity: Double = LayerAppearance.view.alpha * LayerAppearance.view.opacity,
        allowsGroupOpacity: Bool = LayerAppearance.view.allowsGroupOpacity,
        shouldRasterize: Bool = LayerAppearance.view.shouldRasterize,
        rasterizationScale: Double = LayerAppearance.view.rasterizationScale,
        isHidden: Bool = LayerAppearance.view.isHidden, mask: RenderMask? = nil,
        contents: RenderContents? = nil, text: TextContent? = nil,
        sublayers: [RenderLayer] = []
    ) {
        self.frame = frame
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.cornerCurve = cornerCurve
        self.maskedCorners = maskedCorners
        self.cornerStyleRounded = cornerStyleRounded
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.shadowColor = shadowColor
        self.shadowOpacity = shadowOpacity
        self.shadowRadius = shadowRadius
        self.shadowOffset = shadowOffset
        self.shadowPath = shadowPath
        self.masksToBounds = masksToBounds
        self.contentMasksToBounds = contentMasksToBounds
        self.opacity = opacity
        self.allowsGroupOpacity = allowsGroupOpacity
        self.shouldRasterize = shouldRasterize
        self.rasterizationScale = rasterizationScale
        self.isHidden = isHidden
        self.mask = mask
        self.contents = contents
        self.text = text
        self.sublayers = sublayers
    }

    /// The layer of a view with this appearance; its mask, contents and text
    /// (decoded images, laid-out text) are the scene builder's to fill in.
    public init(frame: Rect, appearance a: LayerAppearance) {
        self.init(
            frame: frame, backgroundColor: a.backgroundColor, cornerRadius: a.cornerRadius, cornerCurve: a.cornerCurve,
            maskedCorners: a.maskedCorners, cornerStyleRounded: a.cornerStyle == .rounded, borderWidth: a.borderWidth,
            borderColor: a.borderColor, shadowColor: a.shadowColor, shadowOpacity: a.shadowOpacity,
            shadowRadius: a.shadowRadius, shadowOffset: a.shadowOffset, shadowPath: a.shadowPath,
            masksToBounds: a.masksToBounds, contentMasksToBounds: a.contentMasksToBounds, opacity: a.alpha * a.opacity,
            allowsGroupOpacity: a.allowsGroupOpacity, shouldRasterize: a.shouldRasterize,
            rasterizationScale: a.rasterizationScale, isHidden: a.isHidden)
    }
}
