/// The trait environment a view is styled in: UIKit's `UITraitCollection`,
/// restricted to the traits a stylesheet's `when:` can test (Docs/Trees.md).
///
/// A view's effective traits are its parent's, overridden by the view's own
/// trait overrides (tree `traits:`), then by its resolved
/// `overrideUserInterfaceStyle`; see Docs/Resolution.md.
public struct TraitCollection: Sendable, Hashable {
    public enum UserInterfaceStyle: String, Sendable, Hashable, CaseIterable { case light, dark }
    public enum AccessibilityContrast: String, Sendable, Hashable, CaseIterable { case normal, high }
    public enum UserInterfaceLevel: String, Sendable, Hashable, CaseIterable { case base, elevated }
    public enum SizeClass: String, Sendable, Hashable, CaseIterable { case compact, regular }
    public enum UserInterfaceIdiom: String, Sendable, Hashable, CaseIterable { case phone, pad, mac, tv, carPlay, vision }
    public enum LayoutDirection: String, Sendable, Hashable, CaseIterable { case leftToRight, rightToLeft }
    public enum LegibilityWeight: String, Sendable, Hashable, CaseIterable { case regular, bold }
    /// UIContentSizeCategory, smallest first; ordered as UIKit compares them.
    public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Comparable {
        case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
        case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
        case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

        /// UIKit's `isAccessibilityCategory`: the five sizes past `xxxLarge`.
        public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

        public static func < (a: Self, b: Self) -> Bool {
            (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
        }
    }

    public var userInterfaceStyle: UserInterfaceStyle = .light
    /// Pixels per point: 1, 2 or 3.
    public var displayScale: Int = 2
    public var accessibilityContrast: AccessibilityContrast = .normal
    public var userInterfaceLevel: UserInterfaceLevel = .base
    public var horizontalSizeClass: SizeClass = .compact
    public var verticalSizeClass: SizeClass = .regular
    public var userInterfaceIdiom: UserInterfaceIdiom = .phone
    public var layoutDirection: LayoutDirection = .leftToRight
    public var preferredContentSizeCategory: ContentSizeCategory = .large
    public var legibilityWeight: LegibilityWeight = .regular
    /// The values of declared axes (themes) by axis name; an axis not here
    /// has its declared default, which the resolver fills in (``withDefaults(of:)``).
    public var custom: [String: String] {
        get { CustomTraitValues.shared.values(customID) }
        set { customID = CustomTraitValues.shared.id(newValue) }
    }

    /// The custom values, interned: a trait collection stays plain data that
    /// copies without reference counting, as every resolved style and every
    /// step of the walk carries one. 0: none.
    private var customID: Int32 = 0

    /// The defaults of Docs/Trees.md (a light, 2× compact-width phone at the `large` text size).
    public init() {}

    /// Every trait, in Docs/Trees.md's order, as settings.
    public var settings: [TraitSetting] {
        [
            .userInterfaceStyle(userInterfaceStyle), .displayScale(displayScale),
            .accessibilityContrast(accessibilityContrast), .userInterfaceLevel(userInterfaceLevel),
            .horizontalSizeClass(horizontalSizeClass), .verticalSizeClass(verticalSizeClass),
            .userInterfaceIdiom(userInterfaceIdiom), .layoutDirection(layoutDirection),
            .preferredContentSizeCategory(preferredContentSizeCategory), .legibilityWeight(legibilityWeight),
        ] + custom.keys.sorted().map { .custom(name: $0, value: custom[$0] ?? "") }
    }

    /// These traits with every declared axis they lack at its default.
    public func withDefaults(of axes: [CustomTraitAxis]) -> TraitCollection {
        var result = self
        for axis in axes where result.custom[axis.name] == nil { result.custom[axis.name] = axis.defaultValue }
        return result
    }

    /// Sets one trait.
    public mutating func apply(_ setting: TraitSetting) {
        switch setting {
        case .userInterfaceStyle(let v): userInterfaceStyle = v
        case .displayScale(let v): displayScale = v
        case .accessibilityContrast(let v): accessibilityContrast = v
        case .userInterfaceLevel(let v): userInterfaceLevel = v
        case .horizontalSizeClass(let v): horizontalSizeClass = v
        case .verticalSizeClass(let v): verticalSizeClass = v
        case .userInterfaceIdiom(let v): userInterfaceIdiom = v
        case .layoutDirection(let v): layoutDirection = v
        case .preferredContentSizeCategory(let v): preferredContentSizeCategory = v
        case .legibilityWeight(let v): legibilityWeight = v
        case .custom(let name, let v): custom[name] = v
        }
    }

    /// These traits with `overrides` applied in order (a child's overrides win
    /// over what it inherits; a later override wins over an earlier one).
    public func overriding(_ overrides: [TraitSetting]) -> TraitCollection {
        var result = self
        for setting in overrides { result.apply(setting) }
        return result
    }

    /// True when this collection already has the setting's value.
    public func contains(_ setting: TraitSetting) -> Bool {
        switch setting {
        case .userInterfaceStyle(let v): return userInterfaceStyle == v
        case .displayScale(let v): return displayScale == v
        case .accessibilityContrast(let v): return accessibilityContrast == v
        case .userInterfaceLevel(let v): return userInterfaceLevel == v
        case .horizontalSizeClass(let v): return horizontalSizeClass == v
        case .verticalSizeClass(let v): return verticalSizeClass == v
        case .userInterfaceIdiom(let v): return userInterfaceIdiom == v
        case .layoutDirection(let v): return layoutDirection == v
        case .preferredContentSizeCategory(let v): return preferredContentSizeCategory == v
        case .legibilityWeight(let v): return legibilityWeight == v
        case .custom(let name, let v): return custom[name] == v
        }
    }

    /// The traits whose values differ between the two collections: an app
    /// re-styles when one of them is among ``InvocationTable/traitDependencies``.
    public func changedTraits(from other: TraitCollection) -> Set<TraitName> {
        let builtIn = TraitName.allCases.count
        var changed = Set(zip(settings.prefix(builtIn), other.settings.prefix(builtIn)).filter { $0 != $1 }.map(\.0.trait))
        for name in Set(custom.keys).union(other.custom.keys) where custom[name] != other.custom[name] {
            changed.insert(TraitName(rawValue: name))
        }
        return changed
    }

    /// The environment dynamic colors are resolved in.
    var isDark: Bool { userInterfaceStyle == .dark }
    var isHighContrast: Bool { accessibilityContrast == .high }
    var isElevated: Bool { userInterfaceLevel == .elevated }
}
