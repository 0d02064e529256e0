import Foundation
import Livery

/// UIKit's controls drawn the way iOS 15+ draws them, built from the
/// renderer's own layers (rounded rects, shadows, masks, text) in the
/// control's coordinates (Docs/Controls.md). Sizes and radii are UIKit's;
/// colours come from the control's appearance (the schema's defaults).
/// Right-to-left layouts mirror switches, sliders, progress views and
/// page controls, as UIKit does.
enum ControlLayers {
    /// The thumb shadow of switches and sliders: 0 3 8 black at 15%.
    static let thumbShadow = (opacity: 0.15, radius: 4.0, offset: Size(width: 0, height: 3))

    /// The layers a control draws under its subviews; empty for other views.
    static func layers(for style: ResolvedStyle, size: Size) -> [RenderLayer] {
        let rtl = style.traits.layoutDirection == .rightToLeft
        if let control = SwitchAppearance.of(style) { return switchLayers(control, rtl: rtl) }
        if let slider = SliderAppearance.of(style) { return sliderLayers(slider, size: size, rtl: rtl) }
        if let progress = ProgressAppearance.of(style) { return progressLayers(progress, size: size, rtl: rtl) }
        if let pages = PageControlAppearance.of(style) { return pageLayers(pages, size: size, rtl: rtl) }
        if let spinner = ActivityIndicatorAppearance.of(style) { return spinnerLayers(spinner, size: size) }
        if let segmented = SegmentedControlAppearance.of(style) {
            return segmentLayers(segmented, size: size, rtl: rtl, traits: style.traits)
        }
        if let field = TextFieldAppearance.of(style) { return fieldLayers(field, size: size, rtl: rtl, traits: style.traits) }
        if let cell = CellAppearance.of(style) { return accessoryLayers(cell, size: size, rtl: rtl, traits: style.traits) }
        if let bar = BarAppearance.of(style) {
            return barLayers(bar, title: NavigationBarAppearance.of(style), size: size, rtl: rtl, traits: style.traits)
        }
        return []
    }

    /// A system colour of the control's own drawing (a field's fill, a
    /// chevron), resolved in the view's traits as UIKit draws it.
    private static func system(_ name: String, _ traits: TraitCollection) -> Color {
        guard case .color(let color) = ResolvedValue(.color(SystemColors.named(name) ?? DynamicColor(.black)), traits: traits)
        else { return .black }
        return color
    }

    /// A control's size as UIKit gives it, where UIKit fixes it (switch,
    /// activity indicator) or fixes one side (slider, progress view, page
    /// control, text field); nil entries come from the layout.
    static func intrinsicSize(
        of style: ResolvedStyle, measure: (String, ResolvedFont) -> (width: Double, lineHeight: Double)
    ) -> (width: Double?, height: Double?)? {
        if SwitchAppearance.of(style) != nil { return (51, 31) }
        // UITableView.rowHeight's default.
        if CellAppearance.of(style) != nil { return (nil, 44) }
        if let bar = NavigationBarAppearance.of(style) { return (nil, bar.height) }
        if TabBarAppearance.of(style) != nil { return (nil, TabBarAppearance.height) }
        if BarAppearance.of(style) != nil { return (nil, NavigationBarAppearance.rowHeight) }
        if let segmented = SegmentedControlAppearance.of(style) {
            let widest = segmented.segments.map { measure($0, segmented.selectedTitleFont).width }.max() ?? 0
            return (Double(segmented.segments.count) * (widest + 24), 32)
        }
        if SliderAppearance.of(style) != nil { return (nil, 31) }
        if ProgressAppearance.of(style) != nil { return (nil, 4) }
        if let pages = PageControlAppearance.of(style) { return (Double(pages.numberOfPages) * 16 + 24, 26) }
        if let spinner = ActivityIndicatorAppearance.of(style) { return spinner.style == .large ? (37, 37) : (20, 20) }
        if let field = TextFieldAppearance.of(style) {
            return (nil, measure("X", field.font).lineHeight + (field.borderStyle == .roundedRect ? 14 : 4))
        }
        return nil
    }

    // MARK: Controls

    /// 51 × 31 pill; a 27-point thumb inset 2, on the trailing side when on.
    private static func switchLayers(_ s: SwitchAppearance, rtl: Bool) -> [RenderLayer] {
        let track = RenderLayer(
            frame: Rect(x: 0, y: 0, width: 51, height: 31), backgroundColor: s.isOn ? s.onTintColor : s.offTintColor,
            cornerRadius: 15.5)
        let trailing = s.isOn != rtl
        return [track, thumb(x: trailing ? 22 : 2, y: 2, diameter: 27, color: s.thumbTintColor)]
    }

