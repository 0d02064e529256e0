/// What of a stylesheet reaches SwiftUI (Docs/SwiftUI.md): the properties
/// `LiverySwiftUI` wears on a view standing for each UIKit class
/// (``StyleType``), and the system chrome styled through UIKit's appearance
/// proxies, which take only rules naming the type and only what the class's
/// header marks `UI_APPEARANCE_SELECTOR`. `livery lint --swiftui` reports
/// the rest; the glue's tests hold this table to what it wears, and
/// `AppearanceProxies` reads its chrome from here.
public enum SwiftUIReach {
    /// Worn on every view: background, corners, border, shadow, opacity, hidden, tint, padding.
    static let everyView: Set<String> = [
        "alpha", "backgroundColor", "isHidden", "layer.borderColor", "layer.borderWidth", "layer.cornerCurve", "layer.cornerRadius",
        "layer.opacity", "layer.shadowColor", "layer.shadowOffset", "layer.shadowOpacity", "layer.shadowRadius", "layoutMargins",
        "tintColor",
    ]

    /// The text attributes a `Text` wears (iOS 16's modifiers, and `lineSpacing`).
    static let text = ["baselineOffset", "kern", "strikethroughColor", "strikethroughStyle", "underlineColor", "underlineStyle"]

    /// Worn besides ``everyView``, by the UIKit class a SwiftUI view stands for.
    static let byClass: [String: Set<String>] = [
        "UILabel": Set(text + ["font", "lineSpacing", "numberOfLines", "textAlignment", "textColor"]),
        "UIButton": Set(text.map { "titleTextAttributes." + $0 } + ["buttonType", "contentEdgeInsets", "titleColor", "titleFont"]),
        "UITextField": Set(
            (text + ["font", "foregroundColor"]).map { "defaultTextAttributes." + $0 } + ["font", "textAlignment", "textColor"]),
        "UISwitch": ["onTintColor"],
        "UISlider": ["minimumTrackTintColor"],
        "UIProgressView": ["progressTintColor"],
        "UIActivityIndicatorView": ["color"],
    ]

    /// A class SwiftUI draws itself, styled only through its appearance
    /// proxy: the keypaths (their first component) its header marks
    /// `UI_APPEARANCE_SELECTOR`, and its appearance-object slots.
    public struct Chrome: Sendable, Hashable {
        public let className: String
        public let keyPaths: Set<String>
        public let slots: Set<String>
    }

    public static let chrome: [Chrome] = [
        Chrome(
            className: "UINavigationBar",
            keyPaths: [
                "backgroundColor", "barStyle", "shadowImage", "backgroundImage", "prefersLargeTitles", "titleTextAttributes",
                "largeTitleTextAttributes", "barTintColor", "isTranslucent", "backIndicatorImage", "backIndicatorTransitionMaskImage",
            ],
            slots: ["standardAppearance", "compactAppearance", "scrollEdgeAppearance", "compactScrollEdgeAppearance"]),
        Chrome(
            className: "UITabBar",
            keyPaths: ["backgroundColor", "backgroundImage", "shadowImage", "barStyle", "unselectedItemTintColor", "barTintColor"],
            slots: ["standardAppearance", "scrollEdgeAppearance"]),
        Chrome(className: "UISegmentedControl", keyPaths: ["backgroundColor", "selectedSegmentTintColor", "titleTextAttributes"], slots: []),
        Chrome(className: "UIPageControl", keyPaths: ["backgroundColor", "pageIndicatorTintColor", "currentPageIndicatorTintColor"], slots: []),
    ]

    /// Whether a proxy of `chrome` takes `keyPath`: a marked property, or one of a slot's (a bar's
    /// `shadowColor` is its standard slot's).
    public static func proxyTakes(_ keyPath: String, _ chrome: Chrome) -> Bool {
        let root = String(keyPath.prefix { $0 != "." })
        return chrome.keyPaths.contains(root) || chrome.slots.contains(root)
            || (root == PropertyKeys.barShadowColor.keyPath && chrome.slots.contains("standardAppearance"))
    }

    /// What a class does not wear of ``everyView``: a list row's background
    /// is the whole row's (`listRowBackground`), without corners.
    static let notWorn: [String: Set<String>] = ["UITableViewCell": ["layer.cornerRadius", "layer.cornerCurve"]]

    /// Whether a SwiftUI view standing for `typeName` (or the nearest of its
    /// superclasses a SwiftUI view stands for) wears `keyPath`.
    public static func wears(_ keyPath: String, on typeName: String, registry: TypeRegistry) -> Bool {
        let chain = registry.classChain(of: typeName)
        if everyView.contains(keyPath) { return !chain.contains { notWorn[$0]?.contains(keyPath) ?? false } }
        return chain.contains { byClass[$0]?.contains(keyPath) ?? false }
    }

    /// The chrome `typeName` is or inherits from; nil for a view SwiftUI's `.style(…)` reaches.
    public static func chrome(of typeName: String, registry: TypeRegistry) -> Chrome? {
        let chain = registry.classChain(of: typeName)
        return chrome.first { chain.contains($0.className) }
    }
}
