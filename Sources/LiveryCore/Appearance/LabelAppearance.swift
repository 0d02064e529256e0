/// What a `UILabel` (or a subclass) draws, with the schema's defaults filled
/// in: `textColor` is `label` (white in dark mode) and `font` is `body` at
/// the view's content size category unless a rule says otherwise.
public struct LabelAppearance: KindAppearance, Hashable {
    public var text: String?
    public var textColor: Color
    public var font: ResolvedFont
    public var textAlignment: TextAlignment
    /// 0 means as many lines as fit.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    public var shadowColor: Color?
    public var shadowOffset: Size
    /// Letter spacing, line height, paragraph spacing, underline and strikethrough.
    public var typography: TextTypography

    public static let kind = "UILabel"

    /// A plain `UILabel`: every property at its schema default, in the default traits.
    public static let plain = makePlain()

    public init(_ style: ResolvedStyle) {
        text = style[.text]
        textColor = style.value(.textColor)
        font = style.value(.font)
        textAlignment = style.value(.textAlignment)
        numberOfLines = LabelAppearance.lineCount(style.value(.numberOfLines))
        lineBreakMode = style.value(.lineBreakMode)
        shadowColor = style[.shadowColor]
        shadowOffset = style.value(.shadowOffset)
        typography = TextTypography(style, .label)
    }

    /// A whole line count, 0 (unlimited) for anything the compiler's range
    /// check would refuse but an app might set.
    private static func lineCount(_ value: Double) -> Int {
        guard value.isFinite, value >= 1 else { return 0 }
        return value < Double(Int32.max) ? Int(value.rounded()) : Int(Int32.max)
    }
}
