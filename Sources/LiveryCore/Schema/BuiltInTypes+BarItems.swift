/// UIKit's bar items: stylable, though not views (Docs/Stylesheets.md, "Bar
/// items"). In a tree they are children of their bar; a rule reaches them
/// through the bar (`inside: [UISearchBar]` styles a search bar's Cancel
/// item), and on a device the binding through the bar's `items`.
extension BuiltInTypes {
    static let barItems: [TypeSpec] = [
        TypeSpec(
            name: "UIBarItem", superclass: nil, kind: .item,
            properties: [
                PropertySpec(.title)
                    .described("The item's title (UIBarItem.title)."),
                PropertySpec(.image)
                    .described("The item's image, drawn as a template in the item's colour (UIBarItem.image)."),
                PropertySpec(.isEnabled, default: .bool(true))
                    .described("Whether the item responds; a disabled item is drawn in the disabled state (UIBarItem.isEnabled)."),
                // Keyed by state, as setTitleTextAttributes(_:for:): unset, the item's own colour and font.
                PropertySpec(.titleTextColor, keyedBy: "state")
                    .described("The title's colour, per state (UIBarItem.setTitleTextAttributes(_:for:), .foregroundColor)."),
                PropertySpec(.titleTextFont, keyedBy: "state")
                    .described("The title's font, per state (UIBarItem.setTitleTextAttributes(_:for:), .font)."),
            ]
                + TextAttribute.specs(
                    TextAttribute.character, in: TextAttribute.barItemTitle, keyedBy: "state",
                    of: "the title's attributes, per state (UIBarItem.setTitleTextAttributes(_:for:))")),
        TypeSpec(
            name: "UIBarButtonItem", superclass: "UIBarItem",
            properties: [
                PropertySpec(.tintColor, default: system("systemBlue"), inherited: true)
                    .described("The item's colour; unset, its bar's tint (UIBarButtonItem.tintColor)."),
                PropertySpec(.barButtonItemStyle, default: .enumCase("plain"))
                    .described("plain, or done for a semibold title (UIBarButtonItem.style)."),
                PropertySpec(.systemItem, default: .enumCase("none"))
                    .described("A system item (done, cancel, edit, save, add, close, …), drawn with its title or glyph.")
                    .previewOnly("a system item is chosen when the item is made: UIBarButtonItem(barButtonSystemItem:target:action:)"),
                PropertySpec(.backgroundImage, keyedBy: "state")
                    .described("An image behind the item, per state (setBackgroundImage(_:for:barMetrics:), default metrics)."),
                PropertySpec(.backgroundVerticalPositionAdjustment, default: .number(0))
                    .described(
                        "Moves the item's background image down by points, up where negative (setBackgroundVerticalPositionAdjustment(_:for:), default metrics). Previews do not move it."
                    ),
                PropertySpec(.titlePositionAdjustment, default: .point(Point(x: 0, y: 0)))
                    .described(
                        "Moves the item's title by [horizontal, vertical] points (setTitlePositionAdjustment(_:for:), default metrics). Previews do not move it."
                    ),
                PropertySpec(.backButtonBackgroundImage, keyedBy: "state")
                    .described(
                        "An image behind a back button, per state (setBackButtonBackgroundImage(_:for:barMetrics:), default metrics). Previews do not draw it."
                    ),
                PropertySpec(.backButtonTitlePositionAdjustment, default: .point(Point(x: 0, y: 0)))
                    .described(
                        "Moves a back button's title by [horizontal, vertical] points; [-1000, 0] hides it (setBackButtonTitlePositionAdjustment(_:for:), default metrics). Previews do not move it."
                    ),
                PropertySpec(.backButtonBackgroundVerticalPositionAdjustment, default: .number(0))
                    .described(
                        "Moves a back button's background image down by points, up where negative (setBackButtonBackgroundVerticalPositionAdjustment(_:for:), default metrics). Previews do not move it."
                    ),
            ]),
        TypeSpec(
            name: "UITabBarItem", superclass: "UIBarItem",
            properties: [
                PropertySpec(.selectedImage)
                    .described("The image while the tab is selected; unset, the image (UITabBarItem.selectedImage)."),
                PropertySpec(.badgeValue)
                    .described("Text in a badge at the image's top trailing corner (UITabBarItem.badgeValue)."),
                PropertySpec(.badgeColor, default: system("systemRed"))
                    .described("The badge's colour (UITabBarItem.badgeColor)."),
                // Keyed by state, as setBadgeTextAttributes(_:for:): unset, white 13-point text.
                PropertySpec(.badgeTextColor, keyedBy: "state")
                    .described(
                        "The badge text's colour, per state (UITabBarItem.setBadgeTextAttributes(_:for:), .foregroundColor). Previews draw the normal state's."
                    ),
                PropertySpec(.badgeTextFont, keyedBy: "state")
                    .described(
                        "The badge text's font, per state (UITabBarItem.setBadgeTextAttributes(_:for:), .font). Previews draw the normal state's."),
                PropertySpec(.titlePositionAdjustment, default: .point(Point(x: 0, y: 0)))
                    .described("Moves the title by [horizontal, vertical] points (UITabBarItem.titlePositionAdjustment)."),
            ]),
    ]
}

/// The keys of the properties these classes introduce (``PropertyKeys``).
extension PropertyKeys {
    // UIBarButtonItem
    public static let barButtonItemStyle = PropertyKey<BarButtonItemStyle>("style")
    public static let systemItem = PropertyKey<BarButtonSystemItem>("systemItem")

    // UITabBarItem
    public static let selectedImage = PropertyKey<ImageReference>("selectedImage")
    public static let badgeValue = PropertyKey<String>("badgeValue")
    public static let badgeColor = PropertyKey<Color>("badgeColor")
    public static let badgeTextColor = PropertyKey<Color>("badgeTextAttributes.foregroundColor")
    public static let badgeTextFont = PropertyKey<ResolvedFont>("badgeTextAttributes.font")
    public static let titlePositionAdjustment = PropertyKey<Point>("titlePositionAdjustment")
    public static let backButtonTitlePositionAdjustment = PropertyKey<Point>("backButtonTitlePositionAdjustment")
    public static let backButtonBackgroundImage = PropertyKey<ImageReference>("backButtonBackgroundImage")
    public static let backgroundVerticalPositionAdjustment = PropertyKey<Double>("backgroundVerticalPositionAdjustment")
    public static let backButtonBackgroundVerticalPositionAdjustment = PropertyKey<Double>("backButtonBackgroundVerticalPositionAdjustment")
}
