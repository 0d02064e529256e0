/// What a `UIPageControl` draws: a dot per page, the current one highlighted.
package struct PageControlAppearance: KindAppearance, Hashable {
    package var numberOfPages: Int
    package var currentPage: Int
    package var pageIndicatorTintColor: Color
    package var currentPageIndicatorTintColor: Color

    package static let kind = "UIPageControl"

    /// More dots than this draw as this many (UIKit scrolls them).
    package static let maxDots = 100

    package init(_ style: ResolvedStyle) {
        numberOfPages = PageControlAppearance.count(style.value(.numberOfPages))
        currentPage = PageControlAppearance.count(style.value(.currentPage))
        pageIndicatorTintColor = style.value(.pageIndicatorTintColor)
        currentPageIndicatorTintColor = style.value(.currentPageIndicatorTintColor)
    }

    private static func count(_ value: Double) -> Int {
        guard value.isFinite, value >= 0 else { return 0 }
        return Int(min(value, Double(maxDots)).rounded(.down))
    }
}
