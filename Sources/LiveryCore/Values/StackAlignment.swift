/// UIStackView's `alignment`: where arranged subviews sit across the axis.
/// `top`/`leading` and `bottom`/`trailing` are the same place, named for a
/// horizontal and a vertical stack, as in UIKit.
public enum StackAlignment: String, Sendable, Hashable, CaseIterable {
    case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
}

extension StackAlignment: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .fill: "Each arranged view fills the stack across its axis."
        case .leading: "Aligned to the leading edge."
        case .top: "Aligned to the top (horizontal stacks)."
        case .firstBaseline: "Aligned by their first text baselines (horizontal stacks)."
        case .center: "Centred across the axis."
        case .trailing: "Aligned to the trailing edge."
        case .bottom: "Aligned to the bottom (horizontal stacks)."
        case .lastBaseline: "Aligned by their last text baselines (horizontal stacks)."
        }
    }
}
