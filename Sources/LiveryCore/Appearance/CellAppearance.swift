/// What a `UITableViewCell` draws beyond its content: its accessory.
public struct CellAppearance: KindAppearance, Hashable {
    public var accessoryType: AccessoryType
    /// Checkmarks and detail buttons are drawn in the tint.
    public var tintColor: Color

    public static let kind = "UITableViewCell"

    public init(_ style: ResolvedStyle) {
        accessoryType = style.value(.accessoryType)
        tintColor = style.value(.tintColor)
    }
}