    /// A 4-point rounded track across the width, filled to the thumb; a
    /// 28-point thumb whose centre travels between 14 points from each end.
    private static func sliderLayers(_ s: SliderAppearance, size: Size, rtl: Bool) -> [RenderLayer] {
        let travel = max(0, size.width - 28)
        let along = travel * (rtl ? 1 - s.fraction : s.fraction)
        let centre = 14 + along
        let y = (size.height - 4) / 2
        let left = RenderLayer(
            frame: Rect(x: 0, y: y, width: centre, height: 4),
            backgroundColor: rtl ? s.maximumTrackTintColor : s.minimumTrackTintColor, cornerRadius: 2)
        let right = RenderLayer(
            frame: Rect(x: centre, y: y, width: max(0, size.width - centre), height: 4),
            backgroundColor: rtl ? s.minimumTrackTintColor : s.maximumTrackTintColor, cornerRadius: 2)
        return [left, right, thumb(x: along, y: (size.height - 28) / 2, diameter: 28, color: s.thumbTintColor)]
    }

    /// A white circle with UIKit's soft shadow and a hairline edge.
    private static func thumb(x: Double, y: Double, diameter: Double, color: Color) -> RenderLayer {
        var layer = RenderLayer(
            frame: Rect(x: x, y: y, width: diameter, height: diameter), backgroundColor: color,
            cornerRadius: diameter / 2, borderWidth: 0.5, borderColor: Color(red: 0, green: 0, blue: 0, alpha: 10))
        layer.shadowColor = .black
        layer.shadowOpacity = thumbShadow.opacity
        layer.shadowRadius = thumbShadow.radius
        layer.shadowOffset = thumbShadow.offset
        return layer
    }

    /// A 4-point rounded track, filled `progress` of the way from the leading edge.
    private static func progressLayers(_ p: ProgressAppearance, size: Size, rtl: Bool) -> [RenderLayer] {
        let y = (size.height - 4) / 2
        let filled = size.width * p.progress
        return [
            RenderLayer(frame: Rect(x: 0, y: y, width: size.width, height: 4), backgroundColor: p.trackTintColor, cornerRadius: 2),
            RenderLayer(
                frame: Rect(x: rtl ? size.width - filled : 0, y: y, width: filled, height: 4),
                backgroundColor: p.progressTintColor, cornerRadius: 2),
        ]
    }

    /// 8-point dots 16 points apart, centred; the current page's dot highlighted.
    private static func pageLayers(_ p: PageControlAppearance, size: Size, rtl: Bool) -> [RenderLayer] {
        let start = (size.width - Double(p.numberOfPages) * 16) / 2 + 4
        return (0..<p.numberOfPages).map { i in
            let slot = rtl ? p.numberOfPages - 1 - i : i
            return RenderLayer(
                frame: Rect(x: start + Double(slot) * 16, y: (size.height - 8) / 2, width: 8, height: 8),
                backgroundColor: i == p.currentPage ? p.currentPageIndicatorTintColor : p.pageIndicatorTintColor,
                cornerRadius: 4)
        }
    }

    /// 8 spokes (medium, 20 points) or 12 (large, 37 points), the first at
    /// twelve o'clock fully opaque and the rest fading clockwise.
    private static func spinnerLayers(_ a: ActivityIndicatorAppearance, size: Size) -> [RenderLayer] {
        let large = a.style == .large
        let count = large ? 12 : 8
        let side = large ? 37.0 : 20.0
        let (inner, outer, thickness) = large ? (8.5, 17.5, 3.5) : (4.5, 9.5, 2.2)
        let centre = Point(x: side / 2, y: side / 2)
        return (0..<count).map { i in
            let angle = Double(i) / Double(count) * 2 * .pi
            let alpha = 1 - Double(i) / Double(count) * 0.8
            var layer = RenderLayer(
                frame: Rect(x: 0, y: 0, width: side, height: side),
                backgroundColor: a.color.withAlpha(Double(a.color.alpha) / 255 * alpha))
            layer.mask = .shape(.path(spoke(centre, angle: angle, from: inner, to: outer, thickness: thickness), source: "spoke"))
            return layer
        }
    }

    /// A capsule from `from` to `to` points out of `centre` at `angle`
    /// (clockwise from twelve o'clock), its ends rounded.
    private static func spoke(_ centre: Point, angle: Double, from inner: Double, to outer: Double, thickness: Double) -> [PathCommand] {
        let dx = sin(angle)
        let dy = -cos(angle)
        let half = thickness / 2
        var points: [Point] = []
        // Round caps as half circles of six steps each.
        for (radius, base) in [(outer, angle - .pi / 2), (inner, angle + .pi / 2)] {
            let cx = centre.x + dx * radius
            let cy = centre.y + dy * radius
            for k in 0...6 {
                let a = base + Double(k) / 6 * .pi
                points.append(Point(x: cx + sin(a) * half, y: cy - cos(a) * half))
            }
        }
        return [.move(points[0])] + points.dropFirst().map { .line($0) } + [.close]
    }

