/// UITableViewCell.AccessoryType: drawn at the cell's trailing edge.
public enum AccessoryType: String, Sendable, Hashable, CaseIterable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
}

extension AccessoryType: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .none: "No accessory."
        case .disclosureIndicator: "A chevron."
        case .detailDisclosureButton: "A circled i in the tint, then a chevron."
        case .checkmark: "A checkmark in the tint."
        case .detailButton: "A circled i in the tint."
        }
    }
}
