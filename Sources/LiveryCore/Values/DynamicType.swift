/// Dynamic Type (Docs/Rendering.md): each text style's point size in each
/// content size category is UIKit's own table (Apple's Human Interface
/// Guidelines, Typography), not a scale of one size: `largeTitle` grows from
/// 34 to 52 pt at accessibilityExtraLarge while body grows from 17 to 40.
package enum DynamicType {
    /// The text styles (UIFont.TextStyle) a stylesheet's `font:` accepts, with
    /// their weight and their size in every category, smallest category first
    /// (``TraitCollection/ContentSizeCategory`` order).
    package static let styles: [String: (weight: FontWeight, sizes: [Double])] = [
        "largeTitle": (.regular, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        "title1": (.regular, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        "title2": (.regular, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        "title3": (.regular, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        "headline": (.semibold, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        "body": (.regular, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        "callout": (.regular, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        "subheadline": (.regular, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        "footnote": (.regular, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        "caption1": (.regular, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        "caption2": (.regular, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
    ]

    /// A text style at the category's size; fixed fonts do not scale (like
    /// `UIFont.systemFont(ofSize:)`). A text style the table lacks (the
    /// compiler rejects them) reads as body.
    /// Where `large`, the default category, sits in every style's sizes.
    private static let largeIndex = TraitCollection.ContentSizeCategory.allCases.firstIndex(of: .large) ?? 3

    package static func resolve(_ font: FontValue, category: TraitCollection.ContentSizeCategory) -> ResolvedFont {
        switch font {
        case .fixed(let size, let weight, let family):
            return ResolvedFont(family: family, size: size, weight: weight)
        case .scaled(let size, let weight, let family, let relativeTo):
            let sizes = (styles[relativeTo] ?? styles["body"])?.sizes ?? []
            let index = TraitCollection.ContentSizeCategory.allCases.firstIndex(of: category) ?? 0
            guard sizes.indices.contains(index), sizes.indices.contains(largeIndex), sizes[largeIndex] > 0 else {
                return ResolvedFont(family: family, size: size, weight: weight)
            }
            return ResolvedFont(family: family, size: size * sizes[index] / sizes[largeIndex], weight: weight)
        case .textStyle(let name):
            let style = styles[name] ?? styles["body"] ?? (.regular, [])
            let index = TraitCollection.ContentSizeCategory.allCases.firstIndex(of: category) ?? 0
            let size = style.sizes.indices.contains(index) ? style.sizes[index] : (style.sizes.last ?? 0)
            return ResolvedFont(family: "system", size: size, weight: style.weight)
        }
    }
}
