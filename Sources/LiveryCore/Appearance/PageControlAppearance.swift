/// What a `UIPageControl` draws: a dot per page, the current one highlighted.
public struct PageControlAppearance: KindAppearance, Hashable {
    public var numberOfPages: Int
    public var currentPage: Int
    public var pageIndicatorTintColor: Color
    public var currentPageIndicatorTintColor: Color

    public static let kind = "UIPageControl"

    /// More dots than this draw as this many (UIKit scrolls them).
    public static let maxDots = 100

    public init(_ style: ResolvedStyle) {
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
