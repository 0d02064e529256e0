/// A trait a stylesheet can test, by name: one of UIKit's (the constants
/// here, in Docs/Trees.md's order) or an axis the stylesheet declares under
/// `traits:` (``CustomTraitAxis``, a theme).
public struct TraitName: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public static let userInterfaceStyle = TraitName(rawValue: "userInterfaceStyle")
    public static let displayScale = TraitName(rawValue: "displayScale")
    public static let accessibilityContrast = TraitName(rawValue: "accessibilityContrast")
    public static let userInterfaceLevel = TraitName(rawValue: "userInterfaceLevel")
    public static let horizontalSizeClass = TraitName(rawValue: "horizontalSizeClass")
    public static let verticalSizeClass = TraitName(rawValue: "verticalSizeClass")
    public static let userInterfaceIdiom = TraitName(rawValue: "userInterfaceIdiom")
    public static let layoutDirection = TraitName(rawValue: "layoutDirection")
    public static let preferredContentSizeCategory = TraitName(rawValue: "preferredContentSizeCategory")
    public static let legibilityWeight = TraitName(rawValue: "legibilityWeight")

    /// UIKit's traits, in Docs/Trees.md's order.
    public static let allCases: [TraitName] = [
        .userInterfaceStyle, .displayScale, .accessibilityContrast, .userInterfaceLevel, .horizontalSizeClass,
        .verticalSizeClass, .userInterfaceIdiom, .layoutDirection, .preferredContentSizeCategory, .legibilityWeight,
    ]

    /// Whether it is one of UIKit's traits rather than a declared axis.
    public var isBuiltIn: Bool { TraitName.allCases.contains(self) }

    public var description: String { rawValue }

    /// UIKit's traits in Docs/Trees.md's order, then declared axes by name.
    public static func < (a: TraitName, b: TraitName) -> Bool {
        let i = allCases.firstIndex(of: a) ?? allCases.count
        let j = allCases.firstIndex(of: b) ?? allCases.count
        return i != j ? i < j : a.rawValue < b.rawValue
    }
}
