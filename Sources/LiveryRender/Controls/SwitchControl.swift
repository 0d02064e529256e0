import LiveryCore

/// `UISwitch`: a 51 × 31 pill; a 27-point thumb inset 2, on the trailing
/// side when on (the leading side is mirrored right to left).
struct SwitchControl: Control {
    static let kind = SwitchAppearance.kind
    let appearance: SwitchAppearance

    init(_ style: ResolvedStyle) { appearance = SwitchAppearance(style) }

    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize { .fixed(width: 51, height: 31) }

    func layers(_ context: ControlContext) -> [RenderLayer] {
        let s = appearance
        // At the origin, as UIKit draws it; in a SwiftUI Toggle's row, at its trailing end.
        let x = context.isToggleRow && !context.isRightToLeft ? context.size.width - 51 : 0
        let y = context.isToggleRow ? (context.size.height - 31) / 2 : 0
        let track = RenderLayer(
            frame: Rect(x: x, y: y, width: 51, height: 31), backgroundColor: s.isOn ? s.onTintColor : s.offTintColor,
            cornerRadius: 15.5)
        let trailing = s.isOn != context.isRightToLeft
        return [track, ControlThumb.layer(x: x + (trailing ? 22 : 2), y: y + 2, diameter: 27, color: s.thumbTintColor)]
    }
}
