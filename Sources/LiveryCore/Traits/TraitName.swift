/// The traits a stylesheet can test, by name, in Docs/Trees.md's order.
public enum TraitName: String, Sendable, Hashable, CaseIterable, Comparable {
    case userInterfaceStyle, displayScale, accessibilityContrast, userInterfaceLevel
    case horizontalSizeClass, verticalSizeClass, userInterfaceIdiom, layoutDirection
    case preferredContentSizeCategory, legibilityWeight

    /// Docs/Trees.md's order.
    public static func < (a: TraitName, b: TraitName) -> Bool {
        allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }
}
