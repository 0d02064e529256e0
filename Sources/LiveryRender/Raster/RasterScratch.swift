/// The rasterizer's working memory, kept for a whole render so that filling
/// a shape allocates nothing: `ScanRow` buffers and active-edge lists (two
/// of each, for a background and its border scanned together), grown to the
/// widest row and the most edges met so far. One per render
/// (`RenderContext`), never shared between threads.
final class RasterScratch {
    private var rows: [ScanRow?] = [nil, nil]
    private var actives = [UnsafeMutableBufferPointer<Int>](repeating: .init(start: nil, count: 0), count: 2)

    deinit {
        for row in rows { row?.deallocate() }
        for active in actives { active.deallocate() }
    }

    /// Row buffer `which` (0 or 1) for rows `width` pixels wide, cleared.
    func row(width: Int, _ which: Int = 0) -> ScanRow {
        if let row = rows[which], row.capacity >= width { return row.narrowed(to: width) }
        rows[which]?.deallocate()
        let grown = ScanRow(capacity: width)
        rows[which] = grown
        return grown
    }

    /// Room for `count` active edges in list `which` (0 or 1).
    func active(_ count: Int, _ which: Int = 0) -> UnsafeMutableBufferPointer<Int> {
        if actives[which].count < count {
            actives[which].deallocate()
            actives[which] = .allocate(capacity: count)
        }
        return actives[which]
    }
}
