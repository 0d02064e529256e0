/// The hover texts of `livery schema` that no property declares: one line
/// per trait value, font weight and language key. A property's line is its
/// spec's `summary`, and an enum property's cases are described by their
/// Swift enum (``PropertySpec/caseSummaries``). Kinds, defaults and ranges
/// are not written here: the schema appends them from the registry. A test
/// checks that every trait value has its line.
enum SchemaDescriptions {
    /// The values of UIKit's traits (`when:` and a tree's `traits:`).
    static let traitValues: [String: String] = [
        "light": "Light appearance.",
        "dark": "Dark appearance.",
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
        "bold": "Bold text (Settings › Accessibility).",
    ]

    /// A font's weights.
    static let fontWeights: [String: String] = [
        "ultraLight": "UIFont.Weight.ultraLight, the lightest.",
        "thin": "UIFont.Weight.thin.",
        "light": "UIFont.Weight.light.",
        "regular": "UIFont.Weight.regular.",
        "medium": "UIFont.Weight.medium.",
        "semibold": "UIFont.Weight.semibold.",
        "bold": "UIFont.Weight.bold.",
        "heavy": "UIFont.Weight.heavy.",
        "black": "UIFont.Weight.black, the heaviest.",
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
        "inside":
            "Container classes, innermost first: views or view controllers (a controller contains its root view); each must be an ancestor, in order.",
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
