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
    private static let barProperties =
        [
            PropertySpec(.barTintColor)
                .described("The bar's background; unset, a translucent systemBackground (barTintColor)."),
            PropertySpec(.isTranslucent, default: .bool(true))
                .described("Whether the bar's default background lets content show through (isTranslucent)."),
            PropertySpec(.barShadowColor, default: .color(DynamicColor(Color(red: 0, green: 0, blue: 0, alpha: 77))))
                .described(
                    "The hairline between the bar and the content; clear hides it (the bar appearance's shadowColor)."),
        ] + barStyleProperties + [
            PropertySpec(.shadowImage)
                .described("The hairline's image; none for an empty image, which hides the hairline (shadowImage).")
        ]

    /// A bar's appearance objects, slot by slot (``BarSlot``), and the preview state that picks one.
    static func appearanceProperties(_ bar: BarSlot.Bar) -> [PropertySpec] {
        var specs = [
            PropertySpec(.atScrollEdge, default: .bool(false))
                .described("Draws the bar at its scroll edge, with its scrollEdgeAppearance (transparent unless set).")
                .previewOnly("whether content has scrolled is the app's state: UIKit picks the slot as the user scrolls")
        ]
        for slot in BarSlot.slots(of: bar) {
            for property in BarSlot.properties(of: bar) {
                var spec = PropertySpec(slot.keyPath(property.name), property.kind, keyedBy: property.isKeyed ? "state" : nil)
                spec.caseSummaries = property.caseSummaries
                spec.defaultValue = property.defaultValue
                spec.range = property.range
                specs.append(spec.described("In \(slot.name): " + property.summary))
            }
        }
        return specs
    }

    /// What every bar, the search bar too, shares: its style and its background image.
    static let barStyleProperties = [
        PropertySpec(.barStyle, default: .enumCase("default"))
            .described("default, or black: a dark bar with light content (barStyle)."),
        PropertySpec(.backgroundImage)
            .described(
                "An image stretched over the bar's background; none for an empty image, no background (setBackgroundImage(_:for:), default metrics)."
            ),
    ]

    static let controls: [TypeSpec] = [
        TypeSpec(
            name: "UISwitch", superclass: "UIControl",
            properties: [
                PropertySpec(.isOn, default: .bool(false))
                    .described("Whether the switch is on (UISwitch.isOn)."),
                PropertySpec(.onTintColor, default: system("systemGreen"))
                    .described("The track colour when the switch is on (UISwitch.onTintColor)."),
                PropertySpec(.thumbTintColor, default: .color(DynamicColor(.white)))
                    .described("The thumb's colour (UISwitch.thumbTintColor)."),
                // The off track; unlike a view's tint it does not inherit.
                PropertySpec(.tintColor, default: system("systemFill"))
                    .described("The track's colour when the switch is off; not inherited (UISwitch.tintColor)."),
            ]),
        TypeSpec(
            name: "UISlider", superclass: "UIControl",
            properties: [
                PropertySpec(.value, default: .number(0.5))
                    .described("The slider's value, between minimumValue and maximumValue (UISlider.value)."),
                PropertySpec(.minimumValue, default: .number(0))
                    .described("The value at the slider's leading end (UISlider.minimumValue)."),
                PropertySpec(.maximumValue, default: .number(1))
                    .described("The value at the slider's trailing end (UISlider.maximumValue)."),
                // No default: the filled part takes the view's tintColor.
                PropertySpec(.minimumTrackTintColor)
                    .described("The track up to the thumb; the tintColor when unset (UISlider.minimumTrackTintColor)."),
                PropertySpec(.maximumTrackTintColor, default: system("systemFill"))
                    .described("The track after the thumb (UISlider.maximumTrackTintColor)."),
                PropertySpec(.thumbTintColor, default: .color(DynamicColor(.white)))
                    .described("The thumb's colour (UISlider.thumbTintColor)."),
                // Keyed by state, as setThumbImage(_:for:): a state without its own image shows normal's.
                PropertySpec(.thumbImage, keyedBy: "state")
                    .described("An image drawn as the thumb, at its own size, per state (UISlider.setThumbImage(_:for:))."),
                PropertySpec(.minimumTrackImage, keyedBy: "state")
                    .described(
                        "An image stretched along the track up to the thumb, at its own height, per state; give it cap insets (setMinimumTrackImage(_:for:))."
                    ),
                PropertySpec(.maximumTrackImage, keyedBy: "state")
                    .described(
                        "An image stretched along the track after the thumb, at its own height, per state; give it cap insets (setMaximumTrackImage(_:for:))."
                    ),
            ]),
        TypeSpec(
            name: "UIProgressView", superclass: "UIView",
            properties: [
                PropertySpec(.progress, default: .number(0), range: .unit)
                    .described("How much of the bar is filled, 0–1 (UIProgressView.progress)."),
                PropertySpec(.progressTintColor)
                    .described("The filled part; the tintColor when unset (UIProgressView.progressTintColor)."),
                PropertySpec(.trackTintColor, default: system("systemFill"))
                    .described("The unfilled track (UIProgressView.trackTintColor)."),
            ]),
        TypeSpec(
            name: "UIStepper", superclass: "UIControl",
            properties: [
                PropertySpec(.value, default: .number(0))
                    .described("The stepper's value, clamped to its range; at an end, that half is dimmed (UIStepper.value)."),
                PropertySpec(.minimumValue, default: .number(0))
                    .described("The lowest value (UIStepper.minimumValue)."),
                PropertySpec(.maximumValue, default: .number(100))
                    .described("The highest value (UIStepper.maximumValue)."),
                PropertySpec(.stepValue, default: .number(1), range: .nonNegative)
                    .described("How much each tap changes the value; 0 is not applied, as UIKit requires more (UIStepper.stepValue)."),
                PropertySpec(.wraps, default: .bool(false))
                    .described("Whether the value wraps from one end of the range to the other, so neither half dims (UIStepper.wraps)."),
            ]),
        TypeSpec(
            name: "UIDatePicker", superclass: "UIControl",
            properties: [
                PropertySpec(.datePickerMode, default: .enumCase("dateAndTime"))
                    .described("What the picker shows: the time, the date, both, or a countdown (UIDatePicker.datePickerMode)."),
                PropertySpec(.preferredDatePickerStyle, default: .enumCase("automatic"))
                    .described(
                        "compact (what automatic gives on iPhone), wheels or inline; previews draw compact (UIDatePicker.preferredDatePickerStyle)."
                    ),
                PropertySpec(.date)
                    .described("The date a preview shows: YYYY-MM-DD, HH:MM or YYYY-MM-DDTHH:MM (unset: Sep 9, 2026, 9:41 AM).")
                    .previewOnly("the picker's date is the app's data (UIDatePicker.date): set it in code"),
            ]),
        TypeSpec(
            name: "UIPageControl", superclass: "UIControl",
            properties: [
                PropertySpec(.numberOfPages, default: .number(0), range: .count)
                    .described("How many dots (UIPageControl.numberOfPages)."),
                PropertySpec(.currentPage, default: .number(0), range: .count)
                    .described("The highlighted dot, from 0 (UIPageControl.currentPage)."),
                PropertySpec(.pageIndicatorTintColor, default: system("tertiaryLabel"))
                    .described("The other dots (UIPageControl.pageIndicatorTintColor)."),
                PropertySpec(.currentPageIndicatorTintColor, default: system("label"))
                    .described("The current page's dot (UIPageControl.currentPageIndicatorTintColor)."),
            ]),
        TypeSpec(
            name: "UISegmentedControl", superclass: "UIControl",
            properties: [
                PropertySpec(.segments)
                    .described("The segments' titles, in order (UISegmentedControl)."),
                // -1 is UIKit's noSegment.
                PropertySpec(
                    .selectedSegmentIndex, default: .number(-1),
                    range: NumberRange(lowerBound: -1, wholeNumbers: true)
                )
                .described("The selected segment, from 0; -1 for none (UISegmentedControl.selectedSegmentIndex)."),
                PropertySpec(
                    .selectedSegmentTintColor, default: .color(DynamicColor(light: .white, dark: Color(red: 99, green: 99, blue: 102)))
                )
                .described("The raised selected segment (UISegmentedControl.selectedSegmentTintColor)."),
                // Keyed by state, as setTitleTextAttributes(_:for:): `selected` is the selected segment's.
                PropertySpec(
                    .titleTextFont, keyedBy: "state",
                    default: .font(.fixed(size: 13, weight: .regular, family: "system"))
                )
                .described("The segments' font, per state (UISegmentedControl.setTitleTextAttributes(_:for:), .font)."),
                PropertySpec(.titleTextColor, keyedBy: "state", default: system("label"))
                    .described(
                        "The segments' text colour, per state; selected is the selected segment's (setTitleTextAttributes(_:for:), .foregroundColor)."
                    ),
                // Keyed by state, as setBackgroundImage(_:for:barMetrics:): `selected` is the selected segment's.
                PropertySpec(.backgroundImage, keyedBy: "state")
                    .described(
                        "An image stretched over each segment in place of the track and the raised segment, per state; selected is the selected segment's (setBackgroundImage(_:for:barMetrics:), default metrics)."
                    ),
            ]
                + TextAttribute.specs(
                    TextAttribute.character, in: TextAttribute.segmentTitle, keyedBy: "state",
                    of: "the segments' title attributes, per state (setTitleTextAttributes(_:for:))")),
        TypeSpec(
            name: "UIActivityIndicatorView", superclass: "UIView",
            properties: [
                PropertySpec(.activityIndicatorStyle, default: .enumCase("medium"))
                    .described("The indicator's size: medium or large (UIActivityIndicatorView.style)."),
                PropertySpec(.color, default: system("secondaryLabel"))
                    .described("The spokes' colour (UIActivityIndicatorView.color)."),
            ]),
        TypeSpec(
            name: "UITextField", superclass: "UIControl",
            properties: [
                PropertySpec(.text)
                    .described("The field's text (UITextField.text)."),
                PropertySpec(.placeholder)
                    .described("Shown while the field has no text (UITextField.placeholder)."),
                PropertySpec(.textColor, default: system("label"))
                    .described("The text's colour (UITextField.textColor)."),
                PropertySpec(.placeholderColor, default: system("placeholderText"))
                    .described("The placeholder's colour, applied as attributedPlaceholder over the placeholder text."),
                PropertySpec(.font, default: .font(.textStyle("body")))
                    .described("The text's font: a Dynamic Type text style, or a fixed size, weight and family (UITextField.font)."),
                PropertySpec(.defaultTextColor)
                    .described("The text's colour as an attribute; set, it wins over textColor (UITextField.defaultTextAttributes)."),
                PropertySpec(.defaultTextFont)
                    .described("The text's font as an attribute; set, it wins over font (UITextField.defaultTextAttributes)."),
                PropertySpec(.placeholderTextColor)
                    .described("The placeholder's colour; set, it wins over placeholderColor (applied as attributedPlaceholder)."),
                PropertySpec(.placeholderTextFont)
                    .described("The placeholder's font (applied as attributedPlaceholder over the placeholder text)."),
                PropertySpec(.textAlignment, default: .enumCase("natural"))
                    .described("How the text is aligned; natural follows the layout direction (UITextField.textAlignment)."),
                PropertySpec(.borderStyle, default: .enumCase("none"))
                    .described("The field's box (UITextField.borderStyle)."),
                PropertySpec(.keyboardAppearance, default: .enumCase("default"))
                    .described("The keyboard's look while the field edits (UITextInputTraits.keyboardAppearance); previews draw no keyboard."),
                PropertySpec(.adjustsFontForContentSizeCategory, default: .bool(false))
                    .described(
                        "Whether UIKit rescales the field's Dynamic Type font itself when the user's text size changes; previews draw each text size afresh either way (UIContentSizeCategoryAdjusting)."
                    ),
                PropertySpec(.clearButtonMode, default: .enumCase("never"))
                    .described("When the circled x that empties the field shows, beside text (UITextField.clearButtonMode)."),
                // UITextField.h: "If set to UITextBorderStyleRoundedRect, custom background images are ignored."
                PropertySpec(.textFieldBackground)
                    .described(
                        "An image stretched over the field in place of its border style's box, by its cap insets; a roundedRect field ignores it (UITextField.background)."
                    ),
            ]
                + TextAttribute.specs(
                    TextAttribute.character, in: TextAttribute.textFieldText, of: "the text's attributes (UITextField.defaultTextAttributes)")),
        TypeSpec(
            name: "UITableView", superclass: "UIScrollView",
            arrangement: .rows,
            properties: [
                PropertySpec(.tableStyle, default: .enumCase("plain"))
                    .described("plain, grouped or insetGrouped sections (UITableView.style).")
                    .previewOnly("a table's style is fixed when it is made: UITableView(frame:style:) or the storyboard"),
                PropertySpec(.separatorStyle, default: .enumCase("singleLine"))
                    .described("singleLine draws the hairlines between cells; none draws none (UITableView.separatorStyle)."),
                PropertySpec(.separatorColor, default: system("separator"))
                    .described("The hairlines between cells (UITableView.separatorColor)."),
                PropertySpec(.separatorInset, default: .insets(Insets(top: 0, left: 16, bottom: 0, right: 0)))
                    .described(
                        "How far separators stay from the edges; the left one is the leading one; unset, the cells' content margin (UITableView.separatorInset)."
                    ),
                // Space above the first cell (its section's header padding).
                PropertySpec(.sectionHeaderTopPadding, default: .number(0), range: .nonNegative)
                    .described("Space above the first cell, in points (UITableView.sectionHeaderTopPadding)."),
                PropertySpec(.sectionIndexColor)
                    .described("The section index's letters; unset, the tint (UITableView.sectionIndexColor). Previews draw no section index."),
                PropertySpec(.sectionIndexBackgroundColor)
                    .described("Behind the section index while it is not touched (UITableView.sectionIndexBackgroundColor)."),
                PropertySpec(.sectionIndexTrackingBackgroundColor)
                    .described("Behind the section index while a finger moves on it (UITableView.sectionIndexTrackingBackgroundColor)."),
            ]),
        TypeSpec(
            name: "UITableViewCell", superclass: "UIView",
            properties: [
                PropertySpec(
                    .accessoryType, default: .enumCase("none")
                )
                .described("What the cell shows at its trailing edge (UITableViewCell.accessoryType)."),
                PropertySpec(
                    .selectionStyle, default: .enumCase("default")
                )
                .described(
                    "The fill a selected or highlighted cell shows: systemGray4, or systemBlue for blue (UITableViewCell.selectionStyle)."),
                PropertySpec(.selectedBackgroundColor)
                    .described(
                        "The fill a selected or highlighted cell shows in place of its selection style's, unless that is none "
                            + "(UITableViewCell.selectedBackgroundView, a view of this colour made for each cell)."),
                PropertySpec(.cellStyle, default: .enumCase("default"))
                    .described("Where the built-in labels go: default, subtitle, value1 or value2 (UITableViewCell.CellStyle).")
                    .previewOnly("a cell's style is fixed when it is made: UITableViewCell(style:reuseIdentifier:)"),
                PropertySpec(.textLabelText)
                    .described("The cell's main text (UITableViewCell.textLabel.text)."),
                PropertySpec(.textLabelColor)
                    .described("The main text's colour; unset, label, or the tint in value2 (UITableViewCell.textLabel.textColor)."),
                PropertySpec(.textLabelFont)
                    .described("The main text's font; unset, body, or subheadline semibold in value2 (UITableViewCell.textLabel.font)."),
                PropertySpec(.detailTextLabelText)
                    .described("The secondary text; a default-style cell has none (UITableViewCell.detailTextLabel.text)."),
                PropertySpec(.detailTextLabelColor)
                    .described(
                        "The secondary text's colour; unset, secondaryLabel, or label in value2 (UITableViewCell.detailTextLabel.textColor)."
                    ),
                PropertySpec(.detailTextLabelFont)
                    .described(
                        "The secondary text's font; unset, subheadline, or body in value1 (UITableViewCell.detailTextLabel.font)."),
                PropertySpec(.imageViewImage)
                    .described("The image at the cell's leading edge, before the text (UITableViewCell.imageView.image)."),
            ]),
        TypeSpec(
            name: "UITableViewHeaderFooterView", superclass: "UIView",
            properties: [
                PropertySpec(.textLabelText)
                    .described(
                        "A section's header text, or its footer's after the section's cells (UITableViewHeaderFooterView.textLabel.text)."),
                PropertySpec(.textLabelColor, default: system("secondaryLabel"))
                    .described("The header's or footer's text colour (UITableViewHeaderFooterView.textLabel.textColor)."),
                PropertySpec(.textLabelFont, default: .font(.textStyle("footnote")))
                    .described("The header's or footer's font (UITableViewHeaderFooterView.textLabel.font)."),
            ]),
        TypeSpec(
            name: "UINavigationBar", superclass: "UIView",
            arrangement: .navigationItems,
            properties: [
                PropertySpec(.navigationTitle)
                    .described("The title a preview shows in the bar (the top item's title).")
                    .previewOnly("the title belongs to the view controller (navigationItem.title): set it in the tree"),
                PropertySpec(.prefersLargeTitles, default: .bool(false))
                    .described("A 96-point bar with the title large below the items (UINavigationBar.prefersLargeTitles)."),
                PropertySpec(.titleTextFont, default: .font(.textStyle("headline")))
                    .described("The title's font (UINavigationBar.titleTextAttributes, .font)."),
                PropertySpec(.titleTextColor, default: system("label"))
                    .described("The title's colour (UINavigationBar.titleTextAttributes, .foregroundColor)."),
                PropertySpec(
                    .largeTitleTextFont, default: .font(.scaled(size: 34, weight: .bold, family: "system", relativeTo: "largeTitle"))
                )
                .described("The large title's font (UINavigationBar.largeTitleTextAttributes)."),
                PropertySpec(.largeTitleTextColor, default: system("label"))
                    .described("The large title's colour (UINavigationBar.largeTitleTextAttributes)."),
                PropertySpec(.backIndicatorImage)
                    .described(
                        "The back button's chevron (UINavigationBar.backIndicatorImage); UIKit uses it only with backIndicatorTransitionMaskImage set too. Previews draw the system chevron."
                    ),
                PropertySpec(.backIndicatorTransitionMaskImage)
                    .described(
                        "What masks the title sliding under the chevron during a push (UINavigationBar.backIndicatorTransitionMaskImage); previews show no transition."
                    ),
            ]
                + TextAttribute.specs(
                    TextAttribute.character, in: TextAttribute.navigationTitle, of: "the title's attributes (UINavigationBar.titleTextAttributes)")
                + TextAttribute.specs(
                    TextAttribute.character, in: TextAttribute.navigationLargeTitle,
                    of: "the large title's attributes (UINavigationBar.largeTitleTextAttributes)")
                + barProperties + appearanceProperties(.navigation)),
        TypeSpec(
            name: "UITabBar", superclass: "UIView",
            arrangement: .tabs,
            properties: [
                PropertySpec(.selectedIndex, default: .number(0), range: .count)
                    .described("The selected tab, from 0; drawn in the tint (UITabBar.selectedItem).")
                    .previewOnly("the selected tab belongs to the tab bar controller (selectedIndex): set it in the tree"),
                PropertySpec(.unselectedItemTintColor, default: system("systemGray"))
                    .described("The tabs that are not selected (UITabBar.unselectedItemTintColor)."),
                PropertySpec(.selectionIndicatorImage)
                    .described(
                        "An image behind the selected tab's icon, centred at the tab's top at its own size; one with cap insets fills the tab (UITabBar.selectionIndicatorImage)."
                    ),
            ] + barProperties + appearanceProperties(.tab)),
        TypeSpec(
            name: "UIToolbar", superclass: "UIView", arrangement: .toolbarItems,
            properties: barProperties + appearanceProperties(.toolbar)),
    ]
}

