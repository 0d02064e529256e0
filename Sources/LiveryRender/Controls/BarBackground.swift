import LiveryCore

/// What every bar draws behind its items: its background (systemBackground
/// at 94 % when translucent, or the bar tint) and its hairline, one device
/// pixel toward the content: below a navigation bar, above a tab bar or a toolbar.
enum BarBackground {
    enum Edge { case top, bottom }

    static func layers(_ bar: BarAppearance, hairlineAt edge: Edge, _ context: ControlContext) -> [RenderLayer] {
        let background = bar.barTintColor ?? context.system("systemBackground").withAlpha(bar.isTranslucent ? 0.94 : 1)
        let hairline = context.hairline
        return [
            RenderLayer(frame: context.bounds, backgroundColor: background),
            RenderLayer(
                frame: Rect(x: 0, y: edge == .top ? -hairline : context.size.height, width: context.size.width, height: hairline),
                backgroundColor: bar.shadowColor),
        ]
    }
}
