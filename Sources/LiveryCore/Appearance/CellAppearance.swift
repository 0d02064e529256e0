/// What a `UITableViewCell` draws beyond its subviews: its selection fill,
/// its built-in parts (`textLabel`, `detailTextLabel`, `imageView`) placed
/// by its cell style, and its accessory. Unset, the labels' fonts and
/// colours are the style's, as UIKit's list content gives them.
package struct CellAppearance: KindAppearance, Hashable {
    package var accessoryType: AccessoryType
    /// The fill a selected or highlighted cell shows (nil: not selected, or `none`).
    package var selection: CellSelectionStyle?
    /// The selection's fill in place of the style's (`selectedBackgroundView`'s colour), nil for the style's.
    package var selectionColor: Color?
    /// Checkmarks, detail buttons and value2's text are drawn in the tint.
    package var tintColor: Color
    package var cellStyle: CellStyle
    package var text: String?
    package var textColor: Color
    package var textFont: ResolvedFont
    /// Nil in a default-style cell, which has no detail label.
    package var detailText: String?
    package var detailColor: Color
    package var detailFont: ResolvedFont
    package var image: ImageReference?

    package static let kind = "UITableViewCell"
    /// A tree's name for a cell's `accessoryView`: the subview with this
    /// `part:` stands where the accessory does, in place of `accessoryType`'s.
    package static let accessoryViewPart = "accessoryView"

    package init(_ style: ResolvedStyle) {
        accessoryType = style.value(.accessoryType)
        let chosen = style.state.contains(.selected) || style.state.contains(.highlighted)
        let selectionStyle: CellSelectionStyle = style.value(.selectionStyle)
        selection = chosen && selectionStyle != .none ? selectionStyle : nil
        selectionColor = style[.selectedBackgroundColor]
        tintColor = style.value(.tintColor)
        cellStyle = style.value(.cellStyle)
        let traits = style.traits
        func font(_ name: String, bold: Bool = false) -> ResolvedFont {
            var font = DynamicType.resolve(.textStyle(name), category: traits.preferredContentSizeCategory)
            if bold { font.weight = .semibold }
            return font
        }
        func color(_ name: String) -> Color {
            guard case .color(let color) = ResolvedValue(.color(SystemColors.named(name) ?? DynamicColor(.black)), traits: traits)
            else { return .black }
            return color
        }
        text = style[.textLabelText]
        detailText = cellStyle == .default ? nil : style[.detailTextLabelText]
        image = style[.imageViewImage]
        switch cellStyle {
        case .default, .subtitle, .value1:
            textColor = style[.textLabelColor] ?? color("label")
            textFont = style[.textLabelFont] ?? font("body")
        case .value2:
            textColor = style[.textLabelColor] ?? tintColor
            textFont = style[.textLabelFont] ?? font("subheadline", bold: true)
        }
        switch cellStyle {
        case .default, .subtitle:
            detailColor = style[.detailTextLabelColor] ?? color("secondaryLabel")
            detailFont = style[.detailTextLabelFont] ?? font("subheadline")
        case .value1:
            detailColor = style[.detailTextLabelColor] ?? color("secondaryLabel")
            detailFont = style[.detailTextLabelFont] ?? font("body")
        case .value2:
            detailColor = style[.detailTextLabelColor] ?? color("label")
            detailFont = style[.detailTextLabelFont] ?? font("subheadline")
        }
    }
}
