import LiveryCore

/// What every bar draws behind its items: its background (systemBackground
/// at 94 % when translucent, or the bar tint) and its hairline, one device
/// pixel toward the content: below a navigation bar, above a tab bar or a
/// toolbar. A bar on the edge of a device's safe area extends its background
/// to the screen's edge, under the status bar or the home indicator.
enum BarBackground {
    enum Edge { case top, bottom }

    static func layers(_ bar: BarAppearance, hairlineAt edge: Edge, _ context: ControlContext) -> [RenderLayer] {
        let background = bar.barTintColor ?? context.system("systemBackground").withAlpha(bar.isTranslucent ? 0.94 : 1)
        let hairline = context.hairline
        let extended = Rect(
            x: 0, y: -context.aboveSafeArea, width: context.size.width,
            height: context.size.height + context.aboveSafeArea + context.belowSafeArea)
        return [
            RenderLayer(frame: extended, backgroundColor: background),
            RenderLayer(
                frame: Rect(x: 0, y: edge == .top ? -hairline : context.size.height, width: context.size.width, height: hairline),
                backgroundColor: bar.shadowColor),
        ]
    }
}
