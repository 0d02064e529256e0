import LiveryCore

/// `UINavigationBar`: the bar's background with its hairline below, and the
/// title: centred in the 44-point row, or large at the leading edge of the
/// 52 points below it, each on the baseline iOS puts it on (the line box is
/// placed by its baseline, so a stand-in font's metrics do not move it). Its subviews are its items (``SubviewArrangement/navigationItems``).
struct NavigationBarControl: Control {
    static let kind = NavigationBarAppearance.kind
    let bar: BarAppearance
    let appearance: NavigationBarAppearance

    init(_ style: ResolvedStyle) {
        bar = BarAppearance(style)
        appearance = NavigationBarAppearance(style)
    }

    var images: [(reference: ImageReference, key: PropertyKey<ImageReference>)] { bar.images }

    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize { .fixed(width: nil, height: appearance.height) }

    func layers(_ context: ControlContext) -> [RenderLayer] {
        var layers = BarBackground.layers(bar, hairlineAt: .bottom, context)
        guard let title = appearance.title, !title.isEmpty else { return layers }
        let size = context.size
        let margin = NavigationBarAppearance.margin(screenWidth: context.screenWidth ?? size.width)
        if appearance.prefersLargeTitles {
            let large = LabelContent(
                text: title, color: bar.largeTitleColor ?? appearance.largeTitleColor, font: bar.largeTitleFont ?? appearance.largeTitleFont,
                alignment: .natural, typography: bar.largeTitleTypography ?? appearance.largeTitleTypography,
                isRightToLeft: context.isRightToLeft)
            let line = context.measure(title, large.font)
            layers.append(
                RenderLayer(
                    frame: Rect(
                        x: margin, y: NavigationBarAppearance.largeTitleBaseline - line.baseline,
                        width: max(0, size.width - 2 * margin), height: line.lineHeight),
                    text: .label(large)))
        } else {
            let small = LabelContent(
                text: title, color: bar.titleColor ?? appearance.titleColor, font: bar.titleFont ?? appearance.titleFont,
                alignment: .center, typography: bar.titleTypography ?? appearance.titleTypography,
                isRightToLeft: context.isRightToLeft)
            let offset = bar.titleOffset ?? Point(x: 0, y: 0)
            let line = context.measure(title, small.font)
            layers.append(
                RenderLayer(
                    frame: Rect(
                        x: 80 + offset.x, y: NavigationBarAppearance.titleBaseline - line.baseline + offset.y,
                        width: max(0, size.width - 160), height: line.lineHeight),
                    text: .label(small)))
        }
        return layers
    }
}
