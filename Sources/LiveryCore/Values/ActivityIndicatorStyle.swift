/// UIActivityIndicatorView.Style: 8 spokes in 20 points, or 12 in 37.
public enum ActivityIndicatorStyle: String, Sendable, Hashable, CaseIterable {
    case medium, large
}
