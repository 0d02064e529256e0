/// What a label's text is set with beyond its font and colour: the
/// `NSAttributedString` attributes (`kern`, `baselineOffset`, the underline
/// and strikethrough) and the `NSParagraphStyle` fields (line height, line
/// and paragraph spacing) the schema declares, read with their defaults
/// (NSParagraphStyle's: 0 is "none" for every one of them).
public struct TextTypography: Sendable, Hashable {
    /// Points added after each character (NSAttributedString.Key.kern).
    public var kern: Double
    /// Points the glyphs rise above the baseline (NSAttributedString.Key.baselineOffset).
    public var baselineOffset: Double
    /// The font's line height times this, when positive, before the minimum and maximum clamp it.
    public var lineHeightMultiple: Double
    /// The least height of a line; 0 for none.
    public var minimumLineHeight: Double
    /// The most height of a line; 0 for none.
    public var maximumLineHeight: Double
    /// Points between one line's box and the next's, within a paragraph and between paragraphs.
    public var lineSpacing: Double
    /// Points after a paragraph that another follows.
    public var paragraphSpacing: Double
    /// Points before a paragraph that follows another.
    public var paragraphSpacingBefore: Double
    public var underlineStyle: UnderlineStyle
    /// Nil: the text colour.
    public var underlineColor: Color?
    public var strikethroughStyle: UnderlineStyle
    /// Nil: the text colour.
    public var strikethroughColor: Color?
    /// The text shadow (NSShadow): drawn when any of its fields is set.
    public var shadowOffset: Size
    public var shadowBlurRadius: Double
    /// Nil: black at a third, NSShadow's default.
    public var shadowColor: Color?
    /// Whether a shadow field was set: NSShadow's defaults still draw a shadow.
    public var hasShadow: Bool
    /// A fill behind the run (a container's text attributes only).
    public var backgroundColor: Color?

    /// Plain text: every attribute at NSParagraphStyle's and NSAttributedString's default.
    public static let plain = TextTypography(
        kern: 0, baselineOffset: 0, lineHeightMultiple: 0, minimumLineHeight: 0, maximumLineHeight: 0, lineSpacing: 0,
        paragraphSpacing: 0, paragraphSpacingBefore: 0, underlineStyle: .none, underlineColor: nil, strikethroughStyle: .none,
        strikethroughColor: nil, shadowOffset: Size(width: 0, height: 0), shadowBlurRadius: 0, shadowColor: nil, hasShadow: false,
        backgroundColor: nil)

    public init(
        kern: Double = 0, baselineOffset: Double = 0, lineHeightMultiple: Double = 0, minimumLineHeight: Double = 0,
        maximumLineHeight: Double = 0, lineSpacing: Double = 0, paragraphSpacing: Double = 0, paragraphSpacingBefore: Double = 0,
        underlineStyle: UnderlineStyle = .none, underlineColor: Color? = nil, strikethroughStyle: UnderlineStyle = .none,
        strikethroughColor: Color? = nil, shadowOffset: Size = Size(width: 0, height: 0), shadowBlurRadius: Double = 0,
        shadowColor: Color? = nil, hasShadow: Bool = false, backgroundColor: Color? = nil
    ) {
        self.kern = kern
        self.baselineOffset = baselineOffset
        self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
        self.lineSpacing = lineSpacing
        self.paragraphSpacing = paragraphSpacing
        self.paragraphSpacingBefore = paragraphSpacingBefore
        self.underlineStyle = underlineStyle
        self.underlineColor = underlineColor
        self.strikethroughStyle = strikethroughStyle
        self.strikethroughColor = strikethroughColor
        self.shadowOffset = shadowOffset
        self.shadowBlurRadius = shadowBlurRadius
        self.shadowColor = shadowColor
        self.hasShadow = hasShadow
        self.backgroundColor = backgroundColor
    }

    /// The typography `keys` read in `style`, when it sets any of the character attributes; else nil.
    init?(set style: ResolvedStyle, _ keys: TypographyKeys) {
        let set: [PropertyKeys?] = [
            keys.kern, keys.baselineOffset, keys.underlineStyle, keys.underlineColor, keys.strikethroughStyle,
            keys.strikethroughColor, keys.shadowOffset, keys.shadowBlurRadius, keys.shadowColor, keys.backgroundColor,
        ]
        guard set.contains(where: { $0.flatMap { style.properties[$0.id] } != nil }) else { return nil }
        self.init(style, keys)
    }

    /// The typography `keys` read in `style`: for a keyed set, `axisKey`'s
    /// values, else `normal`'s (UIKit's attributes for a state fall back to
    /// the normal state's), else the schema's defaults.
    package init(_ style: ResolvedStyle, _ keys: TypographyKeys, for axisKey: AxisKey? = nil) {
        func read<T: SchemaDefaulted>(_ key: PropertyKey<T>?) -> T {
            guard let key else { return T.zero }
            if let axisKey, let value = style[key, for: axisKey] ?? style[key, for: .normal] { return value }
            return style.value(key)
        }
        func optional<T: PropertyValue>(_ key: PropertyKey<T>?) -> T? {
            guard let key else { return nil }
            guard let axisKey else { return style.property(key) == nil ? nil : style[key] }
            return style[key, for: axisKey] ?? style[key, for: .normal]
        }
        self.init(
            kern: read(keys.kern), baselineOffset: read(keys.baselineOffset),
            lineHeightMultiple: read(keys.lineHeightMultiple), minimumLineHeight: read(keys.minimumLineHeight),
            maximumLineHeight: read(keys.maximumLineHeight), lineSpacing: read(keys.lineSpacing),
            paragraphSpacing: read(keys.paragraphSpacing), paragraphSpacingBefore: read(keys.paragraphSpacingBefore),
            underlineStyle: read(keys.underlineStyle), underlineColor: optional(keys.underlineColor),
            strikethroughStyle: read(keys.strikethroughStyle), strikethroughColor: optional(keys.strikethroughColor),
            shadowOffset: read(keys.shadowOffset), shadowBlurRadius: read(keys.shadowBlurRadius),
            shadowColor: optional(keys.shadowColor),
            hasShadow: optional(keys.shadowOffset) != nil || optional(keys.shadowBlurRadius) != nil || optional(keys.shadowColor) != nil,
            backgroundColor: optional(keys.backgroundColor))
    }
}
