import LiveryCore

/// `UIToolbar`: the bar's background with its hairline above; its subviews
/// are its items (``SubviewArrangement/toolbarItems``).
struct ToolbarControl: Control {
    static let kind = BarSlot.Bar.toolbar.className
    let bar: BarAppearance

    init(_ style: ResolvedStyle) { bar = BarAppearance(style) }

    var images: [(reference: ImageReference, key: PropertyKey<ImageReference>)] { bar.images }

    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize { .fixed(width: nil, height: NavigationBarAppearance.rowHeight) }

    func layers(_ context: ControlContext) -> [RenderLayer] {
        BarBackground.layers(bar, hairlineAt: .top, context)
    }
}
