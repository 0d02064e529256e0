import LiveryCore

/// `UITableView`: its cells are rows (``SubviewArrangement/rows``). Over
/// them, a hairline (one device pixel) at the bottom of each visible cell,
/// inset by `separatorInset` from the leading edge, in `separatorColor`: in
/// a plain table under every row, the last included, and no lines below
/// the rows (iOS 15 and later); in a grouped section between its cells
/// only. An inset-grouped section rounds its outer corners.
struct TableControl: Control {
    static let kind = TableAppearance.kind
    let appearance: TableAppearance

    init(_ style: ResolvedStyle) { appearance = TableAppearance(style) }

    func layers(_ context: ControlContext) -> [RenderLayer] { [] }

    func finish(_ layer: inout RenderLayer, children: [PlacedChild], _ context: ControlContext) {
        let cells = children.filter { CellAppearance.of($0.style) != nil && !LayoutAppearance($0.style).isHidden }
        layer.sublayers += separators(cells.map(\.frame), context)
        // Inset grouped: the section's first and last cells round their outer corners.
        guard appearance.style == .insetGrouped, let first = cells.first?.layer, let last = cells.last?.layer else { return }
        let top: CornerMask = [.minXMinY, .maxXMinY]
        let bottom: CornerMask = [.minXMaxY, .maxXMaxY]
        for (index, corners) in [(first, top), (last, bottom)] {
            layer.sublayers[index].cornerRadius = 10
            layer.sublayers[index].cornerCurve = .continuous
            layer.sublayers[index].maskedCorners = first == last ? .all : corners
            layer.sublayers[index].masksToBounds = true
        }
    }

    /// `cells` are the visible cells' frames, in order.
    private func separators(_ cells: [Rect], _ context: ControlContext) -> [RenderLayer] {
        let lined = appearance.style == .plain ? cells[...] : cells.dropLast()
        let hairline = context.hairline
        let inset = appearance.separatorInset
        let leading = context.isRightToLeft ? inset.right : inset.left
        let trailing = context.isRightToLeft ? inset.left : inset.right
        return lined.map { f in
            RenderLayer(
                frame: Rect(
                    x: f.x + leading, y: f.y + f.height - hairline, width: max(0, f.width - leading - trailing), height: hairline),
                backgroundColor: appearance.separatorColor)
        }
    }
}
