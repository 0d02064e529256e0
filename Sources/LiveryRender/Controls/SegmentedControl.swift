import LiveryCore

/// `UISegmentedControl`: a rounded track (radius 9), equal segments,
/// hairlines between unselected ones, the selected one raised 2 points in
/// with a shadow, and the titles centred, the selected one semibold. The
/// view's background colour is the track's.
struct SegmentedControl: Control {
    static let kind = SegmentedControlAppearance.kind
    let appearance: SegmentedControlAppearance

    init(_ style: ResolvedStyle) { appearance = SegmentedControlAppearance(style) }

    var fillsBackground: Bool { false }

    func intrinsicSize(_ measure: LineMeasure) -> (width: Double?, height: Double?) {
        let widest = appearance.segments.map { measure($0, appearance.selectedTitleFont).width }.max() ?? 0
        return (Double(appearance.segments.count) * (widest + 24), 32)
    }

    func layers(_ context: ControlContext) -> [RenderLayer] {
        let s = appearance
        let size = context.size
        let rtl = context.isRightToLeft
        var layers = [
            RenderLayer(
                frame: context.bounds, backgroundColor: s.backgroundColor ?? context.system("tertiarySystemFill"), cornerRadius: 9)
        ]
        let n = s.segments.count
        guard n > 0 else { return layers }
        let w = size.width / Double(n)
        func x(_ index: Int) -> Double { Double(rtl ? n - 1 - index : index) * w }
        for i in 0..<(n - 1) where s.selectedIndex != i && s.selectedIndex != i + 1 {
            let edge = rtl ? x(i) : x(i) + w
            layers.append(
                RenderLayer(
                    frame: Rect(x: edge - 0.5, y: (size.height - 16) / 2, width: 1, height: 16),
                    backgroundColor: context.system("separator")))
        }
        if let selected = s.selectedIndex {
            var raised = RenderLayer(
                frame: Rect(x: x(selected) + 2, y: 2, width: max(0, w - 4), height: max(0, size.height - 4)),
                backgroundColor: s.selectedSegmentTintColor, cornerRadius: 7, borderWidth: 0.5,
                borderColor: Color(red: 0, green: 0, blue: 0, alpha: 10))
            raised.shadowColor = .black
            raised.shadowOpacity = 0.12
            raised.shadowRadius = 4
            raised.shadowOffset = Size(width: 0, height: 3)
            layers.append(raised)
        }
        for (i, title) in s.segments.enumerated() {
            let selected = i == s.selectedIndex
            let label = LabelContent(
                text: title, color: selected ? s.selectedTitleColor : s.titleColor,
                font: selected ? s.selectedTitleFont : s.titleFont, alignment: .center, isRightToLeft: rtl)
            layers.append(RenderLayer(frame: Rect(x: x(i) + 4, y: 0, width: max(0, w - 8), height: size.height), text: .label(label)))
        }
        return layers
    }
}
