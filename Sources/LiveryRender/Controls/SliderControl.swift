import LiveryCore

/// `UISlider`: a 4-point rounded track across the width, filled to the
/// thumb; a 28-point thumb whose centre travels between 14 points from each
/// end. Mirrored right to left.
struct SliderControl: Control {
    static let kind = SliderAppearance.kind
    let appearance: SliderAppearance

    init(_ style: ResolvedStyle) { appearance = SliderAppearance(style) }

    func intrinsicSize(_ measure: LineMeasure) -> (width: Double?, height: Double?) { (nil, 31) }

    func layers(_ context: ControlContext) -> [RenderLayer] {
        let s = appearance
        let size = context.size
        let rtl = context.isRightToLeft
        let travel = max(0, size.width - 28)
        let along = travel * (rtl ? 1 - s.fraction : s.fraction)
        let centre = 14 + along
        let y = (size.height - 4) / 2
        let left = RenderLayer(
            frame: Rect(x: 0, y: y, width: centre, height: 4),
            backgroundColor: rtl ? s.maximumTrackTintColor : s.minimumTrackTintColor, cornerRadius: 2)
        let right = RenderLayer(
            frame: Rect(x: centre, y: y, width: max(0, size.width - centre), height: 4),
            backgroundColor: rtl ? s.minimumTrackTintColor : s.maximumTrackTintColor, cornerRadius: 2)
        return [left, right, ControlThumb.layer(x: along, y: (size.height - 28) / 2, diameter: 28, color: s.thumbTintColor)]
    }
}
