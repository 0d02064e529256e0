/// UIStackView's `axis`: the direction its arranged subviews follow.
public enum StackAxis: String, Sendable, Hashable, CaseIterable {
    case horizontal, vertical
}
