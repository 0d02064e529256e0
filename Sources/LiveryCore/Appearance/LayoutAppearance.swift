/// What layout reads of any view, with the schema's defaults: whether it
/// takes space, its margins, and how strongly it keeps its intrinsic size
/// (Auto Layout priorities, UIKit's 250 hugging and 750 compression
/// resistance unless the class or a rule says otherwise).
package struct LayoutAppearance: Sendable, Hashable {
    package var isHidden: Bool
    package var layoutMargins: Insets
    package var huggingPriority: (horizontal: Double, vertical: Double)
    package var compressionResistancePriority: (horizontal: Double, vertical: Double)
    /// The direction the view lays its subviews out in: a forced
    /// `semanticContentAttribute`'s (UIKit's effectiveUserInterfaceLayoutDirection,
    /// which subviews do not inherit), else the traits'.
    package var direction: TraitCollection.LayoutDirection

    package init(_ style: ResolvedStyle) {
        isHidden = style.value(.isHidden)
        layoutMargins = style.value(.layoutMargins)
        huggingPriority = (style.value(.contentHuggingPriorityHorizontal), style.value(.contentHuggingPriorityVertical))
        compressionResistancePriority = (
            style.value(.contentCompressionResistancePriorityHorizontal),
            style.value(.contentCompressionResistancePriorityVertical)
        )
        direction = style.value(.semanticContentAttribute).forcedDirection ?? style.traits.layoutDirection
    }

    /// The hugging priority along a stack's axis.
    package func hugging(along axis: StackAxis) -> Double {
        axis == .horizontal ? huggingPriority.horizontal : huggingPriority.vertical
    }

    /// The compression resistance along a stack's axis.
    package func compressionResistance(along axis: StackAxis) -> Double {
        axis == .horizontal ? compressionResistancePriority.horizontal : compressionResistancePriority.vertical
    }

    package static func == (a: LayoutAppearance, b: LayoutAppearance) -> Bool {
        a.isHidden == b.isHidden && a.layoutMargins == b.layoutMargins
            && a.huggingPriority == b.huggingPriority
            && a.compressionResistancePriority == b.compressionResistancePriority
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(isHidden)
        hasher.combine(layoutMargins)
        hasher.combine(huggingPriority.horizontal)
        hasher.combine(huggingPriority.vertical)
        hasher.combine(compressionResistancePriority.horizontal)
        hasher.combine(compressionResistancePriority.vertical)
    }
}
