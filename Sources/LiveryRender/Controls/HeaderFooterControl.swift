import LiveryCore

/// `UITableViewHeaderFooterView`: a section's header, or its footer after
/// the section's cells, as a grouped table shows them: its text on one
/// line at the cells' content margin, centred in a view 16 points taller
/// than the line (Docs/Controls.md, "Table cells").
struct HeaderFooterControl: Control {
    static let kind = HeaderFooterAppearance.kind
    static let padding = 8.0

    let appearance: HeaderFooterAppearance

    init(_ style: ResolvedStyle) { appearance = HeaderFooterAppearance(style) }

    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize {
        .fixed(width: nil, height: measure(appearance.text ?? "", appearance.font).lineHeight + 2 * Self.padding)
    }

    func layers(_ context: ControlContext) -> [RenderLayer] {
        guard let text = appearance.text, !text.isEmpty else { return [] }
        let margin = context.contentMargin
        let label = LabelContent(
            text: text, color: appearance.textColor, font: appearance.font, alignment: .natural, numberOfLines: 1,
            lineBreakMode: .byTruncatingTail, isRightToLeft: context.isRightToLeft)
        return [
            RenderLayer(
                frame: Rect(x: margin, y: 0, width: max(0, context.size.width - 2 * margin), height: context.size.height),
                text: .label(label))
        ]
    }
}
