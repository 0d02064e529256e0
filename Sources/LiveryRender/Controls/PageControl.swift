import LiveryCore

/// `UIPageControl`, as iOS 17–18 draws it (Docs/Controls.md): 7.6-point
/// dots, centres 17.67 points apart, centred; the current page's dot
/// highlighted. Mirrored right to left.
struct PageControl: Control {
    static let kind = PageControlAppearance.kind
    static let dot = 7.6
    static let pitch = 53.0 / 3
    /// The width beside the dots' slots, and the height.
    static let padding = 59.0 / 3
    static let height = 26.0

    let appearance: PageControlAppearance

    init(_ style: ResolvedStyle) { appearance = PageControlAppearance(style) }

    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize {
        .fixed(width: Double(appearance.numberOfPages) * Self.pitch + Self.padding, height: Self.height)
    }

    func layers(_ context: ControlContext) -> [RenderLayer] {
        let p = appearance
        let size = context.size
        let firstCentre = (size.width - Double(p.numberOfPages - 1) * Self.pitch) / 2
        return (0..<p.numberOfPages).map { i in
            let slot = context.isRightToLeft ? p.numberOfPages - 1 - i : i
            let centre = firstCentre + Double(slot) * Self.pitch
            return RenderLayer(
                frame: Rect(x: centre - Self.dot / 2, y: (size.height - Self.dot) / 2, width: Self.dot, height: Self.dot),
                backgroundColor: i == p.currentPage ? p.currentPageIndicatorTintColor : p.pageIndicatorTintColor,
                cornerRadius: Self.dot / 2)
        }
    }
}
