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

extension CellStyle: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .default: "The text alone, at the leading edge."
        case .subtitle: "The text, and the detail text below it."
        case .value1: "The text at the leading edge, the detail text at the trailing edge."
        case .value2: "A right-aligned label in the tint, then the detail text."
        }
    }
}
