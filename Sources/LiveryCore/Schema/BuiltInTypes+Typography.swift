/// A label's typography: the attributes of `NSAttributedString` and the
/// fields of `NSParagraphStyle` a design system sets with every text style,
/// named as UIKit names them. The binding applies them as the label's
/// `attributedText`, over the whole text (Docs/Stylesheets.md, "Typography").
extension BuiltInTypes {
    /// Points of letter spacing or baseline shift: far past any design's, short of overflowing a layout.
    static let typographyOffsetRange = NumberRange(lowerBound: -1000, upperBound: 1000)
    /// Points of line height or spacing.
    static let typographyLengthRange = NumberRange(lowerBound: 0, upperBound: 10_000)

    static let typographyProperties = [
        PropertySpec(.kern, default: .number(0), range: typographyOffsetRange)
            .described("Points added after each character; negative tightens (NSAttributedString.Key.kern)."),
        PropertySpec(.baselineOffset, default: .number(0), range: typographyOffsetRange)
            .described("Points the glyphs rise above the baseline; negative lowers them (NSAttributedString.Key.baselineOffset)."),
        PropertySpec(.lineHeightMultiple, default: .number(0), range: NumberRange(lowerBound: 0, upperBound: 100))
            .described(
                "The font's line height times this, when positive, before the minimum and maximum; the extra goes above the glyphs (NSParagraphStyle.lineHeightMultiple)."
            ),
        PropertySpec(.minimumLineHeight, default: .number(0), range: typographyLengthRange)
            .described("The least height of every line, in points; 0 for none (NSParagraphStyle.minimumLineHeight)."),
        PropertySpec(.maximumLineHeight, default: .number(0), range: typographyLengthRange)
            .described(
                "The most height of every line, in points; taller glyphs overlap the line above; 0 for none (NSParagraphStyle.maximumLineHeight)."
            ),
        PropertySpec(.lineSpacing, default: .number(0), range: typographyLengthRange)
            .described("Points between the bottom of one line and the top of the next (NSParagraphStyle.lineSpacing)."),
        PropertySpec(.paragraphSpacing, default: .number(0), range: typographyLengthRange)
            .described("Points after a paragraph (text before a line break) that another follows (NSParagraphStyle.paragraphSpacing)."),
        PropertySpec(.paragraphSpacingBefore, default: .number(0), range: typographyLengthRange)
            .described("Points before a paragraph that follows another (NSParagraphStyle.paragraphSpacingBefore)."),
        PropertySpec(.underlineStyle, default: .enumCase("none"))
            .described("A line under the text, at the font's underline position (NSAttributedString.Key.underlineStyle)."),
        PropertySpec(.underlineColor)
            .described("The underline's colour; unset, the text colour (NSAttributedString.Key.underlineColor)."),
        PropertySpec(.strikethroughStyle, default: .enumCase("none"))
            .described("A line through the text, at the font's strikeout position (NSAttributedString.Key.strikethroughStyle)."),
        PropertySpec(.strikethroughColor)
            .described("The strikethrough's colour; unset, the text colour (NSAttributedString.Key.strikethroughColor)."),
    ]
}

/// The keys of a label's typography (``PropertyKeys``).
extension PropertyKeys {
    public static let kern = PropertyKey<Double>("kern")
    public static let baselineOffset = PropertyKey<Double>("baselineOffset")
    public static let lineHeightMultiple = PropertyKey<Double>("lineHeightMultiple")
    public static let minimumLineHeight = PropertyKey<Double>("minimumLineHeight")
    public static let maximumLineHeight = PropertyKey<Double>("maximumLineHeight")
    public static let lineSpacing = PropertyKey<Double>("lineSpacing")
    public static let paragraphSpacing = PropertyKey<Double>("paragraphSpacing")
    public static let paragraphSpacingBefore = PropertyKey<Double>("paragraphSpacingBefore")
    public static let underlineStyle = PropertyKey<UnderlineStyle>("underlineStyle")
    public static let underlineColor = PropertyKey<Color>("underlineColor")
    public static let strikethroughStyle = PropertyKey<UnderlineStyle>("strikethroughStyle")
    public static let strikethroughColor = PropertyKey<Color>("strikethroughColor")
}
