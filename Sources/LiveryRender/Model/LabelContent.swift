import Livery

/// What a UILabel draws.
public struct LabelContent: Sendable, Hashable {
    public var text: String
    public var color: Color
    public var font: ResolvedFont
    public var alignment: TextAlignment
    /// 0 means as many lines as fit the bounds.
    public var numberOfLines: Int
    /// The label's (unblurred) text shadow; nil draws none.
    public var shadowColor: Color?
    public var shadowOffset: Size

    /// Unspecified fields are a plain `UILabel`'s (the schema's defaults).
    public init(
        text: String, color: Color = LabelAppearance.plain.textColor,
        font: ResolvedFont = LabelAppearance.plain.font,
        alignment: TextAlignment = LabelAppearance.plain.textAlignment,
        numberOfLines: Int = LabelAppearance.plain.numberOfLines,
        shadowColor: Color? = nil, shadowOffset: Size = LabelAppearance.plain.shadowOffset
    ) {
        self.text = text
        self.color = color
        self.font = font
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.shadowColor = shadowColor
        self.shadowOffset = shadowOffset
    }

    /// What a label with this appearance draws.
    public init(text: String, appearance: LabelAppearance) {
        self.init(
            text: text, color: appearance.textColor, font: appearance.font, alignment: appearance.textAlignment,
            numberOfLines: appearance.numberOfLines, shadowColor: appearance.shadowColor,
            shadowOffset: appearance.shadowOffset)
    }
}
