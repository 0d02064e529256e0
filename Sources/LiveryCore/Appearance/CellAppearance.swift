/// What a `UITableViewCell` draws beyond its content: its accessory.
public struct CellAppearance: KindAppearance, Hashable {
    public var accessoryType: AccessoryType
    /// The fill a selected or highlighted cell shows (nil: not selected, or `none`).
    public var selection: CellSelectionStyle?
    /// Checkmarks and detail buttons are drawn in the tint.
    public var tintColor: Color

    public static let kind = "UITableViewCell"

    public init(_ style: ResolvedStyle) {
        accessoryType = style.value(.accessoryType)
        let chosen = style.state.contains(.selected) || style.state.contains(.highlighted)
        let selectionStyle: CellSelectionStyle = style.value(.selectionStyle)
        selection = chosen && selectionStyle != .none ? selectionStyle : nil
        tintColor = style.value(.tintColor)
    }
}
