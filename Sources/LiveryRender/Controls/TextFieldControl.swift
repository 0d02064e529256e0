import LiveryCore

/// `UITextField`: the border style's box (or its background image), and the
/// text (or the placeholder) in one line inset 7 points, clipped at the edges
/// as a field clips; the clear button at the trailing end where it shows.
struct TextFieldControl: Control {
    static let kind = TextFieldAppearance.kind
    /// The clear button's circle and its distance from the trailing edge (Docs/Controls.md).
    static let clearButtonDiameter = 19.0
    static let clearButtonInset = 6.0
    let appearance: TextFieldAppearance

    init(_ style: ResolvedStyle) { appearance = TextFieldAppearance(style) }

    var images: [(reference: ImageReference, key: PropertyKey<ImageReference>)] {
        appearance.background.map { [($0, PropertyKeys.textFieldBackground)] } ?? []
    }

    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize {
        .fixed(width: nil, height: measure("X", appearance.font).lineHeight + (appearance.borderStyle == .roundedRect ? 14 : 4))
    }

    func layers(_ context: ControlContext) -> [RenderLayer] {
        let f = appearance
        let size = context.size
        var layers: [RenderLayer] = []
        if let image = f.background.flatMap({ context.images[$0] }) {
            layers.append(context.imageLayer(image, in: context.bounds))
        }
        switch f.borderStyle {
        case _ where f.background != nil, .none: break
        case .roundedRect:
            layers.append(RenderLayer(frame: context.bounds, backgroundColor: context.system("tertiarySystemFill"), cornerRadius: 5))
        case .line:
            layers.append(RenderLayer(frame: context.bounds, borderWidth: 1, borderColor: context.system("label")))
        case .bezel:
            layers.append(RenderLayer(frame: context.bounds, borderWidth: 1, borderColor: context.system("systemGray")))
        }
        var trailing = 0.0
        if f.showsClearButton {
            let d = Self.clearButtonDiameter
            trailing = d + Self.clearButtonInset
            let x = context.isRightToLeft ? Self.clearButtonInset : size.width - trailing
            layers.append(clearButton(Rect(x: x, y: (size.height - d) / 2, width: d, height: d), context))
        }
        let text = f.text.flatMap { $0.isEmpty ? nil : $0 }
        guard let shown = text ?? f.placeholder, !shown.isEmpty else { return layers }
        let inset = f.borderStyle == .none ? 0.0 : 7
        let label = LabelContent(
            text: shown, color: text == nil ? f.placeholderColor : f.textColor, font: text == nil ? f.placeholderFont : f.font,
            alignment: f.textAlignment,
            numberOfLines: 1, lineBreakMode: .byClipping, typography: text == nil ? .plain : f.typography,
            isRightToLeft: context.isRightToLeft)
        // The text stops short of the clear button, which stands on its trailing side.
        let textInset = (leading: inset, trailing: max(inset, trailing))
        let x = context.isRightToLeft ? textInset.trailing : textInset.leading
        layers.append(
            RenderLayer(
                frame: Rect(x: x, y: 0, width: max(0, size.width - textInset.leading - textInset.trailing), height: size.height),
                text: .label(label)))
        return layers
    }

    /// The clear button: a circle in tertiaryLabel with a white x cut from it, as xmark.circle.fill.
    private func clearButton(_ frame: Rect, _ context: ControlContext) -> RenderLayer {
        var circle = RenderLayer(frame: frame, backgroundColor: context.system("tertiaryLabel"), cornerRadius: frame.width / 2)
        // Two bars 1.6 points thick across the middle half, at right angles.
        let c = frame.width / 2
        let arm = frame.width * 0.19
        let half = 0.8 / 2.0.squareRoot()
        let bars: [[(Double, Double)]] = [
            [(-arm - half, -arm + half), (-arm + half, -arm - half), (arm + half, arm - half), (arm - half, arm + half)],
            [(arm - half, -arm - half), (arm + half, -arm + half), (-arm + half, arm + half), (-arm - half, arm - half)],
        ]
        circle.sublayers = bars.map { bar in
            var stroke = RenderLayer(frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height), backgroundColor: .white)
            let points = bar.map { Point(x: c + $0.0, y: c + $0.1) }
            stroke.mask = .shape(.path([.move(points[0])] + points.dropFirst().map { .line($0) } + [.close], source: "clear button"))
            return stroke
        }
        return circle
    }
}
