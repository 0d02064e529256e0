/// What a bar item (`UIBarButtonItem`, `UITabBarItem`) draws: its title or
/// system item, its image, in its colour and font for its state — the
/// `titleTextAttributes` set for the state, else for `normal`, else UIKit's
/// own (the item's tint, 17 points, semibold for `done`; a tab item's
/// 10-point medium). Bar items do not grow with Dynamic Type, as in UIKit
/// (the large content viewer shows them instead).
package struct BarItemAppearance: KindAppearance, Hashable {
    package var title: String?
    package var systemItem: BarButtonSystemItem
    package var image: ImageReference?
    package var isEnabled: Bool
    /// The title's colour; nil on a tab item whose bar colours it.
    package var color: Color?
    package var font: ResolvedFont
    /// A tab item's colour and font while selected, when its `selected` attributes set them.
    package var selectedColor: Color?
    package var selectedFont: ResolvedFont?
    package var selectedImage: ImageReference?
    package var backgroundImage: ImageReference?
    package var badgeValue: String?
    /// Nil unless set: a tab bar's appearance object colours badges otherwise.
    package var badgeColor: Color?
    /// The badge text's colour and font for the normal state (`setBadgeTextAttributes(_:for:)`); nil unless set.
    package var badgeTextColor: Color?
    package var badgeTextFont: ResolvedFont?
    package var titlePositionAdjustment: Point
    /// The title's kern, baseline offset, decorations, shadow and run background for its state, and a tab's while selected.
    package var typography: TextTypography
    package var selectedTypography: TextTypography

    package static let kind = "UIBarItem"

    /// How a disabled item is drawn when its attributes do not say.
    static let disabled = SystemColors.named("tertiaryLabel") ?? DynamicColor(Color(red: 60, green: 60, blue: 67, alpha: 77))

    package init(_ style: ResolvedStyle) {
        // Only a bar button item has a system item, a style and a tint of its own.
        systemItem = style[.systemItem] ?? .none
        title = systemItem.title ?? style[.title]
        // A system item's icon is its symbol, whatever image the item was given.
        image = systemItem.symbol.map(ImageReference.symbol) ?? style[.image].map(BarItemAppearance.barSized)
        isEnabled = style.value(.isEnabled)
        let state = isEnabled ? AxisKey.normal : AxisKey(.disabled)
        let isTabItem = style.schema.isKind(of: UIKitClasses.tabBarItem)
        let plainColor: Color? =
            isTabItem
            ? nil
            : isEnabled
                ? style[.tintColor]
                : BarItemAppearance.disabled.resolved(
                    dark: style.traits.userInterfaceStyle == .dark, highContrast: style.traits.accessibilityContrast == .high,
                    elevated: style.traits.userInterfaceLevel == .elevated)
        color = style[.titleTextColor, for: state] ?? style[.titleTextColor, for: .normal] ?? plainColor
        let prominent = style[.barButtonItemStyle] == .done || systemItem.isProminent
        font =
            style[.titleTextFont, for: state] ?? style[.titleTextFont, for: .normal]
            ?? ResolvedFont(family: "system", size: isTabItem ? 10 : 17, weight: isTabItem ? .medium : prominent ? .semibold : .regular)
        selectedColor = style[.titleTextColor, for: AxisKey(.selected)]
        selectedFont = style[.titleTextFont, for: AxisKey(.selected)]
        selectedImage = style[.selectedImage].map(BarItemAppearance.barSized)
        backgroundImage = style[.backgroundImage, for: state] ?? style[.backgroundImage, for: .normal]
        badgeValue = style[.badgeValue]
        badgeColor = style.property(.badgeColor) != nil ? style.value(.badgeColor) : nil
        badgeTextColor = style[.badgeTextColor, for: .normal]
        badgeTextFont = style[.badgeTextFont, for: .normal]
        titlePositionAdjustment = style[.titlePositionAdjustment] ?? Point(x: 0, y: 0)
        typography = TextTypography(style, .barItemTitle, for: state)
        selectedTypography = TextTypography(style, .barItemTitle, for: AxisKey(.selected))
    }

    /// An item's symbol without a size of its own takes the size UIKit gives
    /// bar items' symbols (17 points at the large scale, as the system items');
    /// any other image is itself.
    package static func barSized(_ image: ImageReference) -> ImageReference {
        guard var symbol = image.symbol, symbol.size == nil else { return image }
        symbol.size = .pointSize(BarButtonSystemItem.symbolPointSize)
        symbol.scale = symbol.scale ?? .large
        return .symbol(symbol)
    }

    /// What the item draws as text: its title (a system item's icon is its ``image``).
    package var text: (string: String, font: ResolvedFont)? {
        if let title, !title.isEmpty { return (title, font) }
        return nil
    }

    /// The item drawn as a system button draws a title: its text in its
    /// colour (`tint` when it has none), without a button's insets. An item
    /// with an image draws the image instead (``image``).
    package func button(tint: Color) -> ButtonAppearance {
        var button = ButtonAppearance.plain
        button.title = text?.string
        button.titleFont = text?.font ?? font
        button.titleColor = color ?? tint
        button.titleTypography = typography
        button.contentEdgeInsets = Insets(top: 0, left: 0, bottom: 0, right: 0)
        return button
    }
}
