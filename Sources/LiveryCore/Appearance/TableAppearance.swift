/// What a `UITableView` draws beyond its cells: separators between them.
public struct TableAppearance: KindAppearance, Hashable {
    public var style: TableStyle
    public var separatorColor: Color
    public var separatorInset: Insets
    public var sectionHeaderTopPadding: Double

    public static let kind = "UITableView"

    public init(_ style: ResolvedStyle) {
        self.style = style.value(.tableStyle)
        separatorColor = style.value(.separatorColor)
        separatorInset = style.value(.separatorInset)
        sectionHeaderTopPadding = style.value(.sectionHeaderTopPadding)
    }
}
