import LiveryCore

/// `UISlider`, as iOS 17–18 draws it (Docs/Controls.md): 34 points tall; a
/// 4-point rounded track from 3 points inside each end, filled to the thumb;
/// a 27-point thumb whose edges travel along the track. Mirrored right to left.
struct SliderControl: Control {
    static let kind = SliderAppearance.kind
    /// The view's height, the track's inset from each end and its thickness, the thumb's diameter.
    static let height = 34.0
    static let trackInset = 3.0
    static let trackThickness = 4.0
    static let thumbDiameter = 27.0

    let appearance: SliderAppearance

    init(_ style: ResolvedStyle) { appearance = SliderAppearance(style) }

    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize { .fixed(width: nil, height: Self.height) }

    /// Where the thumb's centre is, from the leading end, in a slider `width` wide.
    static func thumbCentre(fraction: Double, width: Double) -> Double {
        let start = trackInset + thumbDiameter / 2
        return start + max(0, width - 2 * start) * fraction
    }

    func layers(_ context: ControlContext) -> [RenderLayer] {
        let s = appearance
        let size = context.size
        let rtl = context.isRightToLeft
        let inset = Self.trackInset
        let thickness = Self.trackThickness
        let centre = Self.thumbCentre(fraction: rtl ? 1 - s.fraction : s.fraction, width: size.width)
        let y = (size.height - thickness) / 2
        let left = RenderLayer(
            frame: Rect(x: inset, y: y, width: max(0, centre - inset), height: thickness),
            backgroundColor: rtl ? s.maximumTrackTintColor : s.minimumTrackTintColor, cornerRadius: thickness / 2)
        let right = RenderLayer(
            frame: Rect(x: centre, y: y, width: max(0, size.width - inset - centre), height: thickness),
            backgroundColor: rtl ? s.minimumTrackTintColor : s.maximumTrackTintColor, cornerRadius: thickness / 2)
        let d = Self.thumbDiameter
        return [left, right, ControlThumb.layer(x: centre - d / 2, y: (size.height - d) / 2, diameter: d, color: s.thumbTintColor)]
    }
}
