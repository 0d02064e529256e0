/// What a `UISegmentedControl` draws: a rounded track, its segments' titles,
/// and the selected segment raised in `selectedSegmentTintColor` with its
/// title in semibold.
package struct SegmentedControlAppearance: KindAppearance, Hashable {
    package var segments: [String]
    /// Nil when no segment is selected (UIKit's noSegment, -1).
    package var selectedIndex: Int?
    package var selectedSegmentTintColor: Color
    /// The track; systemFill's tertiary shade when `backgroundColor` is unset.
    package var backgroundColor: Color?
    package var titleFont: ResolvedFont
    package var titleColor: Color
    /// The selected segment's title: its `selected` attributes, else the
    /// normal ones in semibold (UIKit's default look).
    package var selectedTitleFont: ResolvedFont
    package var selectedTitleColor: Color
    /// The titles' kern, baseline offset and decorations, normal and selected.
    package var titleTypography: TextTypography
    package var selectedTitleTypography: TextTypography
    /// The segments' images, each stretched over its segment in place of the
    /// track: the selected one's `selected` image, else normal's.
    package var backgroundImage: ImageReference?
    package var selectedBackgroundImage: ImageReference?

    package static let kind = "UISegmentedControl"

    /// More segments than this draw as this many.
    package static let maxSegments = 64

    package init(_ style: ResolvedStyle) {
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
        titleTypography = TextTypography(style, .segmentTitle, for: normal)
        selectedTitleTypography = TextTypography(style, .segmentTitle, for: selected)
        backgroundImage = style[.backgroundImage, for: normal]
        selectedBackgroundImage = style[.backgroundImage, for: selected] ?? backgroundImage
    }
}
