/// What a `UITextField` draws: its text, or its placeholder in
/// `placeholderColor`, inside its border style. `defaultTextAttributes` and
/// `placeholderTextAttributes`, when set, win over `textColor`, `font` and
/// `placeholderColor` (in UIKit the last one set wins; a stylesheet sets both at once).
public struct TextFieldAppearance: KindAppearance, Hashable {
    public var text: String?
    public var placeholder: String?
    public var textColor: Color
    public var placeholderColor: Color
    public var font: ResolvedFont
    public var placeholderFont: ResolvedFont
    public var textAlignment: TextAlignment
    public var borderStyle: TextBorderStyle

    public static let kind = "UITextField"

    public init(_ style: ResolvedStyle) {
        text = style[.text]
        placeholder = style[.placeholder]
        textColor = style[.defaultTextColor] ?? style.value(.textColor)
        placeholderColor = style[.placeholderTextColor] ?? style.value(.placeholderColor)
        font = style[.defaultTextFont] ?? style.value(.font)
        placeholderFont = style[.placeholderTextFont] ?? font
        textAlignment = style.value(.textAlignment)
        borderStyle = style.value(.borderStyle)
    }
}
