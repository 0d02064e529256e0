import LiveryCore

/// `UIDatePicker` in its compact style (what `automatic` gives on iPhone;
/// the wheels and inline styles are previewed compact too): the date and the
/// time, each in body text (17 points at the default size, following Dynamic
/// Type) in a tertiarySystemFill pill 34 points tall (taller for larger
/// text) with continuous corners (8), 11 points of padding a side, 6 apart.
/// The figures are Apple's UI kit's, not yet measured on a simulator reference.
struct DatePickerControl: Control {
    static let kind = DatePickerAppearance.kind
    static let height = 34.0
    static let padding = 11.0
    static let gap = 6.0

    let appearance: DatePickerAppearance

    init(_ style: ResolvedStyle) { appearance = DatePickerAppearance(style) }

    private var dateAndTime: [String] { [appearance.dateText, appearance.timeText].compactMap { $0 } }

    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize {
        let widths = dateAndTime.map { measure($0, appearance.font).width + 2 * Self.padding }
        let line = measure("9", appearance.font).lineHeight
        return .fixed(width: widths.reduce(0, +) + Double(max(0, widths.count - 1)) * Self.gap, height: max(Self.height, line + 12))
    }

    /// Each pill as wide as its text plus its padding, scaled together so a
    /// picker given more or less room than it asks for still fills it.
    func layers(_ context: ControlContext) -> [RenderLayer] {
        let texts = dateAndTime
        guard !texts.isEmpty else { return [] }
        let weights = texts.map { context.measure($0, appearance.font).width + 2 * Self.padding }
        let height = min(context.size.height, max(Self.height, context.measure("9", appearance.font).lineHeight + 12))
        let room = max(0, context.size.width - Double(texts.count - 1) * Self.gap)
        var x = 0.0
        var layers: [RenderLayer] = []
        let ordered = context.isRightToLeft ? Array(zip(texts, weights).reversed()) : Array(zip(texts, weights))
        for (text, weight) in ordered {
            let width = room * weight / weights.reduce(0, +)
            let frame = Rect(x: x, y: (context.size.height - height) / 2, width: width, height: height)
            var pill = RenderLayer(frame: frame, backgroundColor: context.system("tertiarySystemFill"), cornerRadius: 8)
            pill.cornerCurve = .continuous
            let label = LabelContent(
                text: text, color: context.system("label"), font: appearance.font, alignment: .center, numberOfLines: 1,
                lineBreakMode: .byTruncatingTail, isRightToLeft: context.isRightToLeft)
            layers += [pill, RenderLayer(frame: frame, text: .label(label))]
            x += width + Self.gap
        }
        return layers
    }
}