    /// The border style's box, and the text (or the placeholder) in one line
    /// inset 7 points, clipped at the edges as a field clips.
    private static func fieldLayers(_ f: TextFieldAppearance, size: Size, rtl: Bool, traits: TraitCollection) -> [RenderLayer] {
        var layers: [RenderLayer] = []
        let box = Rect(x: 0, y: 0, width: size.width, height: size.height)
        switch f.borderStyle {
        case .none: break
        case .roundedRect:
            layers.append(
                RenderLayer(
                    frame: box, backgroundColor: system("tertiarySystemFill", traits), cornerRadius: 5))
        case .line:
            layers.append(RenderLayer(frame: box, borderWidth: 1, borderColor: system("label", traits)))
        case .bezel:
            layers.append(RenderLayer(frame: box, borderWidth: 1, borderColor: system("systemGray", traits)))
        }
        let text = f.text.flatMap { $0.isEmpty ? nil : $0 }
        guard let shown = text ?? f.placeholder, !shown.isEmpty else { return layers }
        let inset = f.borderStyle == .none ? 0.0 : 7
        let label = LabelContent(
            text: shown, color: text == nil ? f.placeholderColor : f.textColor, font: f.font, alignment: f.textAlignment,
            numberOfLines: 1, lineBreakMode: .byClipping, isRightToLeft: rtl)
        layers.append(
            RenderLayer(
                frame: Rect(x: inset, y: 0, width: max(0, size.width - 2 * inset), height: size.height), text: .label(label)))
        return layers
    }

