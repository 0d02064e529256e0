/// UIStackView's `distribution`: how arranged subviews share the axis.
public enum StackDistribution: String, Sendable, Hashable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

extension StackDistribution: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .fill: "The views fill the axis; the lowest-hugging one stretches."
        case .fillEqually: "Every arranged view gets the same length."
        case .fillProportionally: "Lengths in proportion to the views' intrinsic sizes."
        case .equalSpacing: "Equal gaps between the views."
        case .equalCentering: "Equal distances between the views' centres."
        }
    }
}
