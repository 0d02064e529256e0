/// UIStackView's `distribution`: how arranged subviews share the axis.
public enum StackDistribution: String, Sendable, Hashable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}