    /// A rounded track (radius 9), equal segments, hairlines between
    /// unselected ones, the selected one raised 2 points in with a shadow,
    /// and the titles centred, the selected one semibold.
    private static func segmentLayers(
        _ s: SegmentedControlAppearance, size: Size, rtl: Bool, traits: TraitCollection
    ) -> [RenderLayer] {
        var layers = [
            RenderLayer(
                frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
                backgroundColor: s.backgroundColor ?? system("tertiarySystemFill", traits), cornerRadius: 9)
        ]
        let n = s.segments.count
        guard n > 0 else { return layers }
        let w = size.width / Double(n)
        func x(_ index: Int) -> Double { Double(rtl ? n - 1 - index : index) * w }
        for i in 0..<(n - 1) where s.selectedIndex != i && s.selectedIndex != i + 1 {
            let edge = rtl ? x(i) : x(i) + w
            layers.append(
                RenderLayer(
                    frame: Rect(x: edge - 0.5, y: (size.height - 16) / 2, width: 1, height: 16),
                    backgroundColor: system("separator", traits)))
        }
        if let selected = s.selectedIndex {
            var raised = RenderLayer(
                frame: Rect(x: x(selected) + 2, y: 2, width: max(0, w - 4), height: max(0, size.height - 4)),
                backgroundColor: s.selectedSegmentTintColor, cornerRadius: 7, borderWidth: 0.5,
                borderColor: Color(red: 0, green: 0, blue: 0, alpha: 10))
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
                font: selected ? s.selectedTitleFont : s.titleFont, alignment: .center, isRightToLeft: rtl)
            layers.append(RenderLayer(frame: Rect(x: x(i) + 4, y: 0, width: max(0, w - 8), height: size.height), text: .label(label)))
        }
        return layers
    }

    // MARK: Bars

    /// The bar's background and its hairline (one device pixel) toward the
    /// content: below a navigation bar, above a tab bar or a toolbar. A
    /// navigation bar's title: centred in the 44-point row, or large at the
    /// leading edge of the 52 points below it.
    private static func barLayers(
        _ bar: BarAppearance, title navigation: NavigationBarAppearance?, size: Size, rtl: Bool, traits: TraitCollection
    ) -> [RenderLayer] {
        let background = bar.barTintColor ?? system("systemBackground", traits).withAlpha(bar.isTranslucent ? 0.94 : 1)
        let hairline = 1 / Double(max(1, traits.displayScale))
        var layers = [
            RenderLayer(frame: Rect(x: 0, y: 0, width: size.width, height: size.height), backgroundColor: background),
            RenderLayer(
                frame: Rect(x: 0, y: navigation == nil ? -hairline : size.height, width: size.width, height: hairline),
                backgroundColor: bar.shadowColor),
        ]
        guard let bar = navigation else { return layers }
        guard let title = bar.title, !title.isEmpty else { return layers }
        if bar.prefersLargeTitles {
            let large = LabelContent(
                text: title, color: bar.largeTitleColor, font: bar.largeTitleFont, alignment: .natural, isRightToLeft: rtl)
            layers.append(
                RenderLayer(
                    frame: Rect(x: 16, y: NavigationBarAppearance.rowHeight, width: max(0, size.width - 32), height: 52 - 6),
                    text: .label(large)))
        } else {
            let small = LabelContent(
                text: title, color: bar.titleColor, font: bar.titleFont, alignment: .center, isRightToLeft: rtl)
            layers.append(
                RenderLayer(
                    frame: Rect(x: 80, y: 0, width: max(0, size.width - 160), height: NavigationBarAppearance.rowHeight),
                    text: .label(small)))
        }
        return layers
    }

    /// A tab bar item: its image as a template in the item's colour, at most
    /// 30 points and centred above a 10-point medium title, as UIKit draws
    /// tab items in a compact bar.
    static func tabItem(title: String?, image: RenderImage?, color: Color, size: Size, rtl: Bool) -> [RenderLayer] {
        var layers: [RenderLayer] = []
        if let image {
            let s = image.size
            let fit = min(1, 30 / max(s.width, s.height, 1e-9))
            let w = s.width * fit
            let h = s.height * fit
            layers.append(
                RenderLayer(
                    frame: Rect(x: 0, y: 0, width: size.width, height: size.height), backgroundColor: color,
                    mask: .image(image, frame: Rect(x: (size.width - w) / 2, y: 3 + (30 - h) / 2, width: w, height: h))))
        }
        if let title, !title.isEmpty {
            let label = LabelContent(
                text: title, color: color, font: ResolvedFont(family: "system", size: 10, weight: .medium), alignment: .center,
                isRightToLeft: rtl)
            layers.append(RenderLayer(frame: Rect(x: 2, y: 33, width: max(0, size.width - 4), height: 14), text: .label(label)))
        }
        return layers
    }

    // MARK: Table cells

    /// The accessory at the trailing edge, 16 points in: a chevron, a
    /// checkmark in the tint, or a circled "i" in the tint.
    private static func accessoryLayers(_ c: CellAppearance, size: Size, rtl: Bool, traits: TraitCollection) -> [RenderLayer] {
        let midY = size.height / 2
        func placed(_ width: Double, _ height: Double) -> Rect {
            Rect(x: rtl ? 16 : size.width - 16 - width, y: midY - height / 2, width: width, height: height)
        }
        // A selected or highlighted cell's fill, under its content.
        var fill: [RenderLayer] = []
        if let selection = c.selection {
            fill.append(
                RenderLayer(
                    frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
                    backgroundColor: system(selection == .blue ? "systemBlue" : "systemGray4", traits)))
        }
        return fill + accessory(c, placed: placed, rtl: rtl, traits: traits)
    }

    private static func accessory(
        _ c: CellAppearance, placed: (Double, Double) -> Rect, rtl: Bool, traits: TraitCollection
    ) -> [RenderLayer] {
        switch c.accessoryType {
        case .none:
            return []
        case .disclosureIndicator:
            var layer = RenderLayer(frame: placed(8, 13), backgroundColor: system("tertiaryLabel", traits))
            // A chevron about 2 points thick, pointing to the trailing edge.
            let outline = [(0.0, 1.4), (1.4, 0), (8, 6.5), (1.4, 13), (0, 11.6), (5.2, 6.5)]
            let points = outline.map { Point(x: rtl ? 8 - $0.0 : $0.0, y: $0.1) }
            layer.mask = .shape(.path([.move(points[0])] + points.dropFirst().map { .line($0) } + [.close], source: "chevron"))
            return [layer]
        case .checkmark:
            var layer = RenderLayer(frame: placed(14, 11), backgroundColor: c.tintColor)
            layer.mask = .shape(
                .path(
                    [
                        .move(Point(x: 0, y: 6)), .line(Point(x: 1.8, y: 4.3)), .line(Point(x: 5, y: 7.4)),
                        .line(Point(x: 12.2, y: 0)), .line(Point(x: 14, y: 1.7)), .line(Point(x: 5, y: 11)), .close,
                    ], source: "checkmark"))
            return [layer]
        case .detailButton:
            let ring = RenderLayer(frame: placed(22, 22), borderWidth: 1.5, borderColor: c.tintColor)
            var circle = ring
            circle.cornerRadius = 11
            let info = LabelContent(
                text: "i", color: c.tintColor, font: ResolvedFont(family: "system", size: 15, weight: .semibold),
                alignment: .center)
            return [circle, RenderLayer(frame: placed(22, 22), text: .label(info))]
        }
    }
}
