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

    var wrappingText: LabelContent? {
        appearance.text.map { LabelContent(text: $0, font: appearance.font, numberOfLines: 0) }
    }

    func layers(_ context: ControlContext) -> [RenderLayer] {
        guard let text = appearance.text, !text.isEmpty else { return [] }
        let margin = context.contentMargin
        // A grouped section's footer wraps into the height the layout gave it.
        let label = LabelContent(
            text: text, color: appearance.textColor, font: appearance.font, alignment: .natural,
            numberOfLines: context.rowRole == .footer ? 0 : 1, lineBreakMode: context.rowRole == .footer ? .byWordWrapping : .byTruncatingTail,
            isRightToLeft: context.isRightToLeft)
        let width = max(0, context.size.width - 2 * margin)
        // In a grouped table, the text's baseline where iOS puts it: a header's
        // just above its section's cells, a footer's below them.
        let measured = context.measure(text, appearance.font)
        let (line, ascent) = (measured.lineHeight, measured.baseline)
        let frame: Rect
        switch context.rowRole {
        case .header?:
            frame = Rect(x: margin, y: context.size.height - TableRows.headerBaselineAboveBottom - ascent, width: width, height: line)
        case .footer?:
            frame = Rect(
                x: margin, y: TableRows.footerBaselineBelowTop - ascent, width: width,
                height: line + max(0, context.size.height - TableRows.footerHeight))
        default:
            frame = Rect(x: margin, y: 0, width: width, height: context.size.height)
        }
        return [RenderLayer(frame: frame, text: .label(label))]
    }
}
