/// `cornerStyle`: `rounded` makes the radius half the shorter side at layout
/// time (a pill), whatever `layer.cornerRadius` says.
public enum CornerStyle: String, Sendable, Hashable, CaseIterable {
    case none, fixedRadius, rounded
}

extension CornerStyle: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .none: "No rounding: layer.cornerRadius alone."
        case .fixedRadius: "Rounded by layer.cornerRadius."
        case .rounded: "Fully rounded: half the shorter side (a capsule or circle)."
        }
    }
}
