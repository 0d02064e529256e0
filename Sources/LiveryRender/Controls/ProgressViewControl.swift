import LiveryCore

/// `UIProgressView`: a 4-point rounded track, filled `progress` of the way
/// from the leading edge.
struct ProgressViewControl: Control {
    static let kind = ProgressAppearance.kind
    let appearance: ProgressAppearance

    init(_ style: ResolvedStyle) { appearance = ProgressAppearance(style) }

    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize { .fixed(width: nil, height: 4) }

    func layers(_ context: ControlContext) -> [RenderLayer] {
        let p = appearance
        let size = context.size
        let y = (size.height - 4) / 2
        let filled = size.width * p.progress
        return [
            RenderLayer(frame: Rect(x: 0, y: y, width: size.width, height: 4), backgroundColor: p.trackTintColor, cornerRadius: 2),
            RenderLayer(
                frame: Rect(x: context.isRightToLeft ? size.width - filled : 0, y: y, width: filled, height: 4),
                backgroundColor: p.progressTintColor, cornerRadius: 2),
        ]
    }
}
