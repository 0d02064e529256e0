import LiveryCore

/// `UIStepper`, as iOS 17–18 draws it (Docs/Controls.md): 94 × 32, a track
/// with continuous corners (8.25) in tertiarySystemFill, a 1-point divider
/// 18.33 tall in systemFill, and a minus and a plus 13.67 points long with
/// 1.5-point strokes, centred 23.17 points in from each end, in the label
/// colour; a half whose end of the range is reached is dimmed to half.
/// Mirrored right to left (the plus on the left).
struct StepperControl: Control {
    static let kind = StepperAppearance.kind
    static let size = Size(width: 94, height: 32)
    static let glyphLength = 41.0 / 3
    static let stroke = 1.5
    static let glyphInset = 69.5 / 3
    static let dividerHeight = 55.0 / 3

    let appearance: StepperAppearance

    init(_ style: ResolvedStyle) { appearance = StepperAppearance(style) }

    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize { .fixed(width: Self.size.width, height: Self.size.height) }

    func layers(_ context: ControlContext) -> [RenderLayer] {
        let size = context.size
        var track = RenderLayer(frame: context.bounds, backgroundColor: context.system("tertiarySystemFill"), cornerRadius: 8.25)
        track.cornerCurve = .continuous
        let divider = RenderLayer(
            frame: Rect(x: size.width / 2 - 0.5, y: (size.height - Self.dividerHeight) / 2, width: 1, height: Self.dividerHeight),
            backgroundColor: context.system("systemFill"))
        let label = context.system("label")
        let minusX = context.isRightToLeft ? size.width - Self.glyphInset : Self.glyphInset
        let plusX = size.width - minusX
        let minusColor = appearance.canDecrement ? label : label.withAlpha(Double(label.alpha) / 255 / 2)
        let plusColor = appearance.canIncrement ? label : label.withAlpha(Double(label.alpha) / 255 / 2)
        let middle = size.height / 2
        let half = Self.glyphLength / 2
        func bar(_ x: Double, _ color: Color, vertical: Bool) -> RenderLayer {
            let frame =
                vertical
                ? Rect(x: x - Self.stroke / 2, y: middle - half, width: Self.stroke, height: Self.glyphLength)
                : Rect(x: x - half, y: middle - Self.stroke / 2, width: Self.glyphLength, height: Self.stroke)
            return RenderLayer(frame: frame, backgroundColor: color, cornerRadius: Self.stroke / 2)
        }
        return [
            track, divider, bar(minusX, minusColor, vertical: false), bar(plusX, plusColor, vertical: false),
            bar(plusX, plusColor, vertical: true),
        ]
    }
}
