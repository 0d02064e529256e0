import LiveryCore

/// `UITextField`: the border style's box, and the text (or the placeholder)
/// in one line inset 7 points, clipped at the edges as a field clips.
struct TextFieldControl: Control {
    static let kind = TextFieldAppearance.kind
    let appearance: TextFieldAppearance

    init(_ style: ResolvedStyle) { appearance = TextFieldAppearance(style) }

    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize {
        .fixed(width: nil, height: measure("X", appearance.font).lineHeight + (appearance.borderStyle == .roundedRect ? 14 : 4))
    }

    func layers(_ context: ControlContext) -> [RenderLayer] {
        let f = appearance
        let size = context.size
        var layers: [RenderLayer] = []
        switch f.borderStyle {
        case .none: break
        case .roundedRect:
            layers.append(RenderLayer(frame: context.bounds, backgroundColor: context.system("tertiarySystemFill"), cornerRadius: 5))
        case .line:
            layers.append(RenderLayer(frame: context.bounds, borderWidth: 1, borderColor: context.system("label")))
        case .bezel:
            layers.append(RenderLayer(frame: context.bounds, borderWidth: 1, borderColor: context.system("systemGray")))
        }
        let text = f.text.flatMap { $0.isEmpty ? nil : $0 }
        guard let shown = text ?? f.placeholder, !shown.isEmpty else { return layers }
        let inset = f.borderStyle == .none ? 0.0 : 7
        let label = LabelContent(
            text: shown, color: text == nil ? f.placeholderColor : f.textColor, font: text == nil ? f.placeholderFont : f.font,
            alignment: f.textAlignment,
            numberOfLines: 1, lineBreakMode: .byClipping, typography: text == nil ? .plain : f.typography,
            isRightToLeft: context.isRightToLeft)
        layers.append(
            RenderLayer(
                frame: Rect(x: inset, y: 0, width: max(0, size.width - 2 * inset), height: size.height), text: .label(label)))
        return layers
    }
}