/// The keys of the properties these classes introduce (``PropertyKeys``).
extension PropertyKeys {
    // UISwitch
    public static let isOn = PropertyKey<Bool>("isOn")
    public static let onTintColor = PropertyKey<Color>("onTintColor")
    public static let thumbTintColor = PropertyKey<Color>("thumbTintColor")

    // UISlider
    public static let value = PropertyKey<Double>("value")
    public static let minimumValue = PropertyKey<Double>("minimumValue")
    public static let maximumValue = PropertyKey<Double>("maximumValue")
    public static let minimumTrackTintColor = PropertyKey<Color>("minimumTrackTintColor")
    public static let maximumTrackTintColor = PropertyKey<Color>("maximumTrackTintColor")
    public static let thumbImage = PropertyKey<ImageReference>("thumbImage")
    public static let minimumTrackImage = PropertyKey<ImageReference>("minimumTrackImage")
    public static let maximumTrackImage = PropertyKey<ImageReference>("maximumTrackImage")

    // UIProgressView
    public static let progress = PropertyKey<Double>("progress")
    public static let progressTintColor = PropertyKey<Color>("progressTintColor")
    public static let trackTintColor = PropertyKey<Color>("trackTintColor")

    // UIPageControl
    public static let numberOfPages = PropertyKey<Double>("numberOfPages")
    public static let currentPage = PropertyKey<Double>("currentPage")
    public static let pageIndicatorTintColor = PropertyKey<Color>("pageIndicatorTintColor")
    public static let currentPageIndicatorTintColor = PropertyKey<Color>("currentPageIndicatorTintColor")

