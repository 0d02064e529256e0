/// UIKit's controls and bars (Docs/Controls.md) as data: their
/// appearance properties with UIKit's defaults, and the state a preview
/// needs (`isOn`, `value`, `progress`, `text`, …), settable in trees and rules.
extension BuiltInTypes {
    static func system(_ name: String) -> Value {
        .color(SystemColors.named(name)?.named(name) ?? DynamicColor(.black))
    }

    /// What navigation bars, tab bars and toolbars share: the background
    /// (unset: systemBackground, at 94% when translucent) and the hairline
    /// between the bar and the content.
    private static let barProperties = [
        PropertySpec("barTintColor", .color)
            .described("The bar's background; unset, a translucent systemBackground (barTintColor)."),
        PropertySpec("isTranslucent", .bool, default: .bool(true))
            .described("Whether the bar's default background lets content show through (isTranslucent)."),
        PropertySpec("shadowColor", .color, default: .color(DynamicColor(Color(red: 0, green: 0, blue: 0, alpha: 77))))
            .described(
                "The hairline between the bar and the content; clear hides it (the bar appearance's shadowColor)."),
    ] + barStyleProperties + [
        PropertySpec("shadowImage", .image)
            .described("The hairline's image; none for an empty image, which hides the hairline (shadowImage)."),
    ]

    /// A bar's appearance objects, slot by slot (``BarSlot``), and the preview state that picks one.
    static func appearanceProperties(_ bar: BarSlot.Bar) -> [PropertySpec] {
        var specs = [
            PropertySpec("atScrollEdge", .bool, default: .bool(false))
                .described("Draws the bar at its scroll edge, with its scrollEdgeAppearance (transparent unless set).")
                .previewOnly("whether content has scrolled is the app's state: UIKit picks the slot as the user scrolls")
        ]
        for slot in BarSlot.slots(of: bar) {
            for property in BarSlot.properties(of: bar) {
                specs.append(
                    PropertySpec(slot.keyPath(property.name), property.kind, keyedBy: property.keyed ? "state" : nil)
                        .described("In \(slot.name): " + property.summary))
            }
        }
        return specs
    }

    /// What every bar, the search bar too, shares: its style and its background image.
    static let barStyleProperties = [
        PropertySpec("barStyle", .enumeration(cases(BarStyle.self)), default: .enumCase("default"))
            .described("default, or black: a dark bar with light content (barStyle)."),
        PropertySpec("backgroundImage", .image)
            .described("An image stretched over the bar's background; none for an empty image, no background (setBackgroundImage(_:for:), default metrics)."),
    ]

