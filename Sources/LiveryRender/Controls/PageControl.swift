import LiveryCore

/// `UIPageControl`: 8-point dots 16 points apart, centred; the current
/// page's dot highlighted. Mirrored right to left.
struct PageControl: Control {
    static let kind = PageControlAppearance.kind
    let appearance: PageControlAppearance

    init(_ style: ResolvedStyle) { appearance = PageControlAppearance(style) }

    func intrinsicSize(_ measure: LineMeasure) -> (width: Double?, height: Double?) {
        (Double(appearance.numberOfPages) * 16 + 24, 26)
    }

    func layers(_ context: ControlContext) -> [RenderLayer] {
        let p = appearance
        let size = context.size
        let start = (size.width - Double(p.numberOfPages) * 16) / 2 + 4
        return (0..<p.numberOfPages).map { i in
            let slot = context.isRightToLeft ? p.numberOfPages - 1 - i : i
            return RenderLayer(
                frame: Rect(x: start + Double(slot) * 16, y: (size.height - 8) / 2, width: 8, height: 8),
                backgroundColor: i == p.currentPage ? p.currentPageIndicatorTintColor : p.pageIndicatorTintColor,
                cornerRadius: 4)
        }
    }
}
