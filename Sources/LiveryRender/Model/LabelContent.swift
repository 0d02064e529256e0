import LiveryCore

/// What a UILabel draws.
public struct LabelContent: Sendable, Hashable {
    public var text: String
    public var color: Color
    public var font: ResolvedFont
    public var alignment: TextAlignment
    /// 0 means as many lines as fit the bounds.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    /// The view's layout direction: the paragraphs' base direction, and where `natural` aligns.
    public var isRightToLeft: Bool
    /// The label's (unblurred) text shadow; nil draws none.
    public var shadowColor: Color?
    public var shadowOffset: Size
    /// Letter spacing, line boxes, paragraph spacing, underline and strikethrough.
    public var typography: TextTypography

    /// Unspecified fields are a plain `UILabel`'s (the schema's defaults).
    public init(
        text: String, color: Color = LabelAppearance.plain.textColor,
        font: ResolvedFont = LabelAppearance.plain.font,
        alignment: TextAlignment = LabelAppearance.plain.textAlignment,
        numberOfLines: Int = LabelAppearance.plain.numberOfLines,
        lineBreakMode: LineBreakMode = LabelAppearance.plain.lineBreakMode,
        shadowColor: Color? = nil, shadowOffset: Size = LabelAppearance.plain.shadowOffset,
        typography: TextTypography = .plain, isRightToLeft: Bool = false
    ) {
        self.text = text
        self.color = color
        self.font = font
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.isRightToLeft = isRightToLeft
        self.shadowColor = shadowColor
        self.shadowOffset = shadowOffset
        self.typography = typography
    }

    /// What a label with this appearance draws.
    public init(text: String, appearance: LabelAppearance, isRightToLeft: Bool = false) {
        self.init(
            text: text, color: appearance.textColor, font: appearance.font, alignment: appearance.textAlignment,
            numberOfLines: appearance.numberOfLines, lineBreakMode: appearance.lineBreakMode,
            shadowColor: appearance.shadowColor, shadowOffset: appearance.shadowOffset, typography: appearance.typography,
            isRightToLeft: isRightToLeft)
    }
}
