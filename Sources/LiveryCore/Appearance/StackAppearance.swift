/// How a `UIStackView` (or a subclass) arranges its arranged subviews, with
/// the schema's defaults: stylable like any appearance, so `spacing: $gutter`
/// changes a screen's rhythm in one line.
public struct StackAppearance: KindAppearance, Hashable {
    public var axis: StackAxis
    public var spacing: Double
    public var alignment: StackAlignment
    public var distribution: StackDistribution
    /// Arranges inside `layoutMargins` rather than the bounds.
    public var isLayoutMarginsRelativeArrangement: Bool

    public static let kind = "UIStackView"

    public init(_ style: ResolvedStyle) {
        axis = style.value(.axis)
        spacing = style.value(.spacing)
        alignment = style.value(.alignment)
        distribution = style.value(.distribution)
        isLayoutMarginsRelativeArrangement = style.value(.isLayoutMarginsRelativeArrangement)
    }
}
