import LiveryCore

/// `UIRefreshControl`, refreshing: UIKit's spinner in the tint (a medium
/// activity indicator) with the attributed title below it.
struct RefreshControl: Control {
    static let kind = UIKitClasses.refreshControl
    let tint: Color
    let title: String?
    let titleColor: Color
    let titleFont: ResolvedFont

    init(_ style: ResolvedStyle) {
        tint = style[.tintColor] ?? ButtonAppearance.plain.titleColor
        title = style[.refreshTitle]
        titleColor = style[.refreshTitleColor] ?? .black
        titleFont = style[.refreshTitleFont] ?? ResolvedFont(family: "system", size: 13, weight: .regular)
    }

    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize { .fixed(width: nil, height: title == nil ? 60 : 80) }

    func layers(_ context: ControlContext) -> [RenderLayer] {
        var spinner = RenderLayer(frame: Rect(x: (context.size.width - 20) / 2, y: 20, width: 20, height: 20))
        spinner.sublayers = ActivityIndicatorControl.spokes(large: false, color: tint)
        var layers = [spinner]
        if let title, !title.isEmpty {
            let label = LabelContent(text: title, color: titleColor, font: titleFont, alignment: .center, isRightToLeft: context.isRightToLeft)
            layers.append(RenderLayer(frame: Rect(x: 0, y: 48, width: context.size.width, height: 20), text: .label(label)))
        }
        return layers
    }
}
