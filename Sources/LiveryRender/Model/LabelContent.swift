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

    public init(text: String, color: Color = .black,
                font: ResolvedFont = ResolvedFont(family: "system", size: 17, weight: .regular),
                alignment: TextAlignment = .natural, numberOfLines: Int = 1,
                shadowColor: Color? = nil, shadowOffset: Size = Size(width: 0, height: -1)) {
        self.text = text
        self.color = color
        self.font = font
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.shadowColor = shadowColor
        self.shadowOffset = shadowOffset
    }
}
