/// What a `UITableViewHeaderFooterView` draws: its text, in footnote and
/// secondaryLabel unless a rule says otherwise. A table draws it as its
/// section's header, or as its footer after the section's cells.
package struct HeaderFooterAppearance: KindAppearance, Hashable {
    package var text: String?
    package var textColor: Color
    package var font: ResolvedFont

    package static let kind = "UITableViewHeaderFooterView"

    package init(_ style: ResolvedStyle) {
        text = style[.textLabelText]
        textColor = style.value(.textLabelColor)
        font = style.value(.textLabelFont)
    }
}
