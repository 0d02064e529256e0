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

    public init(
        axis: StackAxis, spacing: Double, alignment: StackAlignment, distribution: StackDistribution,
        isLayoutMarginsRelativeArrangement: Bool
    ) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.distribution = distribution
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    }

    /// How a `UITableView` arranges its cells: a column, each cell as wide as
    /// the table (inset 16 points a side in the inset-grouped style).
    public static func table(_ table: TableAppearance) -> StackAppearance {
        StackAppearance(
            axis: .vertical, spacing: 0, alignment: .fill, distribution: .fill,
            isLayoutMarginsRelativeArrangement: true)
    }

    public init(_ style: ResolvedStyle) {
        axis = style.value(.axis)
        spacing = style.value(.spacing)
        alignment = style.value(.alignment)
        distribution = style.value(.distribution)
        isLayoutMarginsRelativeArrangement = style.value(.isLayoutMarginsRelativeArrangement)
    }
}
