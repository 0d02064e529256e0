import LiveryCore

/// `UITableView`: its cells, headers and footers are rows
/// (``SubviewArrangement/rows``); a header or footer view between cells
/// starts a new section. Over the cells, a hairline (one device pixel) at
/// the bottom of each visible cell, in `separatorColor`, inset from the
/// leading edge by `separatorInset` (unset: the cells' content margin): in a
/// plain table under every row, the last included, and no lines below the
/// rows (iOS 15 and later); in a grouped section between its cells only. An
/// inset-grouped section rounds its outer corners. A grouped table without a
/// background colour is filled with systemGroupedBackground, as UIKit's is.
struct TableControl: Control {
    static let kind = TableAppearance.kind
    let appearance: TableAppearance
    /// Whether a rule or the tree sets `separatorInset`; unset, separators follow the cells' margin.
    let insetIsSet: Bool

    init(_ style: ResolvedStyle) {
        appearance = TableAppearance(style)
        insetIsSet = style.property(.separatorInset) != nil
    }

    /// A grouped table with no background of its own is filled as UIKit
    /// fills it: systemGroupedBackground (light grey in light mode), as its
    /// cells are filled with the secondary grouped background.
    func draw(_ layer: inout RenderLayer, _ context: ControlContext) {
        if layer.backgroundColor == nil, TableRows.groups(appearance.style) {
            layer.backgroundColor = context.system("systemGroupedBackground")
        }
    }

    func finish(_ layer: inout RenderLayer, children: [PlacedChild], _ context: ControlContext) {
        for section in Self.sections(children) {
            layer.sublayers += separators(section.map(\.frame), context)
            // Inset grouped: the section's first and last cells round their outer corners.
            guard appearance.style == .insetGrouped, let first = section.first?.layer, let last = section.last?.layer else { continue }
            let top: CornerMask = [.minXMinY, .maxXMinY]
            let bottom: CornerMask = [.minXMaxY, .maxXMaxY]
            for (index, corners) in [(first, top), (last, bottom)] {
                layer.sublayers[index].cornerRadius = 10
                layer.sublayers[index].cornerCurve = .continuous
                layer.sublayers[index].maskedCorners = first == last ? .all : corners
                layer.sublayers[index].masksToBounds = true
            }
        }
    }

    /// The visible cells in runs: any other subview (a header, a footer) ends a section.
    static func sections(_ children: [PlacedChild]) -> [[PlacedChild]] {
        var sections: [[PlacedChild]] = [[]]
        for child in children where !LayoutAppearance(child.style).isHidden {
            if CellAppearance.of(child.style) != nil {
                sections[sections.count - 1].append(child)
            } else if !(sections.last?.isEmpty ?? true) {
                sections.append([])
            }
        }
        return sections.filter { !$0.isEmpty }
    }

    /// `cells` are one section's cells' frames, in order.
    private func separators(_ cells: [Rect], _ context: ControlContext) -> [RenderLayer] {
        let lined = appearance.style == .plain ? cells[...] : cells.dropLast()
        let hairline = context.hairline
        return lined.map { f in
            // A written inset's left is the leading side; right to left it swaps.
            let inset = appearance.separatorInset
            let leading = insetIsSet ? (context.isRightToLeft ? inset.right : inset.left) : context.contentMargin
            let trailing = insetIsSet ? (context.isRightToLeft ? inset.left : inset.right) : 0
            return RenderLayer(
                frame: Rect(
                    x: f.x + leading, y: f.y + f.height - hairline, width: max(0, f.width - leading - trailing), height: hairline),
                backgroundColor: appearance.separatorColor)
        }
    }
}
