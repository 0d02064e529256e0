/// UITableViewCell.SelectionStyle: how a selected or highlighted cell shows it.
public enum CellSelectionStyle: String, Sendable, Hashable, CaseIterable {
    case none, `default`, gray, blue
}

extension CellSelectionStyle: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .none: "No fill when selected."
        case .default: "The system fill: systemGray4."
        case .gray: "systemGray4."
        case .blue: "systemBlue."
        }
    }
}
