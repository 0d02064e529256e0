/// The hover texts of `livery schema`: one line per enum case, trait value
/// and language key (a property's line is its spec's `summary`, beside its
/// reach). Kinds, defaults and ranges are not written here: the schema
/// appends them from the registry. A test checks that every enum case has its line.
enum SchemaDescriptions {
    static let cases: [String: String] = [
        // contentMode and contentsGravity
        "scaleToFill": "Stretch to fill, ignoring the aspect ratio.",
        "scaleAspectFit": "Fit inside, keeping the aspect ratio (letterboxed).",
        "scaleAspectFill": "Fill, keeping the aspect ratio (cropped).",
        "resize": "Stretch to fill, ignoring the aspect ratio.",
        "resizeAspect": "Fit inside, keeping the aspect ratio.",
        "resizeAspectFill": "Fill, keeping the aspect ratio (cropped).",
        "center": "Centred, unscaled; for alignment, centred.",
        "top": "Unscaled, at the top edge; for a stack, aligned to the top.",
        "bottom": "Unscaled, at the bottom edge; for a stack, aligned to the bottom.",
        "left": "At the left edge.",
        "right": "At the right edge.",
        "topLeft": "Unscaled, in the top-left corner.",
        "topRight": "Unscaled, in the top-right corner.",
        "bottomLeft": "Unscaled, in the bottom-left corner.",
        "bottomRight": "Unscaled, in the bottom-right corner.",
        // filters
        "linear": "Bilinear filtering: smooth.",
        "nearest": "Nearest-neighbour: sharp pixels.",
        "trilinear": "Bilinear with mipmaps: smooth when much smaller.",
        // corners
        "minXMinY": "The top-left corner.",
        "maxXMinY": "The top-right corner.",
        "minXMaxY": "The bottom-left corner.",
        "maxXMaxY": "The bottom-right corner.",
        // cornerStyle, cornerCurve
        "none": "No rounding.",
        "fixedRadius": "Rounded by layer.cornerRadius.",
        "rounded": "Fully rounded: half the shorter side (a capsule or circle).",
        "circular": "Circular arcs, as CALayer draws by default.",
        "continuous": "Apple's continuous (squircle) corners.",
        // textAlignment
        "natural": "Leading: left in left-to-right text, right in right-to-left.",
        "justified": "Both edges flush, except the last line.",
        // overrideUserInterfaceStyle and userInterfaceStyle
        "unspecified": "Inherit the environment's style.",
        "light": "Light appearance.",
        "dark": "Dark appearance.",
        // UIStackView
        "horizontal": "A row.",
        "vertical": "A column.",
        "fill": "Fill the stack: across the axis for alignment, along it for distribution.",
        "leading": "Aligned to the leading edge.",
        "trailing": "Aligned to the trailing edge.",
        "firstBaseline": "Aligned by their first text baselines (horizontal stacks).",
        "lastBaseline": "Aligned by their last text baselines (horizontal stacks).",
        "fillEqually": "Every arranged view gets the same length.",
        "fillProportionally": "Lengths in proportion to the views' intrinsic sizes.",
        "equalSpacing": "Equal gaps between the views.",
        "equalCentering": "Equal distances between the views' centres.",
        // renderingMode, buttonType
        "automatic": "The image's own rendering (original colours).",
        "alwaysOriginal": "The image's own colours.",
        "alwaysTemplate": "The image's shape filled with the tintColor.",
        "custom": "A custom button: titleColor's default (white).",
        "system": "A system button: the title in the tintColor.",
        // borderStyle
        "line": "A thin line around the field.",
        "bezel": "A bezelled border.",
        "roundedRect": "A filled rounded box, 5-point corners.",
        // style
        "large": "A 37-point activity indicator with 12 spokes.",
        "plain": "Plain: a table's cells edge to edge; a bar button item's regular title.",
        "done": "A bar button item's semibold title (UIBarButtonItem.Style.done).",
        "grouped": "A grouped table.",
        "insetGrouped": "Cells inset 16 points, the section's corners rounded.",
        // selectionStyle
        "default": "The system fill: systemGray4.",
        "gray": "systemGray4.",
        "blue": "systemBlue.",
        // accessoryType
        "disclosureIndicator": "A chevron.",
        "checkmark": "A checkmark in the tint.",
        "detailButton": "A circled i in the tint.",
        // lineBreakMode
        "byWordWrapping": "Wrap at word boundaries; clip what does not fit.",
        "byCharWrapping": "Wrap at any character; clip what does not fit.",
        "byClipping": "No ellipsis: lines end at the label's edge.",
        "byTruncatingHead": "An ellipsis at the start of the last line.",
        "byTruncatingTail": "An ellipsis at the end of the last line.",
        "byTruncatingMiddle": "An ellipsis in the middle of the last line.",
        // traits
        "normal": "Standard contrast.",
        "high": "Increased contrast (Settings › Accessibility).",
        "base": "The base level.",
        "elevated": "Elevated content: sheets, popovers.",
        "compact": "A compact size class.",
        "regular": "A regular size class; for legibilityWeight, the standard weight.",
        "phone": "iPhone.",
        "pad": "iPad.",
        "mac": "Mac (Catalyst).",
        "tv": "Apple TV.",
        "carPlay": "CarPlay.",
        "vision": "Apple Vision.",
        "leftToRight": "Left-to-right layout.",
        "rightToLeft": "Right-to-left layout (Arabic, Hebrew).",
        "bold": "Bold text (Settings › Accessibility); for a font, the bold weight.",
        // font weights (bold is above)
        "ultraLight": "UIFont.Weight.ultraLight, the lightest.",
        "thin": "UIFont.Weight.thin.",
        "medium": "UIFont.Weight.medium.",
        "semibold": "UIFont.Weight.semibold.",
        "heavy": "UIFont.Weight.heavy.",
        "black": "UIFont.Weight.black, the heaviest.",
    ]

