import LiveryCore

/// `UISegmentedControl`, as iOS 17–18 draws it (Docs/Controls.md): a track
/// with continuous corners (8.25), equal segments 1 point apart, each as
/// wide as the widest title plus 10 points a side; hairlines in the gaps
/// beside unselected segments; the selected segment raised 2 points in
/// (continuous corners of 6) with a shadow; the titles centred, the
/// selected one semibold. The view's background colour is the track's.
/// Background images replace the track and the raised segment: each
/// segment's image (the selected one's for the selected segment) stretched
/// over it by its cap insets.
struct SegmentedControl: Control {
    static let kind = SegmentedControlAppearance.kind
    static let height = 32.0
    /// Space beside the widest title in each segment, and between segments.
    static let titlePadding = 10.0
    static let gap = 1.0
    static let trackRadius = 8.25
    static let thumbInset = 2.0
    static let thumbRadius = 6.0

    let appearance: SegmentedControlAppearance

    init(_ style: ResolvedStyle) { appearance = SegmentedControlAppearance(style) }

    var fillsBackground: Bool { false }

    var images: [(reference: ImageReference, key: PropertyKey<ImageReference>)] {
        [appearance.backgroundImage, appearance.selectedBackgroundImage].compactMap { $0.map { ($0, PropertyKeys.backgroundImage) } }
    }

    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize {
        let n = appearance.segments.count
        // The selected attributes' font and kern (a kern after each character, as the title is drawn).
        let kern = appearance.selectedTitleTypography.kern
        let widest =
            appearance.segments.map { max(0, measure($0, appearance.selectedTitleFont).width + Double($0.count) * kern) }.max() ?? 0
        return .fixed(width: Double(n) * (widest + 2 * Self.titlePadding) + Double(max(0, n - 1)) * Self.gap, height: Self.height)
    }

    /// Segment `index`'s frame in a control `size` wide, from the leading edge.
    static func segment(_ index: Int, of count: Int, in size: Size, rtl: Bool) -> Rect {
        let w = max(0, size.width - Double(count - 1) * gap) / Double(count)
        let slot = rtl ? count - 1 - index : index
        return Rect(x: Double(slot) * (w + gap), y: 0, width: w, height: size.height)
    }

    func layers(_ context: ControlContext) -> [RenderLayer] {
        let s = appearance
        let size = context.size
        let rtl = context.isRightToLeft
        let imaged = s.backgroundImage.flatMap { context.images[$0] }
        var track = RenderLayer(
            frame: context.bounds, backgroundColor: s.backgroundColor ?? (imaged == nil ? context.system("tertiarySystemFill") : nil),
            cornerRadius: imaged == nil ? Self.trackRadius : 0)
        track.cornerCurve = .continuous
        var layers = [track]
        let n = s.segments.count
        guard n > 0 else { return layers }
        let frames = (0..<n).map { Self.segment($0, of: n, in: size, rtl: rtl) }
        if let imaged {
            let selectedImage = s.selectedBackgroundImage.flatMap { context.images[$0] } ?? imaged
            layers += frames.enumerated().map { i, frame in context.imageLayer(i == s.selectedIndex ? selectedImage : imaged, in: frame) }
        }
        for i in 0..<(n - 1) where s.selectedIndex != i && s.selectedIndex != i + 1 {
            let edge = rtl ? frames[i].x - Self.gap : frames[i].x + frames[i].width
            layers.append(
                RenderLayer(
                    frame: Rect(x: edge, y: (size.height - 16) / 2, width: Self.gap, height: 16),
                    backgroundColor: context.system("separator")))
        }
        if imaged == nil, let selected = s.selectedIndex, frames.indices.contains(selected) {
            let f = frames[selected]
            let inset = Self.thumbInset
            var raised = RenderLayer(
                frame: Rect(x: f.x + inset, y: inset, width: max(0, f.width - 2 * inset), height: max(0, size.height - 2 * inset)),
                backgroundColor: s.selectedSegmentTintColor, cornerRadius: Self.thumbRadius, borderWidth: 0.5,
                borderColor: Color(red: 0, green: 0, blue: 0, alpha: 10))
            raised.cornerCurve = .continuous
            raised.shadowColor = .black
            raised.shadowOpacity = 0.12
            raised.shadowRadius = 4
            raised.shadowOffset = Size(width: 0, height: 3)
            layers.append(raised)
        }
        for (i, title) in s.segments.enumerated() {
            let selected = i == s.selectedIndex
            let label = LabelContent(
                text: title, color: selected ? s.selectedTitleColor : s.titleColor,
                font: selected ? s.selectedTitleFont : s.titleFont, alignment: .center,
                typography: selected ? s.selectedTitleTypography : s.titleTypography, isRightToLeft: rtl)
            layers.append(RenderLayer(frame: frames[i], text: .label(label)))
        }
        return layers
    }
}
