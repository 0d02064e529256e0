import Livery

/// The renderer's input: one CALayer's resolved appearance, with plain values
/// (dynamic colors already resolved, fonts already scaled, images decoded).
/// All lengths are points; `frame` is in the parent's coordinates, every
/// other geometry in the layer's own (origin at the frame's top-left, y down).
/// Defaults are Core Animation's.
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

    public init(frame: Rect, backgroundColor: Color? = nil, cornerRadius: Double = 0,
                cornerCurve: CornerCurve = .circular, maskedCorners: CornerMask = .all,
                cornerStyleRounded: Bool = false, borderWidth: Double = 0,
                borderColor: Color = .black, shadowColor: Color = .black,
                shadowOpacity: Double = 0, shadowRadius: Double = 3,
                shadowOffset: Size = Size(width: 0, height: -3), shadowPath: ShapeValue? = nil,
                masksToBounds: Bool = false, contentMasksToBounds: Bool = false,
                opacity: Double = 1, allowsGroupOpacity: Bool = true,
                shouldRasterize: Bool = false, rasterizationScale: Double = 1,
                isHidden: Bool = false, mask: RenderMask? = nil,
                contents: RenderContents? = nil, text: TextContent? = nil,
                sublayers: [RenderLayer] = []) {
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
}
