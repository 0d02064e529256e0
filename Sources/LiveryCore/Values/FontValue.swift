/// A font as a stylesheet names it: a Dynamic Type style, scaled later by the
/// view's `preferredContentSizeCategory`, or a fixed system font.
public enum FontValue: Sendable, Hashable {
    /// `body`, `headline`, `largeTitle`, …
    case textStyle(String)
    /// `{ size: 15, weight: semibold, family: system }`
    case fixed(size: Double, weight: FontWeight, family: String)
    /// `{ size: 15, relativeTo: body }`: a size that scales with Dynamic Type
    /// as the text style does (UIFontMetrics), by its ratio to `large`.
    case scaled(size: Double, weight: FontWeight, family: String, relativeTo: String)
}

/// UIFont.Weight's named cases, lightest first.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// Semibold and heavier draw with the bold face.
    package var isBold: Bool {
        switch self {
        case .semibold, .bold, .heavy, .black: return true
        default: return false
        }
    }
}

/// A font after Dynamic Type scaling: what `apply` prints and the renderer draws.
public struct ResolvedFont: Sendable, Hashable {
    public var family: String
    public var size: Double
    public var weight: FontWeight
    public init(family: String, size: Double, weight: FontWeight) {
        self.family = family
        self.size = size
        self.weight = weight
    }
}
