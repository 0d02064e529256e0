/// The trait names and values of tree.md, which a rule's `when:` may test.
/// (The tree loader validates a document's `traits:` against the same table.)
enum TraitVocabulary {
    static let contentSizeCategories = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
        "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
    ]

    /// Allowed values by trait name. `displayScale` values are its integers' text.
    static let values: [String: [String]] = [
        "userInterfaceStyle": ["light", "dark"],
        "displayScale": ["1", "2", "3"],
        "accessibilityContrast": ["normal", "high"],
        "userInterfaceLevel": ["base", "elevated"],
        "horizontalSizeClass": ["compact", "regular"],
        "verticalSizeClass": ["compact", "regular"],
        "userInterfaceIdiom": ["phone", "pad", "mac", "tv", "carPlay", "vision"],
        "layoutDirection": ["leftToRight", "rightToLeft"],
        "preferredContentSizeCategory": contentSizeCategories,
        "legibilityWeight": ["regular", "bold"],
    ]

    /// The canonical spelling of a trait value (`2.0` → `2` for displayScale), or nil if invalid.
    static func canonicalValue(_ value: String, for trait: String) -> String? {
        guard let allowed = values[trait] else { return nil }
        if trait == "displayScale", let number = Double(value), number == number.rounded(), abs(number) < 10 {
            let text = String(Int(number))
            return allowed.contains(text) ? text : nil
        }
        return allowed.contains(value) ? value : nil
    }
}
