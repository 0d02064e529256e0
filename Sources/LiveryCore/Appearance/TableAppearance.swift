/// What a `UITableView` draws beyond its cells: separators between them.
package struct TableAppearance: KindAppearance, Hashable {
    package var style: TableStyle
    package var separatorStyle: TableSeparatorStyle
    package var separatorColor: Color
    package var separatorInset: Insets
    package var sectionHeaderTopPadding: Double

    package static let kind = "UITableView"

    /// The content margin UIKit gives a list on a screen `width` points
    /// wide: 20 on screens 390 points wide and wider, 16 on narrower ones
    /// (measured on iOS 17.5 and 18.5: Docs/Controls.md). Cells' text,
    /// separators, headers, and an inset-grouped section's inset follow it.
    package static func contentMargin(screenWidth width: Double) -> Double { width >= 390 ? 20 : 16 }

    package init(_ style: ResolvedStyle) {
        self.style = style.value(.tableStyle)
        separatorStyle = style.value(.separatorStyle)
        separatorColor = style.value(.separatorColor)
        separatorInset = style.value(.separatorInset)
        sectionHeaderTopPadding = style.value(.sectionHeaderTopPadding)
    }
}
