import LiveryCore

/// `UILabel`: its text, wrapped to its bounds as `numberOfLines` and
/// `lineBreakMode` say; its intrinsic size is the text's at the width offered.
struct LabelControl: Control {
    static let kind = LabelAppearance.kind
    let label: LabelAppearance
    /// The text as drawn and measured, in the view's layout direction; a
    /// label without text measures as empty.
    let content: LabelContent

    init(_ style: ResolvedStyle) {
        label = LabelAppearance(style)
        content = LabelContent(text: label.text ?? "", appearance: label, isRightToLeft: style.traits.layoutDirection == .rightToLeft)
    }

    var texts: [(text: String, key: PropertyKey<String>, font: ResolvedFont, fontKey: PropertyKey<ResolvedFont>)] {
        label.text.map { [($0, .text, label.font, .font)] } ?? []
    }

    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize { .text(content) }

    func draw(_ layer: inout RenderLayer, _ context: ControlContext) {
        if label.text != nil { layer.text = .label(content) }
    }
}
