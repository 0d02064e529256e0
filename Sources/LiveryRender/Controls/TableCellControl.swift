import LiveryCore

/// `UITableViewCell`: 44-point rows (`UITableView.rowHeight`'s default), a
/// selected or highlighted cell's fill under its content, and the accessory
/// at the trailing edge, 16 points in: a chevron, a checkmark in the tint,
/// or a circled "i" in the tint.
struct TableCellControl: Control {
    static let kind = CellAppearance.kind
    let appearance: CellAppearance

    init(_ style: ResolvedStyle) { appearance = CellAppearance(style) }

    func intrinsicSize(_ measure: LineMeasure) -> (width: Double?, height: Double?) { (nil, 44) }

    func layers(_ context: ControlContext) -> [RenderLayer] {
        var fill: [RenderLayer] = []
        if let selection = appearance.selection {
            fill.append(
                RenderLayer(frame: context.bounds, backgroundColor: context.system(selection == .blue ? "systemBlue" : "systemGray4")))
        }
        return fill + accessory(context)
    }

    private func accessory(_ context: ControlContext) -> [RenderLayer] {
        let rtl = context.isRightToLeft
        let size = context.size
        func placed(_ width: Double, _ height: Double) -> Rect {
            Rect(x: rtl ? 16 : size.width - 16 - width, y: size.height / 2 - height / 2, width: width, height: height)
        }
        let tint = appearance.tintColor
        switch appearance.accessoryType {
        case .none:
            return []
        case .disclosureIndicator:
            var layer = RenderLayer(frame: placed(8, 13), backgroundColor: context.system("tertiaryLabel"))
            // A chevron about 2 points thick, pointing to the trailing edge.
            let outline = [(0.0, 1.4), (1.4, 0), (8, 6.5), (1.4, 13), (0, 11.6), (5.2, 6.5)]
            let points = outline.map { Point(x: rtl ? 8 - $0.0 : $0.0, y: $0.1) }
            layer.mask = .shape(.path([.move(points[0])] + points.dropFirst().map { .line($0) } + [.close], source: "chevron"))
            return [layer]
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
            var circle = RenderLayer(frame: placed(22, 22), borderWidth: 1.5, borderColor: tint)
            circle.cornerRadius = 11
            let info = LabelContent(
                text: "i", color: tint, font: ResolvedFont(family: "system", size: 15, weight: .semibold), alignment: .center)
            return [circle, RenderLayer(frame: placed(22, 22), text: .label(info))]
        }
    }
}
