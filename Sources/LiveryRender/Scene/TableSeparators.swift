import Livery

/// A `UITableView`'s separators: a hairline (one device pixel, from the
/// view's display scale) at the bottom of every cell but the last, inset by
/// `separatorInset` from the leading edge (the trailing one in a
/// right-to-left layout), in `separatorColor`.
enum TableSeparators {
    /// `cells` are the visible cells' frames, in order.
    static func layers(_ table: TableAppearance, cells: [Rect], traits: TraitCollection) -> [RenderLayer] {
        let hairline = 1 / Double(max(1, traits.displayScale))
        let rtl = traits.layoutDirection == .rightToLeft
        guard cells.count > 1 else { return [] }
        let inset = table.separatorInset
        return cells.dropLast().map { f in
            let leading = rtl ? inset.right : inset.left
            let trailing = rtl ? inset.left : inset.right
            return RenderLayer(
                frame: Rect(
                    x: f.x + leading, y: f.y + f.height - hairline, width: max(0, f.width - leading - trailing),
                    height: hairline),
                backgroundColor: table.separatorColor)
        }
    }
}
