/// What a `UITextField` draws: its text, or its placeholder in
/// `placeholderColor`, inside its border style.
public struct TextFieldAppearance: KindAppearance, Hashable {
    public var text: String?
    public var placeholder: String?
    public var textColor: Color
    public var placeholderColor: Color
    public var font: ResolvedFont
    public var textAlignment: TextAlignment
    public var borderStyle: TextBorderStyle

    public static let kind = "UITextField"

    public init(_ style: ResolvedStyle) {
        text = style[.text]
        placeholder = style[.placeholder]
        textColor = style.value(.textColor)
        placeholderColor = style.value(.placeholderColor)
        font = style.value(.font)
        textAlignment = style.value(.textAlignment)
        borderStyle = style.value(.borderStyle)
    }
}