    // UIActivityIndicatorView
    public static let activityIndicatorStyle = PropertyKey<ActivityIndicatorStyle>("style")

    // UIStepper
    public static let stepValue = PropertyKey<Double>("stepValue")
    public static let wraps = PropertyKey<Bool>("wraps")

    // UIDatePicker
    public static let datePickerMode = PropertyKey<DatePickerMode>("datePickerMode")
    public static let preferredDatePickerStyle = PropertyKey<DatePickerStyle>("preferredDatePickerStyle")
    public static let date = PropertyKey<String>("date")

    // UIActivityIndicatorView
    public static let color = PropertyKey<Color>("color")

    // UITextField
    public static let placeholder = PropertyKey<String>("placeholder")
    public static let placeholderColor = PropertyKey<Color>("placeholderColor")
    public static let keyboardAppearance = PropertyKey<KeyboardAppearance>("keyboardAppearance")
    public static let borderStyle = PropertyKey<TextBorderStyle>("borderStyle")
    public static let clearButtonMode = PropertyKey<TextFieldViewMode>("clearButtonMode")
    /// UIKit's `background`: the field's image.
    public static let textFieldBackground = PropertyKey<ImageReference>("background")

    // UITableView
    public static let tableStyle = PropertyKey<TableStyle>("style")
    public static let separatorColor = PropertyKey<Color>("separatorColor")
    public static let separatorStyle = PropertyKey<TableSeparatorStyle>("separatorStyle")
    public static let sectionIndexColor = PropertyKey<Color>("sectionIndexColor")
    public static let sectionIndexBackgroundColor = PropertyKey<Color>("sectionIndexBackgroundColor")
    public static let sectionIndexTrackingBackgroundColor = PropertyKey<Color>("sectionIndexTrackingBackgroundColor")
    public static let separatorInset = PropertyKey<Insets>("separatorInset")
    public static let sectionHeaderTopPadding = PropertyKey<Double>("sectionHeaderTopPadding")

