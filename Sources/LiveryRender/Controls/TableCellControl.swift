import LiveryCore

/// `UITableViewCell`: a selected or highlighted cell's fill under its
/// content; its built-in parts placed by its cell style (Docs/Controls.md,
/// "Table cells"): the image at the leading margin, the text after it, the
/// detail text below it (subtitle), at the trailing edge (value1) or after a
/// right-aligned label column (value2); and the accessory inside the
/// trailing margin: a chevron, a checkmark in the tint, or a circled "i" in
/// the tint. Rows are 44 points unless their text needs more.
struct TableCellControl: Control {
    static let kind = CellAppearance.kind
    /// UITableView.rowHeight's default, and the least a self-sizing row takes.
    static let rowHeight = 44.0
    /// Space above and below a row's text, and between a subtitle's lines.
    static let verticalPadding = 11.0
    static let lineGap = 2.0
    static let imageToText = 16.0
    static let textToAccessory = 10.0
    /// A detail disclosure button's gap between its info button and its chevron.
    static let infoToChevron = 12.0
    /// value2's label column, from the leading margin.
    static let value2Column = 80.0
    static let value2Gap = 6.0

    let appearance: CellAppearance

    init(_ style: ResolvedStyle) { appearance = CellAppearance(style) }

    var images: [(reference: ImageReference, key: PropertyKey<ImageReference>)] {
        appearance.image.map { [($0, PropertyKeys.imageViewImage)] } ?? []
    }

    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize {
        let a = appearance
        let text = a.text.map { measure($0, a.textFont).lineHeight } ?? 0
        let detail = a.detailText.map { measure($0, a.detailFont).lineHeight } ?? 0
        let content = a.cellStyle == .subtitle && detail > 0 ? text + Self.lineGap + detail : max(text, detail)
        return .fixed(width: nil, height: max(Self.rowHeight, content + 2 * Self.verticalPadding))
    }

    /// A cell of a grouped table with no background of its own is filled as
    /// UIKit fills it: secondarySystemGroupedBackground (white in light mode).
    func draw(_ layer: inout RenderLayer, _ context: ControlContext) {
        if layer.backgroundColor == nil, let table = context.container?.control as? TableControl, TableRows.groups(table.appearance.style) {
            layer.backgroundColor = context.system("secondarySystemGroupedBackground")
        }
        layer.sublayers += layers(context)
    }

    func layers(_ context: ControlContext) -> [RenderLayer] {
        var layers: [RenderLayer] = []
        if let selection = appearance.selection {
            layers.append(
                RenderLayer(
                    frame: context.bounds,
                    backgroundColor: appearance.selectionColor ?? context.system(selection == .blue ? "systemBlue" : "systemGray4")))
        }
        // An accessory view stands in place of the accessory type's drawing.
        let view = context.subviews.first(where: \.isAccessoryView)
        let accessory = view == nil ? self.accessory(context) : []
        // How far the accessory reaches in from the trailing edge.
        let reach = (view?.frame ?? accessory.first?.frame).map {
            context.isRightToLeft ? $0.x + $0.width : context.size.width - $0.x
        }
        layers += parts(context, accessory: reach)
        return layers + accessory
    }

