import LiveryCore

/// `UITabBar`: the bar's background with its hairline above; its buttons
/// are tab items (``SubviewArrangement/tabs``), the selected one in the tint.
struct TabBarControl: Control {
    static let kind = TabBarAppearance.kind
    let bar: BarAppearance
    let appearance: TabBarAppearance

    init(_ style: ResolvedStyle) {
        bar = BarAppearance(style)
        appearance = TabBarAppearance(style)
    }

    func intrinsicSize(_ measure: LineMeasure) -> (width: Double?, height: Double?) { (nil, TabBarAppearance.height) }

    func layers(_ context: ControlContext) -> [RenderLayer] {
        BarBackground.layers(bar, hairlineAt: .top, context)
    }

    /// A tab item: its image as a template in the item's colour, at most 30
    /// points and centred above a 10-point medium title, as UIKit draws tab
    /// items in a compact bar.
    func item(at index: Int, title: String?, image: RenderImage?, _ context: ControlContext) -> [RenderLayer]? {
        let color = index == appearance.selectedIndex ? appearance.tintColor : appearance.unselectedItemTintColor
        let size = context.size
        var layers: [RenderLayer] = []
        if let image {
            let s = image.size
            let fit = min(1, 30 / max(s.width, s.height, 1e-9))
            let w = s.width * fit
            let h = s.height * fit
            layers.append(
                RenderLayer(
                    frame: context.bounds, backgroundColor: color,
                    mask: .image(image, frame: Rect(x: (size.width - w) / 2, y: 3 + (30 - h) / 2, width: w, height: h))))
        }
        if let title, !title.isEmpty {
            let label = LabelContent(
                text: title, color: color, font: ResolvedFont(family: "system", size: 10, weight: .medium), alignment: .center,
                isRightToLeft: context.isRightToLeft)
            layers.append(RenderLayer(frame: Rect(x: 2, y: 33, width: max(0, size.width - 4), height: 14), text: .label(label)))
        }
        return layers
    }
}