    // UITableViewCell
    public static let accessoryType = PropertyKey<AccessoryType>("accessoryType")
    public static let selectionStyle = PropertyKey<CellSelectionStyle>("selectionStyle")
    public static let selectedBackgroundColor = PropertyKey<Color>("selectedBackgroundColor")
    public static let cellStyle = PropertyKey<CellStyle>("cellStyle")
    public static let textLabelText = PropertyKey<String>("textLabel.text")
    public static let textLabelColor = PropertyKey<Color>("textLabel.textColor")
    public static let textLabelFont = PropertyKey<ResolvedFont>("textLabel.font")
    public static let detailTextLabelText = PropertyKey<String>("detailTextLabel.text")
    public static let detailTextLabelColor = PropertyKey<Color>("detailTextLabel.textColor")
    public static let detailTextLabelFont = PropertyKey<ResolvedFont>("detailTextLabel.font")
    public static let imageViewImage = PropertyKey<ImageReference>("imageView.image")

    // UISegmentedControl
    public static let segments = PropertyKey<[String]>("segments")
    public static let selectedSegmentIndex = PropertyKey<Double>("selectedSegmentIndex")
    public static let selectedSegmentTintColor = PropertyKey<Color>("selectedSegmentTintColor")

    // UITabBar
    public static let selectedIndex = PropertyKey<Double>("selectedIndex")
    public static let unselectedItemTintColor = PropertyKey<Color>("unselectedItemTintColor")
    public static let selectionIndicatorImage = PropertyKey<ImageReference>("selectionIndicatorImage")

