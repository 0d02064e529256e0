/// UITableViewCell.AccessoryType: drawn at the cell's trailing edge.
public enum AccessoryType: String, Sendable, Hashable, CaseIterable {
    case none, disclosureIndicator, checkmark, detailButton
}
