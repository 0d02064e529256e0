import LiveryCore

/// `UITableView`: its cells, headers and footers are rows
/// (``SubviewArrangement/rows``); a header or footer view between cells
/// starts a new section. Over the cells, a hairline (one device pixel) at
/// the bottom of each visible cell, in `separatorColor`, inset from the
/// leading edge by `separatorInset` (unset: the cells' content margin): in a
/// plain table under every row, the last included, and no lines below the
/// rows (iOS 15 and later); in a grouped section between its cells only;
/// none where `separatorStyle` is none. An
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
            let leadings = section.map { context.isSwiftUIList ? Self.textLeading(layer.sublayers[$0.layer], context) : nil }
            layer.sublayers += separators(section.map(\.frame), leadings: leadings, context)
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

    /// Where a SwiftUI list row's first text starts, from the row's leading
    /// edge: SwiftUI starts the row's separator there (after an icon).
    static func textLeading(_ row: RenderLayer, _ context: ControlContext) -> Double? {
        var pending = [(row, 0.0)]
        while !pending.isEmpty {
            let (layer, x) = pending.removeFirst()
            if layer.text != nil {
                return context.isRightToLeft ? row.frame.width - (x + layer.frame.width) : x
            }
            pending.insert(contentsOf: layer.sublayers.map { ($0, x + $0.frame.x) }, at: 0)
        }
        return nil
    }

    /// `cells` are one section's cells' frames, in order; `leadings` where
    /// each one's separator starts when its row says (a SwiftUI row's text).
    private func separators(_ cells: [Rect], leadings: [Double?], _ context: ControlContext) -> [RenderLayer] {
        guard appearance.separatorStyle == .singleLine else { return [] }
        let lined = appearance.style == .plain ? cells.indices : cells.indices.dropLast()
        let hairline = context.hairline
        return lined.map { k in
            let f = cells[k]
            // A written inset's left is the leading side; right to left it swaps.
            let inset = appearance.separatorInset
            var leading = insetIsSet ? (context.isRightToLeft ? inset.right : inset.left) : context.contentMargin
            var trailing = insetIsSet ? (context.isRightToLeft ? inset.left : inset.right) : 0
            // A SwiftUI row's separator starts under its text, from the leading (right to left, the right) edge.
            if !insetIsSet, let start = leadings[k] { (leading, trailing) = context.isRightToLeft ? (0, start) : (start, 0) }
            return RenderLayer(
                frame: Rect(
                    x: f.x + leading, y: f.y + f.height - hairline, width: max(0, f.width - leading - trailing), height: hairline),
                backgroundColor: appearance.separatorColor)
        }
    }
}