    // UINavigationBar
    public static let navigationTitle = PropertyKey<String>("title")
    public static let prefersLargeTitles = PropertyKey<Bool>("prefersLargeTitles")
    public static let backIndicatorImage = PropertyKey<ImageReference>("backIndicatorImage")
    public static let backIndicatorTransitionMaskImage = PropertyKey<ImageReference>("backIndicatorTransitionMaskImage")

    // UINavigationBar, UITabBar, UIToolbar
    public static let barTintColor = PropertyKey<Color>("barTintColor")
    public static let isTranslucent = PropertyKey<Bool>("isTranslucent")
    public static let barShadowColor = PropertyKey<Color>("shadowColor")

    // UISegmentedControl
    public static let titleTextFont = PropertyKey<ResolvedFont>("titleTextAttributes.font")
    public static let titleTextColor = PropertyKey<Color>("titleTextAttributes.foregroundColor")

    // UINavigationBar
    public static let largeTitleTextFont = PropertyKey<ResolvedFont>("largeTitleTextAttributes.font")
    public static let largeTitleTextColor = PropertyKey<Color>("largeTitleTextAttributes.foregroundColor")

    // UINavigationBar, UITabBar, UIToolbar
    public static let barStyle = PropertyKey<BarStyle>("barStyle")
    public static let atScrollEdge = PropertyKey<Bool>("atScrollEdge")
    public static let shadowImage = PropertyKey<ImageReference>("shadowImage")

    // UITextField
    public static let defaultTextColor = PropertyKey<Color>("defaultTextAttributes.foregroundColor")
    public static let defaultTextFont = PropertyKey<ResolvedFont>("defaultTextAttributes.font")
    public static let placeholderTextColor = PropertyKey<Color>("placeholderTextAttributes.foregroundColor")
    public static let placeholderTextFont = PropertyKey<ResolvedFont>("placeholderTextAttributes.font")
}
