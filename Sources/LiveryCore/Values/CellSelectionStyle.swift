/// UITableViewCell.SelectionStyle: how a selected or highlighted cell shows it.
public enum CellSelectionStyle: String, Sendable, Hashable, CaseIterable {
    case none, `default`, gray, blue
}