    /// The image, the text and the detail text, between the leading margin
    /// and the accessory (or the trailing margin), mirrored right to left.
    private func parts(_ context: ControlContext, accessory reach: Double?) -> [RenderLayer] {
        let a = appearance
        let size = context.size
        let rtl = context.isRightToLeft
        let margin = context.contentMargin
        var start = margin
        let end = reach.map { $0 + Self.textToAccessory } ?? margin
        var layers: [RenderLayer] = []
        /// A rectangle measured from the leading edge, flipped right to left.
        func placed(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
            Rect(x: rtl ? size.width - x - w : x, y: y, width: max(0, w), height: max(0, h))
        }
        if let reference = a.image, let image = context.images[reference] {
            let fit = min(1, (size.height - 8) / max(image.size.height, 1e-9))
            let w = image.size.width * fit
            let h = image.size.height * fit
            layers.append(
                RenderLayer(
                    frame: placed(margin, (size.height - h) / 2, w, h),
                    contents: RenderContents(image: image, mode: .scaleToFill)))
            start = margin + w + Self.imageToText
        }
        let room = size.width - start - end
        func label(_ text: String, _ color: Color, _ font: ResolvedFont, _ alignment: TextAlignment) -> LabelContent {
            LabelContent(
                text: text, color: color, font: font, alignment: alignment, numberOfLines: 1, lineBreakMode: .byTruncatingTail,
                isRightToLeft: rtl)
        }
        let text = a.text.map { label($0, a.textColor, a.textFont, .natural) }
        let detail = a.detailText.map { label($0, a.detailColor, a.detailFont, .natural) }
        switch a.cellStyle {
        case .default:
            if let text { layers.append(RenderLayer(frame: placed(start, 0, room, size.height), text: .label(text))) }
        case .subtitle:
            let textHeight = text.map { context.measure($0.text, $0.font).lineHeight } ?? 0
            let detailHeight = detail.map { context.measure($0.text, $0.font).lineHeight } ?? 0
            let block = textHeight + (detail == nil ? 0 : Self.lineGap + detailHeight)
            var y = (size.height - block) / 2
            if let text {
                layers.append(RenderLayer(frame: placed(start, y, room, textHeight), text: .label(text)))
                y += textHeight + Self.lineGap
            }
            if let detail { layers.append(RenderLayer(frame: placed(start, y, room, detailHeight), text: .label(detail))) }
        case .value1:
            if let text { layers.append(RenderLayer(frame: placed(start, 0, room, size.height), text: .label(text))) }
            if var detail {
                detail.alignment = rtl ? .left : .right
                layers.append(RenderLayer(frame: placed(start, 0, room, size.height), text: .label(detail)))
            }
        case .value2:
            let column = min(Self.value2Column, room)
            if var text {
                text.alignment = rtl ? .left : .right
                layers.append(RenderLayer(frame: placed(start, 0, column, size.height), text: .label(text)))
            }
            if let detail {
                let x = start + column + Self.value2Gap
                layers.append(RenderLayer(frame: placed(x, 0, size.width - x - end, size.height), text: .label(detail)))
            }
        }
        return layers
    }

    private func accessory(_ context: ControlContext) -> [RenderLayer] {
        let rtl = context.isRightToLeft
        let size = context.size
        let margin = context.contentMargin
        func placed(_ width: Double, _ height: Double) -> Rect {
            Rect(x: rtl ? margin : size.width - margin - width, y: size.height / 2 - height / 2, width: width, height: height)
        }
        let tint = appearance.tintColor
        switch appearance.accessoryType {
        case .none:
            return []
        case .disclosureIndicator:
            return [chevron(placed(8, 13), context)]
        case .detailDisclosureButton:
            // The info button, then the chevron at the margin.
            let arrow = placed(8, 13)
            var circle = placed(22, 22)
            circle.x += rtl ? 8 + Self.infoToChevron : -(8 + Self.infoToChevron)
            return info(circle, tint) + [chevron(arrow, context)]
        case .checkmark:
            var layer = RenderLayer(frame: placed(14, 11), backgroundColor: tint)
            layer.mask = .shape(
                .path(
                    [
                        .move(Point(x: 0, y: 6)), .line(Point(x: 1.8, y: 4.3)), .line(Point(x: 5, y: 7.4)),
                        .line(Point(x: 12.2, y: 0)), .line(Point(x: 14, y: 1.7)), .line(Point(x: 5, y: 11)), .close,
                    ], source: "checkmark"))
            return [layer]
        case .detailButton:
            return info(placed(22, 22), tint)
        }
    }

    /// A chevron about 2 points thick, pointing to the trailing edge.
    private func chevron(_ frame: Rect, _ context: ControlContext) -> RenderLayer {
        var layer = RenderLayer(frame: frame, backgroundColor: context.system("tertiaryLabel"))
        let outline = [(0.0, 1.4), (1.4, 0), (8, 6.5), (1.4, 13), (0, 11.6), (5.2, 6.5)]
        let points = outline.map { Point(x: context.isRightToLeft ? 8 - $0.0 : $0.0, y: $0.1) }
        layer.mask = .shape(.path([.move(points[0])] + points.dropFirst().map { .line($0) } + [.close], source: "chevron"))
        return layer
    }

    /// The circled "i" of the detail buttons, in the tint.
    private func info(_ frame: Rect, _ tint: Color) -> [RenderLayer] {
        var circle = RenderLayer(frame: frame, borderWidth: 1.5, borderColor: tint)
        circle.cornerRadius = 11
        let info = LabelContent(
            text: "i", color: tint, font: ResolvedFont(family: "system", size: 15, weight: .semibold), alignment: .center)
        return [circle, RenderLayer(frame: frame, text: .label(info))]
    }
}
