/// One slot of a bar's appearance objects (`standardAppearance`,
/// `scrollEdgeAppearance`, …) and the keypaths a stylesheet sets in it
/// (Docs/Stylesheets.md, "Bar appearance objects"). The schema's properties,
/// the renderer's reads and the binding's appliers all come from here.
package struct BarSlot: Sendable, Hashable {
    /// The bars that have appearance objects.
    public enum Bar: Sendable, Hashable, CaseIterable {
        case navigation, toolbar, tab

        /// The class whose views are this bar.
        public var className: String {
            switch self {
            case .navigation: "UINavigationBar"
            case .toolbar: "UIToolbar"
            case .tab: "UITabBar"
            }
        }

        /// The bar a class's views are, asked of its class chain (`isKind`); nil for a class that is no bar.
        public static func of(_ isKind: (String) -> Bool) -> Bar? {
            allCases.first { isKind($0.className) }
        }
    }

    /// One property a slot has, below the slot's keypath.
    public struct Property: Sendable, Hashable {
        /// The keypath below the slot (`backgroundColor`, `buttonAppearance.titleTextAttributes.font`).
        public var name: String
        public var kind: ValueKind
        /// Set per control state (`setTitleTextAttributes(_:for:)`'s states).
        public var isKeyed: Bool
        /// One line on what it does.
        public var summary: String
        /// An enum's cases' descriptions, from its Swift type.
        public var caseSummaries: [String: String]
        /// UIKit's value when nothing sets it, where the slot has one of its own.
        public var defaultValue: Value?
        /// The numbers it takes, where it is a number with bounds (a title's kern, its shadow's blur).
        package var range: NumberRange?

        /// A property declared by the Swift type it reads as, which gives its kind and cases.
        init<V: SchemaValue>(_ name: String, _: V.Type, keyed: Bool = false, default defaultValue: Value? = nil, _ summary: String) {
            self.name = name
            kind = V.kind
            isKeyed = keyed
            self.summary = summary
            caseSummaries = V.caseSummaries
            self.defaultValue = defaultValue
        }

        /// A typography attribute below a slot's text attributes (`titleTextAttributes.kern`).
        init(_ attribute: TextAttribute, in container: String, of what: String) {
            name = attribute.keyPath(in: container)
            kind = attribute.kind
            isKeyed = false
            summary = "In \(what): " + attribute.summary
            caseSummaries = attribute.caseSummaries
            defaultValue = attribute.defaultValue
            range = attribute.range
        }
    }

    /// `standardAppearance`, …
    public var name: String

    public init(_ name: String) { self.name = name }

    public static let standard = BarSlot("standardAppearance")
    public static let compact = BarSlot("compactAppearance")
    public static let scrollEdge = BarSlot("scrollEdgeAppearance")
    public static let compactScrollEdge = BarSlot("compactScrollEdgeAppearance")

    /// Every slot, in the order the `appearance:` shorthand fills them.
    public static let all: [BarSlot] = [.standard, .compact, .scrollEdge, .compactScrollEdge]

    /// The slots each bar has, as UIKit declares them.
    public static func slots(of bar: Bar) -> [BarSlot] {
        bar == .tab ? [.standard, .scrollEdge] : all
    }

    /// The keypath of a property in this slot (`standardAppearance.backgroundColor`).
    public func keyPath(_ property: String) -> String { name + "." + property }

    // The properties of a slot, as keypaths below it.
    public static let configure = "configure"
    public static let backgroundColor = "backgroundColor"
    public static let backgroundEffect = "backgroundEffect"
    public static let backgroundImage = "backgroundImage"
    public static let shadowColor = "shadowColor"
    public static let shadowImage = "shadowImage"
    public static let titleColor = "titleTextAttributes.foregroundColor"
    public static let titleFont = "titleTextAttributes.font"
    public static let titlePositionAdjustment = "titlePositionAdjustment"
    public static let largeTitleColor = "largeTitleTextAttributes.foregroundColor"
    public static let largeTitleFont = "largeTitleTextAttributes.font"
    public static let backIndicatorImage = "backIndicatorImage"
    /// Where a navigation bar appearance's titles take the typography's character attributes (``TextAttribute``).
    package static let titleAttributes = "titleTextAttributes"
    package static let largeTitleAttributes = "largeTitleTextAttributes"
    /// A navigation bar's and a toolbar's bar button item appearances, each keyed by state.
    public static let buttonAppearances = ["buttonAppearance", "doneButtonAppearance", "backButtonAppearance"]
    /// A tab bar's item appearances: stacked (an iPhone in portrait), inline (a regular width), compact inline (a compact height).
    public static let itemAppearances = ["stackedLayoutAppearance", "inlineLayoutAppearance", "compactInlineLayoutAppearance"]
    // Below a button appearance, per state.
    public static let buttonTitleColor = "titleTextAttributes.foregroundColor"
    public static let buttonTitleFont = "titleTextAttributes.font"
    public static let buttonTitlePositionAdjustment = "titlePositionAdjustment"
    public static let buttonBackgroundImage = "backgroundImage"
    // Below a tab item appearance, per state.
    public static let itemIconColor = "iconColor"
    public static let itemTitleColor = "titleTextAttributes.foregroundColor"
    public static let itemTitleFont = "titleTextAttributes.font"
    public static let itemTitlePositionAdjustment = "titlePositionAdjustment"
    public static let itemBadgeColor = "badgeBackgroundColor"
    public static let itemBadgeTextColor = "badgeTextAttributes.foregroundColor"
    public static let selectionIndicatorTintColor = "selectionIndicatorTintColor"

    /// The tab item appearance a bar in these traits draws its items with.
    public static func itemAppearance(for traits: TraitCollection) -> String {
        if traits.verticalSizeClass == .compact { return itemAppearances[2] }
        return traits.horizontalSizeClass == .regular ? itemAppearances[1] : itemAppearances[0]
    }

    /// Every property a slot of `bar` has: declared once, read by every bar
    /// a renderer draws, so made once per bar.
    public static func properties(of bar: Bar) -> [Property] {
        switch bar {
        case .navigation: navigationProperties
        case .toolbar: toolbarProperties
        case .tab: tabProperties
        }
    }

    private static let navigationProperties = declared(.navigation)
    private static let toolbarProperties = declared(.toolbar)
    private static let tabProperties = declared(.tab)

    /// The declaration ``properties(of:)`` keeps.
    private static func declared(_ bar: Bar) -> [Property] {
        var list = [
            Property(
                configure, BarBackgroundConfiguration.self,
                "Where the slot starts: default (translucent, with a hairline), opaque, or transparent (configureWith…Background())."),
            Property(backgroundColor, Color.self, "The bar's background colour, over the effect (UIBarAppearance.backgroundColor)."),
            Property(
                backgroundEffect, BlurStyle.self,
                "The blur behind the background colour; none for no blur (UIBarAppearance.backgroundEffect)."),
            Property(backgroundImage, ImageReference.self, "An image over the background colour (UIBarAppearance.backgroundImage)."),
            Property(shadowColor, Color.self, "The hairline's colour; clear hides it (UIBarAppearance.shadowColor)."),
            Property(shadowImage, ImageReference.self, "An image for the hairline (UIBarAppearance.shadowImage)."),
        ]
        /// The per-state properties below each of `appearances`.
        func states(_ appearances: [String], _ below: [Property]) -> [Property] {
            appearances.flatMap { appearance in
                below.map { property in
                    var property = property
                    property.name = appearance + "." + property.name
                    property.summary += " (" + appearance + ")."
                    return property
                }
            }
        }
        let buttonProperties = [
            Property(buttonTitleColor, Color.self, keyed: true, "The items' title colour, per state"),
            Property(buttonTitleFont, ResolvedFont.self, keyed: true, "The items' title font, per state"),
            Property(buttonTitlePositionAdjustment, Point.self, keyed: true, default: .zeroOffset, "Moves the items' titles by [x, y], per state"),
            Property(buttonBackgroundImage, ImageReference.self, keyed: true, "An image behind the items, per state"),
        ]
        let itemProperties = [
            Property(itemIconColor, Color.self, keyed: true, "The items' image colour, per state: normal, selected"),
            Property(itemTitleColor, Color.self, keyed: true, "The items' title colour, per state"),
            Property(itemTitleFont, ResolvedFont.self, keyed: true, "The items' title font, per state"),
            Property(itemTitlePositionAdjustment, Point.self, keyed: true, default: .zeroOffset, "Moves the items' titles by [x, y], per state"),
            Property(itemBadgeColor, Color.self, keyed: true, "The items' badge colour, per state"),
            Property(itemBadgeTextColor, Color.self, keyed: true, "The items' badge text colour, per state"),
        ]
        switch bar {
        case .navigation:
            list +=
                [
                    Property(titleColor, Color.self, "The title's colour (UINavigationBarAppearance.titleTextAttributes)."),
                    Property(titleFont, ResolvedFont.self, "The title's font (UINavigationBarAppearance.titleTextAttributes)."),
                    Property(
                        titlePositionAdjustment, Point.self, default: .zeroOffset,
                        "Moves the inline title by [x, y] (UINavigationBarAppearance.titlePositionAdjustment)."),
                    Property(largeTitleColor, Color.self, "The large title's colour (UINavigationBarAppearance.largeTitleTextAttributes)."),
                    Property(
                        largeTitleFont, ResolvedFont.self, "The large title's font (UINavigationBarAppearance.largeTitleTextAttributes)."),
                    Property(
                        backIndicatorImage, ImageReference.self,
                        "The back button's chevron (setBackIndicatorImage(_:transitionMaskImage:), both images)."),
                ]
                + TextAttribute.character.map {
                    Property($0, in: titleAttributes, of: "the title's attributes (UINavigationBarAppearance.titleTextAttributes)")
                }
                + TextAttribute.character.map {
                    Property(
                        $0, in: largeTitleAttributes, of: "the large title's attributes (UINavigationBarAppearance.largeTitleTextAttributes)")
                }
                + states(buttonAppearances, buttonProperties)
        case .toolbar:
            list += states(Array(buttonAppearances.prefix(2)), buttonProperties)
        case .tab:
            list += states(itemAppearances, itemProperties)
            list.append(
                Property(
                    selectionIndicatorTintColor, Color.self,
                    "The selection indicator's tint (UITabBarAppearance.selectionIndicatorTintColor)."))
        }
        return list
    }
}

extension Value {
    /// `UIOffset.zero`: where UIKit leaves a title it is not told to move.
    fileprivate static let zeroOffset = Value.point(Point(x: 0, y: 0))
}
