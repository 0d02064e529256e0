/// The rasterizer's working memory, kept for a whole render so that filling
/// a shape allocates nothing: a `ScanRow`'s buffers and the active-edge list,
/// grown to the widest row and the most edges met so far. One per render
/// (`RenderContext`), never shared between threads.
final class RasterScratch {
    private var row: ScanRow?
    private var active = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)

    deinit {
        row?.deallocate()
        active.deallocate()
    }

    /// A row buffer for rows `width` pixels wide, cleared.
    func row(width: Int) -> ScanRow {
        if let row, row.capacity >= width { return row.narrowed(to: width) }
        row?.deallocate()
        let grown = ScanRow(capacity: width)
        row = grown
        return grown
    }

    /// Room for `count` active edges.
    func active(_ count: Int) -> UnsafeMutableBufferPointer<Int> {
        if active.count < count {
            active.deallocate()
            active = .allocate(capacity: count)
        }
        return active
    }
}