    static let controls: [TypeSpec] = [
        TypeSpec(
            name: "UISwitch", superclass: "UIControl",
            properties: [
                PropertySpec("isOn", .bool, default: .bool(false))
                    .described("Whether the switch is on (UISwitch.isOn)."),
                PropertySpec("onTintColor", .color, default: system("systemGreen"))
                    .described("The track colour when the switch is on (UISwitch.onTintColor)."),
                PropertySpec("thumbTintColor", .color, default: .color(DynamicColor(.white)))
                    .described("The thumb's colour (UISwitch.thumbTintColor)."),
                // The off track; unlike a view's tint it does not inherit.
                PropertySpec("tintColor", .color, default: system("systemFill"))
                    .described("The track's colour when the switch is off; not inherited (UISwitch.tintColor)."),
            ]),
        TypeSpec(
            name: "UISlider", superclass: "UIControl",
            properties: [
                PropertySpec("value", .number, default: .number(0.5))
                    .described("The slider's value, between minimumValue and maximumValue (UISlider.value)."),
                PropertySpec("minimumValue", .number, default: .number(0))
                    .described("The value at the slider's leading end (UISlider.minimumValue)."),
                PropertySpec("maximumValue", .number, default: .number(1))
                    .described("The value at the slider's trailing end (UISlider.maximumValue)."),
                // No default: the filled part takes the view's tintColor.
                PropertySpec("minimumTrackTintColor", .color)
                    .described("The track up to the thumb; the tintColor when unset (UISlider.minimumTrackTintColor)."),
                PropertySpec("maximumTrackTintColor", .color, default: system("systemFill"))
                    .described("The track after the thumb (UISlider.maximumTrackTintColor)."),
                PropertySpec("thumbTintColor", .color, default: .color(DynamicColor(.white)))
                    .described("The thumb's colour (UISlider.thumbTintColor)."),
            ]),
        TypeSpec(
            name: "UIProgressView", superclass: "UIView",
            properties: [
                PropertySpec("progress", .number, default: .number(0), range: .unit)
                    .described("How much of the bar is filled, 0–1 (UIProgressView.progress)."),
                PropertySpec("progressTintColor", .color)
                    .described("The filled part; the tintColor when unset (UIProgressView.progressTintColor)."),
                PropertySpec("trackTintColor", .color, default: system("systemFill"))
                    .described("The unfilled track (UIProgressView.trackTintColor)."),
            ]),
        TypeSpec(
            name: "UIStepper", superclass: "UIControl",
            properties: [
                PropertySpec("value", .number, default: .number(0))
                    .described("The stepper's value, clamped to its range; at an end, that half is dimmed (UIStepper.value)."),
                PropertySpec("minimumValue", .number, default: .number(0))
                    .described("The lowest value (UIStepper.minimumValue)."),
                PropertySpec("maximumValue", .number, default: .number(100))
                    .described("The highest value (UIStepper.maximumValue)."),
                PropertySpec("stepValue", .number, default: .number(1), range: .nonNegative)
                    .described("How much each tap changes the value; 0 is not applied, as UIKit requires more (UIStepper.stepValue)."),
                PropertySpec("wraps", .bool, default: .bool(false))
                    .described("Whether the value wraps from one end of the range to the other, so neither half dims (UIStepper.wraps)."),
            ]),
        TypeSpec(
            name: "UIDatePicker", superclass: "UIControl",
            properties: [
                PropertySpec("datePickerMode", .enumeration(cases(DatePickerMode.self)), default: .enumCase("dateAndTime"))
                    .described("What the picker shows: the time, the date, both, or a countdown (UIDatePicker.datePickerMode)."),
                PropertySpec("preferredDatePickerStyle", .enumeration(cases(DatePickerStyle.self)), default: .enumCase("automatic"))
                    .described("compact (what automatic gives on iPhone), wheels or inline; previews draw compact (UIDatePicker.preferredDatePickerStyle)."),
                PropertySpec("date", .string)
                    .described("The date a preview shows: YYYY-MM-DD, HH:MM or YYYY-MM-DDTHH:MM (unset: Sep 9, 2026, 9:41 AM).")
                    .previewOnly("the picker's date is the app's data (UIDatePicker.date): set it in code"),
            ]),
        TypeSpec(
            name: "UIPageControl", superclass: "UIControl",
            properties: [
                PropertySpec("numberOfPages", .number, default: .number(0), range: .count)
                    .described("How many dots (UIPageControl.numberOfPages)."),
                PropertySpec("currentPage", .number, default: .number(0), range: .count)
                    .described("The highlighted dot, from 0 (UIPageControl.currentPage)."),
                PropertySpec("pageIndicatorTintColor", .color, default: system("tertiaryLabel"))
                    .described("The other dots (UIPageControl.pageIndicatorTintColor)."),
                PropertySpec("currentPageIndicatorTintColor", .color, default: system("label"))
                    .described("The current page's dot (UIPageControl.currentPageIndicatorTintColor)."),
            ]),
        TypeSpec(
            name: "UISegmentedControl", superclass: "UIControl",
            properties: [
                PropertySpec("segments", .stringList)
                    .described("The segments' titles, in order (UISegmentedControl)."),
                // -1 is UIKit's noSegment.
                PropertySpec(
                    "selectedSegmentIndex", .number, default: .number(-1),
                    range: NumberRange(lowerBound: -1, wholeNumbers: true)
                )
                .described("The selected segment, from 0; -1 for none (UISegmentedControl.selectedSegmentIndex)."),
                PropertySpec(
                    "selectedSegmentTintColor", .color,
                    default: .color(DynamicColor(light: .white, dark: Color(red: 99, green: 99, blue: 102)))
                )
                .described("The raised selected segment (UISegmentedControl.selectedSegmentTintColor)."),
                // Keyed by state, as setTitleTextAttributes(_:for:): `selected` is the selected segment's.
                PropertySpec(
                    "titleTextAttributes.font", .font, keyedBy: "state",
                    default: .font(.fixed(size: 13, weight: .regular, family: "system"))
                )
                .described("The segments' font, per state (UISegmentedControl.setTitleTextAttributes(_:for:), .font)."),
                PropertySpec("titleTextAttributes.foregroundColor", .color, keyedBy: "state", default: system("label"))
                    .described(
                        "The segments' text colour, per state; selected is the selected segment's (setTitleTextAttributes(_:for:), .foregroundColor)."
                    ),
            ]),
        TypeSpec(
            name: "UIActivityIndicatorView", superclass: "UIView",
            properties: [
                PropertySpec("style", .enumeration(cases(ActivityIndicatorStyle.self)), default: .enumCase("medium"))
                    .described("The indicator's size: medium or large (UIActivityIndicatorView.style)."),
                PropertySpec("color", .color, default: system("secondaryLabel"))
                    .described("The spokes' colour (UIActivityIndicatorView.color)."),
            ]),
        TypeSpec(
            name: "UITextField", superclass: "UIControl",
            properties: [
                PropertySpec("text", .string)
                    .described("The field's text (UITextField.text)."),
                PropertySpec("placeholder", .string)
                    .described("Shown while the field has no text (UITextField.placeholder)."),
                PropertySpec("textColor", .color, default: system("label"))
                    .described("The text's colour (UITextField.textColor)."),
                PropertySpec("placeholderColor", .color, default: system("placeholderText"))
                    .described("The placeholder's colour, applied as attributedPlaceholder over the placeholder text."),
                PropertySpec("font", .font, default: .font(.textStyle("body")))
                    .described("The text's font: a Dynamic Type text style, or a fixed size, weight and family (UITextField.font)."),
                PropertySpec("defaultTextAttributes.foregroundColor", .color)
                    .described("The text's colour as an attribute; set, it wins over textColor (UITextField.defaultTextAttributes)."),
                PropertySpec("defaultTextAttributes.font", .font)
                    .described("The text's font as an attribute; set, it wins over font (UITextField.defaultTextAttributes)."),
                PropertySpec("placeholderTextAttributes.foregroundColor", .color)
                    .described("The placeholder's colour; set, it wins over placeholderColor (applied as attributedPlaceholder)."),
                PropertySpec("placeholderTextAttributes.font", .font)
                    .described("The placeholder's font (applied as attributedPlaceholder over the placeholder text)."),
                PropertySpec("textAlignment", .enumeration(cases(TextAlignment.self)), default: .enumCase("natural"))
                    .described("How the text is aligned; natural follows the layout direction (UITextField.textAlignment)."),
                PropertySpec("borderStyle", .enumeration(cases(TextBorderStyle.self)), default: .enumCase("none"))
                    .described("The field's box (UITextField.borderStyle)."),
            ]),
        TypeSpec(
            name: "UITableView", superclass: "UIScrollView",
            arrangement: .rows,
            properties: [
                PropertySpec("style", .enumeration(cases(TableStyle.self)), default: .enumCase("plain"))
                    .described("plain, grouped or insetGrouped sections (UITableView.style).")
                    .previewOnly("a table's style is fixed when it is made: UITableView(frame:style:) or the storyboard"),
                PropertySpec("separatorColor", .color, default: system("separator"))
                    .described("The hairlines between cells (UITableView.separatorColor)."),
                PropertySpec("separatorInset", .insets, default: .insets(Insets(top: 0, left: 16, bottom: 0, right: 0)))
                    .described("How far separators stay from the edges; the left one is the leading one; unset, the cells' content margin (UITableView.separatorInset)."),
                // Space above the first cell (its section's header padding).
                PropertySpec("sectionHeaderTopPadding", .number, default: .number(0), range: .nonNegative)
                    .described("Space above the first cell, in points (UITableView.sectionHeaderTopPadding)."),
            ]),
        TypeSpec(
            name: "UITableViewCell", superclass: "UIView",
            properties: [
                PropertySpec(
                    "accessoryType", .enumeration(cases(AccessoryType.self)), default: .enumCase("none")
                )
                .described("What the cell shows at its trailing edge (UITableViewCell.accessoryType)."),
                PropertySpec(
                    "selectionStyle", .enumeration(cases(CellSelectionStyle.self)), default: .enumCase("default")
                )
                .described(
                    "The fill a selected or highlighted cell shows: systemGray4, or systemBlue for blue (UITableViewCell.selectionStyle)."),
                PropertySpec("cellStyle", .enumeration(cases(CellStyle.self)), default: .enumCase("default"))
                    .described("Where the built-in labels go: default, subtitle, value1 or value2 (UITableViewCell.CellStyle).")
                    .previewOnly("a cell's style is fixed when it is made: UITableViewCell(style:reuseIdentifier:)"),
                PropertySpec("textLabel.text", .string)
                    .described("The cell's main text (UITableViewCell.textLabel.text)."),
                PropertySpec("textLabel.textColor", .color)
                    .described("The main text's colour; unset, label, or the tint in value2 (UITableViewCell.textLabel.textColor)."),
                PropertySpec("textLabel.font", .font)
                    .described("The main text's font; unset, body, or subheadline semibold in value2 (UITableViewCell.textLabel.font)."),
                PropertySpec("detailTextLabel.text", .string)
                    .described("The secondary text; a default-style cell has none (UITableViewCell.detailTextLabel.text)."),
                PropertySpec("detailTextLabel.textColor", .color)
                    .described(
                        "The secondary text's colour; unset, secondaryLabel, or label in value2 (UITableViewCell.detailTextLabel.textColor)."),
                PropertySpec("detailTextLabel.font", .font)
                    .described(
                        "The secondary text's font; unset, subheadline, or body in value1 (UITableViewCell.detailTextLabel.font)."),
                PropertySpec("imageView.image", .image)
                    .described("The image at the cell's leading edge, before the text (UITableViewCell.imageView.image)."),
            ]),
        TypeSpec(
            name: "UITableViewHeaderFooterView", superclass: "UIView",
            properties: [
                PropertySpec("textLabel.text", .string)
                    .described("A section's header text, or its footer's after the section's cells (UITableViewHeaderFooterView.textLabel.text)."),
                PropertySpec("textLabel.textColor", .color, default: system("secondaryLabel"))
                    .described("The header's or footer's text colour (UITableViewHeaderFooterView.textLabel.textColor)."),
                PropertySpec("textLabel.font", .font, default: .font(.textStyle("footnote")))
                    .described("The header's or footer's font (UITableViewHeaderFooterView.textLabel.font)."),
            ]),
        TypeSpec(
            name: "UINavigationBar", superclass: "UIView",
            arrangement: .navigationItems,
            properties: [
                PropertySpec("title", .string)
                    .described("The title a preview shows in the bar (the top item's title).")
                    .previewOnly("the title belongs to the view controller (navigationItem.title): set it in the tree"),
                PropertySpec("prefersLargeTitles", .bool, default: .bool(false))
                    .described("A 96-point bar with the title large below the items (UINavigationBar.prefersLargeTitles)."),
                PropertySpec("titleTextAttributes.font", .font, default: .font(.textStyle("headline")))
                    .described("The title's font (UINavigationBar.titleTextAttributes, .font)."),
                PropertySpec("titleTextAttributes.foregroundColor", .color, default: system("label"))
                    .described("The title's colour (UINavigationBar.titleTextAttributes, .foregroundColor)."),
                PropertySpec(
                    "largeTitleTextAttributes.font", .font,
                    default: .font(.scaled(size: 34, weight: .bold, family: "system", relativeTo: "largeTitle"))
                )
                .described("The large title's font (UINavigationBar.largeTitleTextAttributes)."),
                PropertySpec("largeTitleTextAttributes.foregroundColor", .color, default: system("label"))
                    .described("The large title's colour (UINavigationBar.largeTitleTextAttributes)."),
            ] + barProperties + appearanceProperties(.navigation)),
        TypeSpec(
            name: "UITabBar", superclass: "UIView",
            arrangement: .tabs,
            properties: [
                PropertySpec("selectedIndex", .number, default: .number(0), range: .count)
                    .described("The selected tab, from 0; drawn in the tint (UITabBar.selectedItem).")
                    .previewOnly("the selected tab belongs to the tab bar controller (selectedIndex): set it in the tree"),
                PropertySpec("unselectedItemTintColor", .color, default: system("systemGray"))
                    .described("The tabs that are not selected (UITabBar.unselectedItemTintColor)."),
            ] + barProperties + appearanceProperties(.tab)),
        TypeSpec(
            name: "UIToolbar", superclass: "UIView", arrangement: .toolbarItems,
            properties: barProperties + appearanceProperties(.toolbar)),
    ]
}
