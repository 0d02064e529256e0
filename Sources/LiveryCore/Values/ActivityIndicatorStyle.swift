/// UIActivityIndicatorView.Style: 8 spokes in 20 points, or 12 in 37.
public enum ActivityIndicatorStyle: String, Sendable, Hashable, CaseIterable {
    case medium, large
}

extension ActivityIndicatorStyle: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .medium: "A 20-point activity indicator with 8 spokes."
        case .large: "A 37-point activity indicator with 12 spokes."
        }
    }
}
