import LiveryCore

/// `UINavigationBar`: the bar's background with its hairline below, and the
/// title: centred in the 44-point row, or large at the leading edge of the
/// 52 points below it. Its subviews are its items (``SubviewArrangement/navigationItems``).
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
            layers.append(
                RenderLayer(
                    frame: Rect(x: margin, y: NavigationBarAppearance.rowHeight, width: max(0, size.width - 2 * margin), height: 52 - 6),
                    text: .label(large)))
        } else {
            let small = LabelContent(
                text: title, color: bar.titleColor ?? appearance.titleColor, font: bar.titleFont ?? appearance.titleFont,
                alignment: .center, typography: bar.titleTypography ?? appearance.titleTypography,
                isRightToLeft: context.isRightToLeft)
            let offset = bar.titleOffset ?? Point(x: 0, y: 0)
            layers.append(
                RenderLayer(
                    frame: Rect(x: 80 + offset.x, y: offset.y, width: max(0, size.width - 160), height: NavigationBarAppearance.rowHeight),
                    text: .label(small)))
        }
        return layers
    }
}
