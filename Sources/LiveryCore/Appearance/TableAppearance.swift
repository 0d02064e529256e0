/// What a `UITableView` draws beyond its cells: separators between them.
public struct TableAppearance: KindAppearance, Hashable {
    public var style: TableStyle
    public var separatorColor: Color
    public var separatorInset: Insets
    public var sectionHeaderTopPadding: Double

    public static let kind = "UITableView"

    /// The content margin UIKit gives a list on a screen `width` points
    /// wide: 20 on screens 390 points wide and wider, 16 on narrower ones
    /// (measured on iOS 17.5 and 18.5: Docs/Controls.md). Cells' text,
    /// separators, headers, and an inset-grouped section's inset follow it.
    public static func contentMargin(screenWidth width: Double) -> Double { width >= 390 ? 20 : 16 }

    public init(_ style: ResolvedStyle) {
        self.style = style.value(.tableStyle)
        separatorColor = style.value(.separatorColor)
        separatorInset = style.value(.separatorInset)
        sectionHeaderTopPadding = style.value(.sectionHeaderTopPadding)
    }
}
