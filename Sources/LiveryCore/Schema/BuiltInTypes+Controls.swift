/// UIKit's controls and bars (shared/spec/controls.md) as data: their
/// appearance properties with UIKit's defaults, and the state a preview
/// needs (`isOn`, `value`, `progress`, `text`, …), settable in trees and rules.
extension BuiltInTypes {
    private static func system(_ name: String) -> Value {
        .color(SystemColors.named(name)?.named(name) ?? DynamicColor(.black))
    }

    /// What navigation bars, tab bars and toolbars share: the background
    /// (unset: systemBackground, at 94% when translucent) and the hairline
    /// between the bar and the content.
    private static let barProperties = [
        PropertySpec("barTintColor", .color),
        PropertySpec("isTranslucent", .bool, default: .bool(true)),
        PropertySpec("shadowColor", .color, default: .color(DynamicColor(Color(red: 0, green: 0, blue: 0, alpha: 77)))),
    ]

    static let controls: [TypeSpec] = [
        TypeSpec(
            name: "UISwitch", superclass: "UIControl",
            properties: [
                PropertySpec("isOn", .bool, default: .bool(false)),
                PropertySpec("onTintColor", .color, default: system("systemGreen")),
                PropertySpec("thumbTintColor", .color, default: .color(DynamicColor(.white))),
                // The off track; unlike a view's tint it does not inherit.
                PropertySpec("tintColor", .color, default: system("systemFill")),
            ]),
        TypeSpec(
            name: "UISlider", superclass: "UIControl",
            properties: [
                PropertySpec("value", .number, default: .number(0.5)),
                PropertySpec("minimumValue", .number, default: .number(0)),
                PropertySpec("maximumValue", .number, default: .number(1)),
                // No default: the filled part takes the view's tintColor.
                PropertySpec("minimumTrackTintColor", .color),
                PropertySpec("maximumTrackTintColor", .color, default: system("systemFill")),
                PropertySpec("thumbTintColor", .color, default: .color(DynamicColor(.white))),
            ]),
        TypeSpec(
            name: "UIProgressView", superclass: "UIView",
            properties: [
                PropertySpec("progress", .number, default: .number(0), range: .unit),
                PropertySpec("progressTintColor", .color),
                PropertySpec("trackTintColor", .color, default: system("systemFill")),
            ]),
        TypeSpec(
            name: "UIPageControl", superclass: "UIControl",
            properties: [
                PropertySpec("numberOfPages", .number, default: .number(0), range: .count),
                PropertySpec("currentPage", .number, default: .number(0), range: .count),
                PropertySpec("pageIndicatorTintColor", .color, default: system("tertiaryLabel")),
                PropertySpec("currentPageIndicatorTintColor", .color, default: system("label")),
            ]),
        TypeSpec(
            name: "UISegmentedControl", superclass: "UIControl",
            properties: [
                PropertySpec("segments", .stringList),
                // -1 is UIKit's noSegment.
                PropertySpec(
                    "selectedSegmentIndex", .number, default: .number(-1),
                    range: NumberRange(lowerBound: -1, wholeNumbers: true)),
                PropertySpec(
                    "selectedSegmentTintColor", .color,
                    default: .color(DynamicColor(light: .white, dark: Color(red: 99, green: 99, blue: 102)))),
                // Keyed by state, as setTitleTextAttributes(_:for:): `selected` is the selected segment's.
                PropertySpec(
                    "titleTextAttributes.font", .font, keyedBy: "state",
                    default: .font(.fixed(size: 13, weight: .regular, family: "system"))),
                PropertySpec("titleTextAttributes.foregroundColor", .color, keyedBy: "state", default: system("label")),
            ]),
        TypeSpec(
            name: "UIActivityIndicatorView", superclass: "UIView",
            properties: [
                PropertySpec("style", .enumeration(cases(ActivityIndicatorStyle.self)), default: .enumCase("medium")),
                PropertySpec("color", .color, default: system("secondaryLabel")),
            ]),
        TypeSpec(
            name: "UITextField", superclass: "UIControl",
            properties: [
                PropertySpec("text", .string),
                PropertySpec("placeholder", .string),
                PropertySpec("textColor", .color, default: system("label")),
                PropertySpec("placeholderColor", .color, default: system("placeholderText")),
                PropertySpec("font", .font, default: .font(.textStyle("body"))),
                PropertySpec("textAlignment", .enumeration(cases(TextAlignment.self)), default: .enumCase("natural")),
                PropertySpec("borderStyle", .enumeration(cases(TextBorderStyle.self)), default: .enumCase("none")),
            ]),
        TypeSpec(
            name: "UITableView", superclass: "UIScrollView",
            properties: [
                PropertySpec("style", .enumeration(cases(TableStyle.self)), default: .enumCase("plain")),
                PropertySpec("separatorColor", .color, default: system("separator")),
                PropertySpec("separatorInset", .insets, default: .insets(Insets(top: 0, left: 16, bottom: 0, right: 0))),
                // Space above the first cell (its section's header padding).
                PropertySpec("sectionHeaderTopPadding", .number, default: .number(0), range: .nonNegative),
            ]),
        TypeSpec(
            name: "UITableViewCell", superclass: "UIView",
            properties: [
                PropertySpec(
                    "accessoryType", .enumeration(cases(AccessoryType.self)), default: .enumCase("none")),
                PropertySpec(
                    "selectionStyle", .enumeration(cases(CellSelectionStyle.self)), default: .enumCase("default")),
            ]),
        TypeSpec(
            name: "UINavigationBar", superclass: "UIView",
            properties: [
                PropertySpec("title", .string),
                PropertySpec("prefersLargeTitles", .bool, default: .bool(false)),
                PropertySpec("titleTextAttributes.font", .font, default: .font(.textStyle("headline"))),
                PropertySpec("titleTextAttributes.foregroundColor", .color, default: system("label")),
                PropertySpec(
                    "largeTitleTextAttributes.font", .font,
                    default: .font(.scaled(size: 34, weight: .bold, family: "system", relativeTo: "largeTitle"))),
                PropertySpec("largeTitleTextAttributes.foregroundColor", .color, default: system("label")),
            ] + barProperties),
        TypeSpec(
            name: "UITabBar", superclass: "UIView",
            properties: [
                PropertySpec("selectedIndex", .number, default: .number(0), range: .count),
                PropertySpec("unselectedItemTintColor", .color, default: system("systemGray")),
            ] + barProperties),
        TypeSpec(name: "UIToolbar", superclass: "UIView", properties: barProperties),
    ]
}
