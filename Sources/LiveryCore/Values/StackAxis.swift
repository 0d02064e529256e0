/// UIStackView's `axis`: the direction its arranged subviews follow.
public enum StackAxis: String, Sendable, Hashable, CaseIterable {
    case horizontal, vertical
}

extension StackAxis: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .horizontal: "A row."
        case .vertical: "A column."
        }
    }
}
