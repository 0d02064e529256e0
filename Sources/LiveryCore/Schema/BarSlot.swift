/// One slot of a bar's appearance objects (`standardAppearance`,
/// `scrollEdgeAppearance`, …) and the keypaths a stylesheet sets in it
/// (Docs/Stylesheets.md, "Bar appearance objects"). The schema's properties,
/// the renderer's reads and the binding's appliers all come from here.
public struct BarSlot: Sendable, Hashable {
    public enum Bar: Sendable, Hashable { case navigation, toolbar, tab }

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
    public static let largeTitleColor = "largeTitleTextAttributes.foregroundColor"
    public static let largeTitleFont = "largeTitleTextAttributes.font"
    /// A navigation bar's plain and done bar button items, keyed by state.
    public static let buttonColor = "buttonAppearance.titleTextAttributes.foregroundColor"
    public static let buttonFont = "buttonAppearance.titleTextAttributes.font"
    public static let doneButtonColor = "doneButtonAppearance.titleTextAttributes.foregroundColor"
    public static let doneButtonFont = "doneButtonAppearance.titleTextAttributes.font"
    /// A tab bar's items in the stacked layout (an iPhone in portrait), keyed by state.
    public static let itemIconColor = "stackedLayoutAppearance.iconColor"
    public static let itemTitleColor = "stackedLayoutAppearance.titleTextAttributes.foregroundColor"
    public static let itemTitleFont = "stackedLayoutAppearance.titleTextAttributes.font"
    public static let itemBadgeColor = "stackedLayoutAppearance.badgeBackgroundColor"
    public static let selectionIndicatorTintColor = "selectionIndicatorTintColor"

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
        switch bar {
        case .navigation:
            list += [
                (titleColor, .color, false, "The title's colour (UINavigationBarAppearance.titleTextAttributes)."),
                (titleFont, .font, false, "The title's font (UINavigationBarAppearance.titleTextAttributes)."),
                (largeTitleColor, .color, false, "The large title's colour (UINavigationBarAppearance.largeTitleTextAttributes)."),
                (largeTitleFont, .font, false, "The large title's font (UINavigationBarAppearance.largeTitleTextAttributes)."),
                (buttonColor, .color, true, "Plain bar button items' title colour, per state (buttonAppearance)."),
                (buttonFont, .font, true, "Plain bar button items' title font, per state (buttonAppearance)."),
                (doneButtonColor, .color, true, "Done items' title colour, per state (doneButtonAppearance)."),
                (doneButtonFont, .font, true, "Done items' title font, per state (doneButtonAppearance)."),
            ]
        case .tab:
            list += [
                (itemIconColor, .color, true, "The tab items' image colour, per state: normal and selected (stackedLayoutAppearance)."),
                (itemTitleColor, .color, true, "The tab items' title colour, per state (stackedLayoutAppearance)."),
                (itemTitleFont, .font, true, "The tab items' title font, per state (stackedLayoutAppearance)."),
                (itemBadgeColor, .color, true, "The tab items' badge colour, per state (stackedLayoutAppearance)."),
                (selectionIndicatorTintColor, .color, false, "The selection indicator's tint (UITabBarAppearance.selectionIndicatorTintColor)."),
            ]
        case .toolbar:
            list += [
                (buttonColor, .color, true, "Plain bar button items' title colour, per state (buttonAppearance)."),
                (buttonFont, .font, true, "Plain bar button items' title font, per state (buttonAppearance)."),
                (doneButtonColor, .color, true, "Done items' title colour, per state (doneButtonAppearance)."),
                (doneButtonFont, .font, true, "Done items' title font, per state (doneButtonAppearance)."),
            ]
        }
        return list
    }
}
