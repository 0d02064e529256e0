import LiveryCore

/// `UISearchTextField`, a search bar's field: drawn as the search bar draws
/// its own (``SearchField``), its fill the view's `backgroundColor` when set,
/// its text and placeholder in the text field's colours and fonts.
struct SearchTextFieldControl: Control {
    static let kind = UIKitClasses.searchTextField
    let field: TextFieldAppearance
    let fill: Color?

    init(_ style: ResolvedStyle) {
        field = TextFieldAppearance(style)
        fill = style[.backgroundColor]
    }

    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize { .fixed(width: nil, height: SearchBarAppearance.fieldHeight) }

    /// The fill is the field's own, rounded.
    var fillsBackground: Bool { false }

    func layers(_ context: ControlContext) -> [RenderLayer] {
        let content = SearchField.Content(
            text: field.text, placeholder: field.placeholder, textColor: field.textColor, placeholderColor: field.placeholderColor,
            font: field.font, placeholderFont: field.placeholderFont, fill: fill)
        return SearchField.layers(content, in: context.bounds, context)
    }
}
