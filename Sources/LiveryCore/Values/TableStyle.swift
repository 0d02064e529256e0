/// UITableView.Style.
public enum TableStyle: String, Sendable, Hashable, CaseIterable {
    case plain, grouped, insetGrouped
}

extension TableStyle: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .plain: "Plain: cells edge to edge, headers float."
        case .grouped: "A grouped table."
        case .insetGrouped: "Cells inset 16 points, the section's corners rounded."
        }
    }
}
