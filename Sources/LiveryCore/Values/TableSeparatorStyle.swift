/// UITableView.separatorStyle: whether the table draws lines between its cells.
public enum TableSeparatorStyle: String, Sendable, Hashable, CaseIterable {
    case none, singleLine
}

extension TableSeparatorStyle: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .none: "No lines between cells."
        case .singleLine: "A hairline under each cell, in separatorColor."
        }
    }
}