    /// Cases whose text differs by the enum they are in.
    static let enumCases: [String: [String: String]] = [
        "fontWeight": ["regular": "UIFont.Weight.regular.", "light": "UIFont.Weight.light."],
        "alignment": [
            "top": "Aligned to the top (horizontal stacks).", "bottom": "Aligned to the bottom (horizontal stacks).",
            "center": "Centred across the axis.",
        ],
        "textAlignment": ["left": "Flush left.", "right": "Flush right.", "center": "Centred."],
        "borderStyle": ["none": "No border."],
        "accessoryType": ["none": "No accessory."],
        "selectionStyle": ["none": "No fill when selected."],
        "style": ["medium": "A 20-point activity indicator with 8 spokes."],
        "searchBarStyle": [
            "default": "The bar's background behind the field (UISearchBar.Style.default).",
            "prominent": "The field on the bar's background (UISearchBar.Style.prominent).",
            "minimal": "The field alone, no bar background (UISearchBar.Style.minimal).",
        ],
        "barStyle": ["default": "The system's bar (UIBarStyle.default).", "black": "A dark bar with white titles (UIBarStyle.black)."],
        "systemItem": [
            "none": "No system item: the item's title or image.", "done": "Done, semibold.", "cancel": "Cancel.",
            "edit": "Edit.", "save": "Save, semibold.", "undo": "Undo.", "redo": "Redo.", "add": "A plus.",
            "close": "A close cross.", "flexibleSpace": "Space that takes the slack between items.",
            "fixedSpace": "A fixed space between items.",
        ],
        "cellStyle": [
            "default": "The text alone, at the leading edge.", "subtitle": "The text, and the detail text below it.",
            "value1": "The text at the leading edge, the detail text at the trailing edge.",
            "value2": "A right-aligned label in the tint, then the detail text.",
        ],
        "datePickerMode": [
            "time": "Hours and minutes.", "date": "Month, day and year.", "dateAndTime": "The date and the time.",
            "countDownTimer": "A duration in hours and minutes.",
        ],
        "preferredDatePickerStyle": [
            "automatic": "The platform's choice: compact on iPhone.", "compact": "The date and the time in pills, edited in an overlay.",
            "wheels": "Spinning wheels, edited in place.", "inline": "A calendar, edited in place (iOS 14+).",
        ],
    ]

    /// The stylesheet's own keys.
    static let keys: [String: String] = [
        "livery": "The stylesheet format version: 1.",
        "imports": "Stylesheets and design-token files whose names this file uses; their rules count as earlier.",
        "traits": "Traits of your own beyond UIKit's (themes): each with its values and default; rules select on them with when:.",
        "values": "The values the trait takes, each a name.",
        "default": "The value a view has when nothing sets the trait (the first value when left out).",
        "colors": "Palette colours by name: a literal, a UIKit name, { light, dark }, or { color, alpha }.",
        "constants": "Named values, written $name: numbers (with arithmetic), sizes, insets, fonts, strings.",
        "types": "Your own view classes: what they inherit and the properties they add.",
        "styles": "Named property sets that rules and other styles include.",
        "rules": "What to set on which views, in source order.",
        "type": "The class the rule styles, with its subclasses.",
        "inside": "Container classes, innermost first: views or view controllers (a controller contains its root view); each must be an ancestor, in order.",
        "when": "Trait conditions; all must hold in the view's traits.",
        "class": "Style classes the view must carry (a name or a list).",
        "include": "Named styles whose properties come first; the rule's own set wins.",
        "set": "Property keypath → value.",
        "inherits": "The class this type inherits from.",
        "properties": "The properties the type adds, by name.",
        "tokens": "A design-token file (W3C DTCG JSON).",
        "isAccessibilityCategory": "True for the five accessibility text sizes, false for the others.",
        "atLeast": "This size or larger.",
        "atMost": "This size or smaller.",
        "userInterfaceStyle": "Light or dark appearance.",
        "displayScale": "Pixels per point: 1, 2 or 3.",
        "accessibilityContrast": "Normal or increased contrast.",
        "userInterfaceLevel": "Base, or elevated for sheets and popovers.",
        "horizontalSizeClass": "The width class: compact on iPhone in portrait.",
        "verticalSizeClass": "The height class: compact on iPhone in landscape.",
        "userInterfaceIdiom": "The kind of device.",
        "layoutDirection": "Left-to-right or right-to-left.",
        "preferredContentSizeCategory": "The Dynamic Type text size.",
        "legibilityWeight": "Regular, or bold with Bold Text on.",
        "layer.shadow": "Shorthand for the four shadow properties: { color, opacity, radius, offset }, or $shadowToken.",
    ]
}
