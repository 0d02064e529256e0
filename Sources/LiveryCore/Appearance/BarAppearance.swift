/// What every bar (`UINavigationBar`, `UITabBar`, `UIToolbar`,
/// `UISearchBar`) draws behind its content — its background and the hairline
/// toward the content — and what its appearance object says of its titles
/// and items. Read from the style of a bar; each bar's control knows it is one.
///
/// A bar is drawn from the slot of its appearance objects (``BarSlot``)
/// UIKit would use: at its scroll edge (`atScrollEdge`, a preview state) the
/// scroll-edge slot, in a compact height the compact one, else the standard
/// one. A slot the stylesheet sets nothing in falls back as UIKit's does: a
/// compact slot to the standard one; a scroll-edge slot to the standard look
/// with no background and no hairline (since iOS 15). The standard slot with
/// nothing set is drawn from the legacy properties (`barTintColor`,
/// `isTranslucent`, `shadowColor`, `backgroundImage`, `shadowImage`), as
/// UIKit maps them into it.
package struct BarAppearance: Sendable, Hashable {
    package enum Background: Sendable, Hashable {
        /// The system background (black for a black bar) at an opacity: translucent bars and materials; in `style`'s
        /// appearance where a material keeps one, else in the trait collection's.
        case system(opacity: Double, style: TraitCollection.UserInterfaceStyle? = nil)
        case color(Color)
        case none
    }

    public var background: Background
    public var shadowColor: Color
    public var barStyle: BarStyle
    /// Stretched over the background; `none` (an empty image) draws no background.
    public var backgroundImage: ImageReference?
    /// Drawn for the hairline; `none` (an empty image) hides it.
    public var shadowImage: ImageReference?
    /// The slot drawn; nil for the legacy properties (or a bar with no appearance objects).
    public var slot: BarSlot?
    /// What the slot sets for a navigation bar's titles; nil where it sets nothing.
    public var titleColor: Color?
    public var titleFont: ResolvedFont?
    public var titleOffset: Point?
    public var largeTitleColor: Color?
    public var largeTitleFont: ResolvedFont?
    /// The titles' typography where the slot sets any of it; nil where it sets none.
    public var titleTypography: TextTypography?
    public var largeTitleTypography: TextTypography?
    /// What the slot sets for a tab bar's items, normal and selected; nil where it sets nothing.
    public var itemColor: Color?
    public var selectedItemColor: Color?
    public var itemTitleColor: Color?
    public var selectedItemTitleColor: Color?
    public var itemTitleFont: ResolvedFont?
    public var selectedItemTitleFont: ResolvedFont?
    public var badgeColor: Color?
    public var badgeTextColor: Color?
    public var itemTitleOffset: Point?

    /// UIKit's default hairline: black at 30 %.
    public static let defaultShadow = Color(red: 0, green: 0, blue: 0, alpha: 77)

    public init(_ style: ResolvedStyle) {
        barStyle = style.value(.barStyle)
        // The legacy look, what an unset standard slot shows.
        let legacyTint: Color? = style[.barTintColor]
        backgroundImage = style[.backgroundImage]
        shadowImage = style[.shadowImage]
        guard let kind = BarSlot.Bar.of(style.schema.isKind(of:)) else {
            // A search bar: opaque, with no hairline of its own.
            background = legacyTint.map(Background.color) ?? .system(opacity: 1)
            shadowColor = .clear
            return
        }
        background = legacyTint.map(Background.color) ?? .system(opacity: style.value(.isTranslucent) ? 0.94 : 1)
        shadowColor = style.value(.barShadowColor)
        let atEdge: Bool = style.value(.atScrollEdge)
        let compact = style.traits.verticalSizeClass == .compact && kind != .tab
        let isSet = { (slot: BarSlot) in BarAppearance.sets(style, slot, kind) }
        let order: [BarSlot] =
            atEdge ? (compact ? [.compactScrollEdge, .scrollEdge] : [.scrollEdge]) : (compact ? [.compact, .standard] : [.standard])
        if let chosen = order.first(where: isSet) {
            apply(chosen, of: kind, style)
        } else if atEdge {
            // Since iOS 15: the standard (or compact) look, without its background and hairline.
            if let look = (compact ? [BarSlot.compact, .standard] : [.standard]).first(where: isSet) { apply(look, of: kind, style) }
            background = .none
            backgroundImage = nil
            shadowColor = .clear
            shadowImage = nil
        }
    }

    /// Whether the style sets anything in the slot.
    static func sets(_ style: ResolvedStyle, _ slot: BarSlot, _ kind: BarSlot.Bar) -> Bool {
        BarSlot.properties(of: kind).contains { property in
            property.isKeyed
                ? !style.slots(PropertyKey<Color>(builtIn: slot.keyPath(property.name))).isEmpty
                : style.property(slot.keyPath(property.name)) != nil
        }
    }

    /// Draws from one slot: its configuration, then what it sets over it.
    private mutating func apply(_ slot: BarSlot, of kind: BarSlot.Bar, _ style: ResolvedStyle) {
        self.slot = slot
        func key<T>(_ name: String) -> PropertyKey<T> { PropertyKey<T>(builtIn: slot.keyPath(name)) }
        let configuration: BarBackgroundConfiguration = style[key(BarSlot.configure)] ?? .default
        switch configuration {
        case .default:
            background = .system(opacity: 0.94)
            shadowColor = BarAppearance.defaultShadow
        case .opaque:
            background = .system(opacity: 1)
            shadowColor = BarAppearance.defaultShadow
        case .transparent:
            background = .none
            shadowColor = .clear
        }
        backgroundImage = nil
        shadowImage = nil
        if let effect: BlurStyle = style[key(BarSlot.backgroundEffect)] {
            background = effect == .none ? .none : .system(opacity: effect.opacity, style: effect.fixedStyle)
        }
        if let color: Color = style[key(BarSlot.backgroundColor)] { background = .color(color) }
        if let image: ImageReference = style[key(BarSlot.backgroundImage)] { backgroundImage = image }
        if let color: Color = style[key(BarSlot.shadowColor)] { shadowColor = color }
        if let image: ImageReference = style[key(BarSlot.shadowImage)] { shadowImage = image }
        switch kind {
        case .navigation:
            titleColor = style[key(BarSlot.titleColor)]
            titleFont = style[key(BarSlot.titleFont)]
            titleOffset = style[key(BarSlot.titlePositionAdjustment)]
            largeTitleColor = style[key(BarSlot.largeTitleColor)]
            largeTitleFont = style[key(BarSlot.largeTitleFont)]
            titleTypography = TextTypography(set: style, TypographyKeys(slot.keyPath(BarSlot.titleAttributes)))
            largeTitleTypography = TextTypography(set: style, TypographyKeys(slot.keyPath(BarSlot.largeTitleAttributes)))
        case .tab:
            // The item appearance of the layout UIKit uses in these traits.
            let items = BarSlot.itemAppearance(for: style.traits) + "."
            let normal = AxisKey.normal
            let selected = AxisKey(.selected)
            itemColor = style[key(items + BarSlot.itemIconColor), for: normal]
            selectedItemColor = style[key(items + BarSlot.itemIconColor), for: selected]
            itemTitleColor = style[key(items + BarSlot.itemTitleColor), for: normal]
            selectedItemTitleColor = style[key(items + BarSlot.itemTitleColor), for: selected]
            itemTitleFont = style[key(items + BarSlot.itemTitleFont), for: normal]
            selectedItemTitleFont = style[key(items + BarSlot.itemTitleFont), for: selected]
            badgeColor = style[key(items + BarSlot.itemBadgeColor), for: normal]
            badgeTextColor = style[key(items + BarSlot.itemBadgeTextColor), for: normal]
            itemTitleOffset = style[key(items + BarSlot.itemTitlePositionAdjustment), for: normal]
        case .toolbar:
            break
        }
    }

    /// The images to decode: those that name a file (`none` names none).
    public var images: [(reference: ImageReference, key: PropertyKey<ImageReference>)] {
        let slotKey = { (name: String) in slot.map { PropertyKey<ImageReference>(builtIn: $0.keyPath(name)) } }
        return [
            (backgroundImage, slotKey(BarSlot.backgroundImage) ?? PropertyKeys.backgroundImage),
            (shadowImage, slotKey(BarSlot.shadowImage) ?? PropertyKeys.shadowImage),
        ].compactMap { reference, key in reference.flatMap { $0.isEmptyImage ? nil : ($0, key) } }
    }
}
