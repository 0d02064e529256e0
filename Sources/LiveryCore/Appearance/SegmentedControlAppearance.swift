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
    /// The selected segment's title: its `selected` attributes, else the
    /// normal ones in semibold (UIKit's default look).
    public var selectedTitleFont: ResolvedFont
    public var selectedTitleColor: Color

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
        let normal = AxisKey.normal
        let selected = AxisKey(.selected)
        titleFont = style[.titleTextFont, for: normal] ?? style.value(.titleTextFont)
        titleColor = style[.titleTextColor, for: normal] ?? style.value(.titleTextColor)
        selectedTitleFont =
            style[.titleTextFont, for: selected]
            ?? ResolvedFont(family: titleFont.family, size: titleFont.size, weight: .semibold)
        selectedTitleColor = style[.titleTextColor, for: selected] ?? titleColor
    }
}
