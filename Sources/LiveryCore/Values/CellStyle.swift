/// UITableViewCell.CellStyle: where the cell's built-in labels go.
public enum CellStyle: String, Sendable, Hashable, CaseIterable {
    /// The text alone, at the leading edge.
    case `default`
    /// The text, and the detail text below it.
    case subtitle
    /// The text at the leading edge, the detail text at the trailing edge.
    case value1
    /// A right-aligned label column in the tint, then the detail text.
    case value2
}
