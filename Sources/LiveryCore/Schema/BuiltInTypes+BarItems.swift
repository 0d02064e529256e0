/// UIKit's bar items: stylable, though not views (Docs/Stylesheets.md, "Bar
/// items"). In a tree they are children of their bar; a rule reaches them
/// through the bar (`inside: [UISearchBar]` styles a search bar's Cancel
/// item), and on a device the binding through the bar's `items`.
extension BuiltInTypes {
    static let barItems: [TypeSpec] = [
        TypeSpec(
            name: "UIBarItem", superclass: nil, kind: .item,
            properties: [
                PropertySpec("title", .string)
                    .described("The item's title (UIBarItem.title)."),
                PropertySpec("image", .image)
                    .described("The item's image, drawn as a template in the item's colour (UIBarItem.image)."),
                PropertySpec("isEnabled", .bool, default: .bool(true))
                    .described("Whether the item responds; a disabled item is drawn in the disabled state (UIBarItem.isEnabled)."),
                // Keyed by state, as setTitleTextAttributes(_:for:): unset, the item's own colour and font.
                PropertySpec("titleTextAttributes.foregroundColor", .color, keyedBy: "state")
                    .described("The title's colour, per state (UIBarItem.setTitleTextAttributes(_:for:), .foregroundColor)."),
                PropertySpec("titleTextAttributes.font", .font, keyedBy: "state")
                    .described("The title's font, per state (UIBarItem.setTitleTextAttributes(_:for:), .font)."),
            ]),
        TypeSpec(
            name: "UIBarButtonItem", superclass: "UIBarItem",
            properties: [
                PropertySpec("tintColor", .color, default: system("systemBlue"), inherited: true)
                    .described("The item's colour; unset, its bar's tint (UIBarButtonItem.tintColor)."),
                PropertySpec("style", .enumeration(cases(BarButtonItemStyle.self)), default: .enumCase("plain"))
                    .described("plain, or done for a semibold title (UIBarButtonItem.style)."),
                PropertySpec("systemItem", .enumeration(cases(BarButtonSystemItem.self)), default: .enumCase("none"))
                    .described("A system item (done, cancel, edit, save, add, close, …), drawn with its title or glyph.")
                    .previewOnly("a system item is chosen when the item is made: UIBarButtonItem(barButtonSystemItem:target:action:)"),
                PropertySpec("backgroundImage", .image, keyedBy: "state")
                    .described("An image behind the item, per state (setBackgroundImage(_:for:barMetrics:), default metrics)."),
            ]),
        TypeSpec(
            name: "UITabBarItem", superclass: "UIBarItem",
            properties: [
                PropertySpec("selectedImage", .image)
                    .described("The image while the tab is selected; unset, the image (UITabBarItem.selectedImage)."),
                PropertySpec("badgeValue", .string)
                    .described("Text in a badge at the image's top trailing corner (UITabBarItem.badgeValue)."),
                PropertySpec("badgeColor", .color, default: system("systemRed"))
                    .described("The badge's colour (UITabBarItem.badgeColor)."),
                PropertySpec("titlePositionAdjustment", .point, default: .point(Point(x: 0, y: 0)))
                    .described("Moves the title by [horizontal, vertical] points (UITabBarItem.titlePositionAdjustment)."),
            ]),
    ]
}
