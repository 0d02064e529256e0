/// Dynamic Type (Docs/Rendering.md): text-style sizes at the default `large`
/// category, scaled by the ratio of body's size in the view's category.
enum DynamicType {
    /// Point size at `large`, and weight, of each text style (UIFont.TextStyle):
    /// also the names a stylesheet's `font:` accepts.
    static let styles: [String: (size: Double, weight: FontWeight)] = [
        "largeTitle": (34, .regular), "title1": (28, .regular), "title2": (22, .regular), "title3": (20, .regular),
        "headline": (17, .semibold), "body": (17, .regular), "callout": (16, .regular), "subheadline": (15, .regular),
        "footnote": (13, .regular), "caption1": (12, .regular), "caption2": (11, .regular),
    ]

    /// Body's point size in each category.
    static func bodySize(_ category: TraitCollection.ContentSizeCategory) -> Double {
        switch category {
        case .xSmall: return 14
        case .small: return 15
        case .medium: return 16
        case .large: return 17
        case .xLarge: return 19
        case .xxLarge: return 21
        case .xxxLarge: return 23
        case .accessibilityMedium: return 28
        case .accessibilityLarge: return 33
        case .accessibilityExtraLarge: return 40
        case .accessibilityExtraExtraLarge: return 47
        case .accessibilityExtraExtraExtraLarge: return 53
        }
    }

    /// A text style scaled to the category and rounded to the nearest point;
    /// fixed fonts do not scale (like `UIFont.systemFont(ofSize:)`). A text
    /// style the table lacks (the compiler rejects them) scales like body.
    static func resolve(_ font: FontValue, category: TraitCollection.ContentSizeCategory) -> ResolvedFont {
        switch font {
        case .fixed(let size, let weight, let family):
            return ResolvedFont(family: family, size: size, weight: weight)
        case .textStyle(let name):
            let style = styles[name] ?? (size: 17, weight: .regular)
            let size = (style.size * bodySize(category) / 17).rounded(.toNearestOrAwayFromZero)
            return ResolvedFont(family: "system", size: size, weight: style.weight)
        }
    }
}
