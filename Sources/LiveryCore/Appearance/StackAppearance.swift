/// How a `UIStackView` (or a subclass) arranges its arranged subviews, with
/// the schema's defaults: stylable like any appearance, so `spacing: $gutter`
/// changes a screen's rhythm in one line.
package struct StackAppearance: KindAppearance, Hashable {
    package var axis: StackAxis
    package var spacing: Double
    package var alignment: StackAlignment
    package var distribution: StackDistribution
    /// Arranges inside `layoutMargins` rather than the bounds.
    package var isLayoutMarginsRelativeArrangement: Bool

    package static let kind = "UIStackView"

    package init(
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
    package static func table(_ table: TableAppearance) -> StackAppearance {
        StackAppearance(
            axis: .vertical, spacing: 0, alignment: .fill, distribution: .fill,
            isLayoutMarginsRelativeArrangement: true)
    }

    package init(_ style: ResolvedStyle) {
        axis = style.value(.axis)
        spacing = style.value(.spacing)
        alignment = style.value(.alignment)
        distribution = style.value(.distribution)
        isLayoutMarginsRelativeArrangement = style.value(.isLayoutMarginsRelativeArrangement)
    }
}
