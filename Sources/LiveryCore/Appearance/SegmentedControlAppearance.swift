/// What a `UISegmentedControl` draws: a rounded track, its segments' titles,
/// and the selected segment raised in `selectedSegmentTintColor` with its
/// title in semibold.
public struct SegmentedControlAppearance: KindAppearance, Hashable {
    public var segments: [String]
    /// Nil when no segment is selected (UIKit's noSegment, -1).
    public var selectedIndex: Int?
    public var selectedSegmentTintColor: Color
    /// The track; systemFill's tertiary shade when `backgroundColor` is unset.
    public var backgroundColor: Color?
    public var titleFont: ResolvedFont
    public var titleColor: Color

    public static let kind = "UISegmentedControl"

    /// More segments than this draw as this many.
    public static let maxSegments = 64

    public init(_ style: ResolvedStyle) {
        segments = Array((style[.segments] ?? []).prefix(SegmentedControlAppearance.maxSegments))
        let index: Double = style.value(.selectedSegmentIndex)
        selectedIndex =
            index.isFinite && index >= 0 && index < Double(segments.count) ? Int(index) : nil
        selectedSegmentTintColor = style.value(.selectedSegmentTintColor)
        backgroundColor = style[.backgroundColor]
        titleFont = style.value(.titleTextFont)
        titleColor = style.value(.titleTextColor)
    }
}
