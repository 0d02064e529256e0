/// What a `UITextField` draws: its text, or its placeholder in
/// `placeholderColor`, inside its border style. `defaultTextAttributes` and
/// `placeholderTextAttributes`, when set, win over `textColor`, `font` and
/// `placeholderColor` (in UIKit the last one set wins; a stylesheet sets both at once).
package struct TextFieldAppearance: KindAppearance, Hashable {
    package var text: String?
    package var placeholder: String?
    package var textColor: Color
    package var placeholderColor: Color
    package var font: ResolvedFont
    package var placeholderFont: ResolvedFont
    package var textAlignment: TextAlignment
    package var borderStyle: TextBorderStyle
    /// The image in place of the border style's box (nil for a roundedRect field, which ignores it).
    package var background: ImageReference?
    /// Whether the clear button shows: the field has text and its mode shows it while not editing.
    package var showsClearButton: Bool
    /// The text's kern, baseline offset and decorations (`defaultTextAttributes`'); not the placeholder's.
    package var typography: TextTypography

    package static let kind = "UITextField"

    package init(_ style: ResolvedStyle) {
        text = style[.text]
        placeholder = style[.placeholder]
        textColor = style[.defaultTextColor] ?? style.value(.textColor)
        placeholderColor = style[.placeholderTextColor] ?? style.value(.placeholderColor)
        font = style[.defaultTextFont] ?? style.value(.font)
        placeholderFont = style[.placeholderTextFont] ?? font
        textAlignment = style.value(.textAlignment)
        borderStyle = style.value(.borderStyle)
        background = borderStyle == .roundedRect ? nil : style[.textFieldBackground]
        let mode: TextFieldViewMode = style.value(.clearButtonMode)
        showsClearButton = mode.showsWhileNotEditing && !(text ?? "").isEmpty
        typography = TextTypography(style, .textFieldText)
    }
}
