/// UITableView.Style.
public enum TableStyle: String, Sendable, Hashable, CaseIterable {
    case plain, grouped, insetGrouped
}
