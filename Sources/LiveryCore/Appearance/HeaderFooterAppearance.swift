/// What a `UITableViewHeaderFooterView` draws: its text, in footnote and
/// secondaryLabel unless a rule says otherwise. A table draws it as its
/// section's header, or as its footer after the section's cells.
public struct HeaderFooterAppearance: KindAppearance, Hashable {
    public var text: String?
    public var textColor: Color
    public var font: ResolvedFont

    public static let kind = "UITableViewHeaderFooterView"

    public init(_ style: ResolvedStyle) {
        text = style[.textLabelText]
        textColor = style.value(.textLabelColor)
        font = style.value(.textLabelFont)
    }
}
