/// One slot of a bar's appearance objects (`standardAppearance`,
/// `scrollEdgeAppearance`, …) and the keypaths a stylesheet sets in it
/// (Docs/Stylesheets.md, "Bar appearance objects"). The schema's properties,
/// the renderer's reads and the binding's appliers all come from here.
package struct BarSlot: Sendable, Hashable {
    package enum Bar: Sendable, Hashable { case navigation, toolbar, tab }

    /// `standardAppearance`, …
    public var name: String

    public init(_ name: String) { self.name = name }

    public static let standard = BarSlot("standardAppearance")
    public static let compact = BarSlot("compactAppearance")
    public static let scrollEdge = BarSlot("scrollEdgeAppearance")
    public static let compactScrollEdge = BarSlot("compactScrollEdgeAppearance")

    /// The slots each bar has, as UIKit declares them.
    public static func slots(of bar: Bar) -> [BarSlot] {
        bar == .tab ? [.standard, .scrollEdge] : [.standard, .compact, .scrollEdge, .compactScrollEdge]
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

    /// Every slot keypath of every bar: read through ``BarSlot`` rather than a ``PropertyKey`` each.
    public static let allKeyPaths: Set<String> = Set(
        [Bar.navigation, .toolbar, .tab].flatMap { bar in slots(of: bar).flatMap { slot in properties(of: bar).map { slot.keyPath($0.name) } } })

    /// Every property a slot of `bar` has, with its kind and whether it is keyed by state.
    public static func properties(of bar: Bar) -> [(name: String, kind: ValueKind, keyed: Bool, summary: String)] {
        var list: [(String, ValueKind, Bool, String)] = [
            (configure, .enumeration(BarBackgroundConfiguration.allCases.map(\.rawValue)), false,
             "Where the slot starts: default (translucent, with a hairline), opaque, or transparent (configureWith…Background())."),
            (backgroundColor, .color, false, "The bar's background colour, over the effect (UIBarAppearance.backgroundColor)."),
            (backgroundEffect, .enumeration(BlurStyle.allCases.map(\.rawValue)), false,
             "The blur behind the background colour; none for no blur (UIBarAppearance.backgroundEffect)."),
            (backgroundImage, .image, false, "An image over the background colour (UIBarAppearance.backgroundImage)."),
            (shadowColor, .color, false, "The hairline's colour; clear hides it (UIBarAppearance.shadowColor)."),
            (shadowImage, .image, false, "An image for the hairline (UIBarAppearance.shadowImage)."),
        ]
        /// The per-state properties below each of `appearances`.
        func states(_ appearances: [String], _ below: [(String, ValueKind, String)]) -> [(String, ValueKind, Bool, String)] {
            var result: [(String, ValueKind, Bool, String)] = []
            for appearance in appearances {
                for (name, kind, summary) in below {
                    let keyPath: String = appearance + "." + name
                    result.append((keyPath, kind, true, summary + " (" + appearance + ")."))
                }
            }
            return result
        }
        let buttonProperties: [(String, ValueKind, String)] = [
            (buttonTitleColor, .color, "The items' title colour, per state"),
            (buttonTitleFont, .font, "The items' title font, per state"),
            (buttonTitlePositionAdjustment, .point, "Moves the items' titles by [x, y], per state"),
            (buttonBackgroundImage, .image, "An image behind the items, per state"),
        ]
        let itemProperties: [(String, ValueKind, String)] = [
            (itemIconColor, .color, "The items' image colour, per state: normal, selected"),
            (itemTitleColor, .color, "The items' title colour, per state"),
            (itemTitleFont, .font, "The items' title font, per state"),
            (itemTitlePositionAdjustment, .point, "Moves the items' titles by [x, y], per state"),
            (itemBadgeColor, .color, "The items' badge colour, per state"),
            (itemBadgeTextColor, .color, "The items' badge text colour, per state"),
        ]
        switch bar {
        case .navigation:
            list += [
                (titleColor, .color, false, "The title's colour (UINavigationBarAppearance.titleTextAttributes)."),
                (titleFont, .font, false, "The title's font (UINavigationBarAppearance.titleTextAttributes)."),
                (titlePositionAdjustment, .point, false, "Moves the inline title by [x, y] (UINavigationBarAppearance.titlePositionAdjustment)."),
                (largeTitleColor, .color, false, "The large title's colour (UINavigationBarAppearance.largeTitleTextAttributes)."),
                (largeTitleFont, .font, false, "The large title's font (UINavigationBarAppearance.largeTitleTextAttributes)."),
                (backIndicatorImage, .image, false, "The back button's chevron (setBackIndicatorImage(_:transitionMaskImage:), both images)."),
            ] + states(buttonAppearances, buttonProperties)
        case .toolbar:
            list += states(Array(buttonAppearances.prefix(2)), buttonProperties)
        case .tab:
            list += states(itemAppearances, itemProperties)
            list.append((selectionIndicatorTintColor, .color, false, "The selection indicator's tint (UITabBarAppearance.selectionIndicatorTintColor)."))
        }
        return list
    }
}
