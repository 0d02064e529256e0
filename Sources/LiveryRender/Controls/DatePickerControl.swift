import LiveryCore

/// `UIDatePicker` in its compact style (what `automatic` gives on iPhone;
/// the wheels and inline styles are previewed compact too): the date and the
/// time, each in 17-point text in a tertiarySystemFill pill 34 points tall
/// with continuous corners (8), 11 points of padding a side, 6 apart. The
/// figures are Apple's UI kit's, not yet measured on a simulator reference.
struct DatePickerControl: Control {
    static let kind = DatePickerAppearance.kind
    static let height = 34.0
    static let padding = 11.0
    static let gap = 6.0
    static let font = ResolvedFont(family: "system", size: 17, weight: .regular)

    let appearance: DatePickerAppearance

    init(_ style: ResolvedStyle) { appearance = DatePickerAppearance(style) }

    private var texts: [String] { [appearance.dateText, appearance.timeText].compactMap { $0 } }

    func intrinsicSize(_ measure: LineMeasure) -> (width: Double?, height: Double?) {
        let widths = texts.map { measure($0, Self.font).width + 2 * Self.padding }
        return (widths.reduce(0, +) + Double(max(0, widths.count - 1)) * Self.gap, Self.height)
    }

    /// Pills share the width in proportion to their texts' lengths, so a
    /// picker given more or less room than it asks for still fills it.
    func layers(_ context: ControlContext) -> [RenderLayer] {
        let texts = self.texts
        guard !texts.isEmpty else { return [] }
        let weights = texts.map { Double($0.count) + 2 }
        let room = max(0, context.size.width - Double(texts.count - 1) * Self.gap)
        var x = 0.0
        var layers: [RenderLayer] = []
        let ordered = context.isRightToLeft ? Array(zip(texts, weights).reversed()) : Array(zip(texts, weights))
        for (text, weight) in ordered {
            let width = room * weight / weights.reduce(0, +)
            let frame = Rect(x: x, y: (context.size.height - Self.height) / 2, width: width, height: Self.height)
            var pill = RenderLayer(frame: frame, backgroundColor: context.system("tertiarySystemFill"), cornerRadius: 8)
            pill.cornerCurve = .continuous
            let label = LabelContent(
                text: text, color: context.system("label"), font: Self.font, alignment: .center, numberOfLines: 1,
                lineBreakMode: .byClipping, isRightToLeft: context.isRightToLeft)
            layers += [pill, RenderLayer(frame: frame, text: .label(label))]
            x += width + Self.gap
        }
        return layers
    }
}
