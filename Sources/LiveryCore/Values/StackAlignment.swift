/// UIStackView's `alignment`: where arranged subviews sit across the axis.
/// `top`/`leading` and `bottom`/`trailing` are the same place, named for a
/// horizontal and a vertical stack, as in UIKit.
public enum StackAlignment: String, Sendable, Hashable, CaseIterable {
    case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
}
