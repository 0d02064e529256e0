/// One typography attribute, declared once (Docs/Stylesheets.md,
/// "Typography"): an `NSAttributedString.Key` (`kern`, `baselineOffset`,
/// the underline and the strikethrough) or an `NSParagraphStyle` field
/// (line height and spacing), named as UIKit names it. A label has every
/// one as a property of its own; the text attributes other classes take
/// (`titleTextAttributes`, `defaultTextAttributes`, …) have the character
/// attributes below their keypath. The schema's specs, the typed reads
/// (``TypographyKeys``) and the UIKit appliers are all made from this list.
package struct TextAttribute: Sendable, Hashable {
    /// The keypath's last part (`kern`, `lineHeightMultiple`).
    package var name: String
    package var kind: ValueKind
    package var defaultValue: Value?
    package var range: NumberRange?
    /// A field of `NSParagraphStyle`: what multi-line text (a label) takes.
    package var isParagraph: Bool
    /// Whether a label has it as a property of its own (`backgroundColor`
    /// would be the view's: a label's run background is not offered).
    package var isLabels: Bool
    /// One line on what it does.
    package var summary: String
    var caseSummaries: [String: String]
    /// A typed key of the attribute's Swift type at a keypath: each class's
    /// spec is declared through one, as a built-in property is.
    private let makeKey: @Sendable (String) -> PropertyKeys

    init<V: SchemaValue>(
        _ name: String, _: V.Type, default defaultValue: Value? = nil, range: NumberRange? = nil, paragraph: Bool = false,
        label: Bool = true, _ summary: String
    ) {
        self.name = name
        kind = V.kind
        self.defaultValue = defaultValue
        self.range = range
        isParagraph = paragraph
        isLabels = label
        self.summary = summary
        caseSummaries = V.caseSummaries
        makeKey = { PropertyKey<V>($0) }
    }

    package static func == (a: TextAttribute, b: TextAttribute) -> Bool { a.name == b.name }
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The attribute's keypath below `container` (`titleTextAttributes.kern`), or its own for a label's.
    package func keyPath(in container: String?) -> String {
        container.map { $0 + "." + name } ?? name
    }

    /// The attribute as a property of a class: below `container`, keyed by `keyedBy` when given.
    func spec(in container: String?, keyedBy: String? = nil, of what: String) -> PropertySpec {
        var spec = PropertySpec(keyPath(in: container), kind, keyedBy: keyedBy, default: defaultValue, range: range)
        spec.caseSummaries = caseSummaries
        spec.key = makeKey(spec.keyPath)
        return spec.described(container == nil ? summary : "In \(what): " + summary)
    }

    /// Points of letter spacing or baseline shift: far past any design's, short of overflowing a layout.
    static let offsetRange = NumberRange(lowerBound: -1000, upperBound: 1000)
    /// Points of line height or spacing.
    static let lengthRange = NumberRange(lowerBound: 0, upperBound: 10_000)

    package static let kern = TextAttribute(
        "kern", Double.self, default: .number(0), range: offsetRange,
        "Points added after each character; negative tightens (NSAttributedString.Key.kern).")
    package static let baselineOffset = TextAttribute(
        "baselineOffset", Double.self, default: .number(0), range: offsetRange,
        "Points the glyphs rise above the baseline; negative lowers them (NSAttributedString.Key.baselineOffset).")
    package static let lineHeightMultiple = TextAttribute(
        "lineHeightMultiple", Double.self, default: .number(0), range: NumberRange(lowerBound: 0, upperBound: 100), paragraph: true,
        "The font's line height times this, when positive, before the minimum and maximum; the extra goes above the glyphs (NSParagraphStyle.lineHeightMultiple)."
    )
    package static let minimumLineHeight = TextAttribute(
        "minimumLineHeight", Double.self, default: .number(0), range: lengthRange, paragraph: true,
        "The least height of every line, in points; 0 for none (NSParagraphStyle.minimumLineHeight).")
    package static let maximumLineHeight = TextAttribute(
        "maximumLineHeight", Double.self, default: .number(0), range: lengthRange, paragraph: true,
        "The most height of every line, in points; taller glyphs overlap the line above; 0 for none (NSParagraphStyle.maximumLineHeight)."
    )
    package static let lineSpacing = TextAttribute(
        "lineSpacing", Double.self, default: .number(0), range: lengthRange, paragraph: true,
        "Points between the bottom of one line and the top of the next (NSParagraphStyle.lineSpacing).")
    package static let paragraphSpacing = TextAttribute(
        "paragraphSpacing", Double.self, default: .number(0), range: lengthRange, paragraph: true,
        "Points after a paragraph (text before a line break) that another follows (NSParagraphStyle.paragraphSpacing).")
    package static let paragraphSpacingBefore = TextAttribute(
        "paragraphSpacingBefore", Double.self, default: .number(0), range: lengthRange, paragraph: true,
        "Points before a paragraph that follows another (NSParagraphStyle.paragraphSpacingBefore).")
    package static let underlineStyle = TextAttribute(
        "underlineStyle", UnderlineStyle.self, default: .enumCase("none"),
        "A line under the text, at the font's underline position (NSAttributedString.Key.underlineStyle).")
    package static let underlineColor = TextAttribute(
        "underlineColor", Color.self, "The underline's colour; unset, the text colour (NSAttributedString.Key.underlineColor).")
    package static let strikethroughStyle = TextAttribute(
        "strikethroughStyle", UnderlineStyle.self, default: .enumCase("none"),
        "A line through the text, at the font's strikeout position (NSAttributedString.Key.strikethroughStyle).")
    package static let strikethroughColor = TextAttribute(
        "strikethroughColor", Color.self,
        "The strikethrough's colour; unset, the text colour (NSAttributedString.Key.strikethroughColor).")

    package static let shadowOffset = TextAttribute(
        "shadow.shadowOffset", Size.self, default: .size(Size(width: 0, height: 0)),
        "The text shadow's offset in points; positive is down and right (NSShadow.shadowOffset).")
    package static let shadowBlurRadius = TextAttribute(
        "shadow.shadowBlurRadius", Double.self, default: .number(0), range: NumberRange(lowerBound: 0, upperBound: 1000),
        "The text shadow's blur radius in points; 0 is sharp (NSShadow.shadowBlurRadius).")
    package static let shadowColor = TextAttribute(
        "shadow.shadowColor", Color.self,
        "The text shadow's colour; unset, black at a third (NSShadow.shadowColor). Any shadow field set draws the shadow.")
    package static let backgroundColor = TextAttribute(
        "backgroundColor", Color.self, label: false,
        "A fill behind the text's run, its line's height (NSAttributedString.Key.backgroundColor).")

    /// Every attribute, in the order they are listed and applied.
    package static let all: [TextAttribute] = [
        kern, baselineOffset, lineHeightMultiple, minimumLineHeight, maximumLineHeight, lineSpacing, paragraphSpacing,
        paragraphSpacingBefore, underlineStyle, underlineColor, strikethroughStyle, strikethroughColor, shadowOffset,
        shadowBlurRadius, shadowColor, backgroundColor,
    ]

    /// A label's own: all but the run's background (its `backgroundColor` is the view's).
    package static let label = all.filter(\.isLabels)

    /// The attributes of characters, which one-line titles take too.
    package static let character = all.filter { !$0.isParagraph }

    /// The text attributes the built-in classes take typography in: the
    /// container's keypath and, for a class's own `PropertySpec`s, what
    /// the hover text calls it.
    package static let navigationTitle = "titleTextAttributes"
    package static let navigationLargeTitle = "largeTitleTextAttributes"
    package static let segmentTitle = "titleTextAttributes"
    package static let textFieldText = "defaultTextAttributes"
    /// A bar item's title's, per state.
    package static let barItemTitle = "titleTextAttributes"
    /// A button's title's, per state: applied as `setAttributedTitle(_:for:)`.
    package static let buttonTitle = "titleTextAttributes"

    /// A class's specs of the attributes `in` a container (nil: the class's own, a label's).
    static func specs(_ attributes: [TextAttribute], in container: String?, keyedBy: String? = nil, of what: String = "")
        -> [PropertySpec]
    {
        attributes.map { $0.spec(in: container, keyedBy: keyedBy, of: what) }
    }
}
