/// Scan conversion with exact-area anti-aliasing, by signed-area accumulation
/// (the approach of font-rs and stb_truetype's v2 rasterizer).
///
/// Only the rows of the outline's bounding box (∩ the clip) are visited, each
/// through one `ScanRow`, and the coverage goes to a `CoverageSink`: a mask,
/// or a surface's pixels directly.
enum Rasterizer {
    /// Most line segments a path from input may flatten to (32 MiB of them).
    static let maxSegments = 1 << 20

    /// Coverage of a path (already in device pixels) within `clip`; throws
    /// when the path would flatten to more than `maxSegments`.
    static func coverage(of path: Path, fillRule: FillRule = .nonZero, clip: PixelRect) throws -> CoverageMask {
        let n = PathFlattener.segmentCount(of: path)
        guard n <= maxSegments else { throw RenderError.pathTooComplex(segments: n, limit: maxSegments) }
        return coverage(of: PathFlattener.segments(of: path), fillRule: fillRule, clip: clip)
    }

    /// Coverage of closed polygon edges within `clip`, as a mask. Rows in
    /// `repeating` are promised identical to the row above the range (see
    /// `rasterize`).
    static func coverage(
        of segments: [LineSegment], fillRule: FillRule = .nonZero, clip: PixelRect,
        repeating: Range<Int>? = nil
    ) -> CoverageMask {
        EdgeTable(segments, clip: clip).map { coverage(of: $0, fillRule: fillRule, repeating: repeating) } ?? .empty
    }

    /// Coverage of a table's edges, as a mask of its rect.
    static func coverage(of table: EdgeTable, fillRule: FillRule = .nonZero, repeating: Range<Int>? = nil) -> CoverageMask {
        var mask = CoverageMask(zeroed: table.rect)
        rasterize(table, fillRule: fillRule, repeating: repeating, into: &mask)
        return mask
    }

    static func bounds(of segments: [LineSegment]) -> DeviceRect? {
        guard var r = segments.first.map({ DeviceRect(minX: $0.x0, minY: $0.y0, maxX: $0.x0, maxY: $0.y0) }) else {
            return nil
        }
        for s in segments {
            r.minX = min(r.minX, s.x0, s.x1)
            r.maxX = max(r.maxX, s.x0, s.x1)
            r.minY = min(r.minY, s.y0, s.y1)
            r.maxY = max(r.maxY, s.y0, s.y1)
        }
        return r
    }

    /// Delivers the coverage of a table's edges to `sink`, row by row, top to
    /// bottom. The device rows in `repeating` are promised identical to the
    /// row just above the range (a rounded rectangle's straight middle): they
    /// are not computed, that row is delivered again, once for all of them.
    static func rasterize<Sink: CoverageSink>(
        _ table: EdgeTable, fillRule: FillRule = .nonZero, repeating: Range<Int>? = nil,
        scratch: RasterScratch = RasterScratch(), into sink: inout Sink
    ) {
        let rect = table.rect
        var scan = scratch.row(width: rect.width)
        table.edges.withUnsafeBufferPointer { edges in
            var walk = EdgeWalk(edges: edges, active: scratch.active(edges.count))
            walkRows(
                rect, repeating: repeating, enter: { walk.enter(row: $0) },
                hides: { sink.skips(row: $0 + rect.y0, from: rect.x0, to: rect.x1) },
                compute: { y, hidden in
                    walk.accumulate(row: y, into: &scan)
                    scan.resolve(fillRule: fillRule)
                    if !hidden { scan.deliver(row: y + rect.y0, originX: rect.x0, into: &sink) }
                },
                again: { scan.deliver(rows: $0, originX: rect.x0, into: &sink) })
        }
    }

    /// A background (`outer`) and its border (the ring between `outer` and
    /// `inner`, whose edges run the other way, in the same rect) in one pass
    /// down the rows: each row's outer edges are accumulated once, resolved
    /// for the background, and carried into the border's row before its
    /// inner edges are added. Row by row the background goes down before the
    /// border, so the pixels are those of filling one and then the other.
    /// `repeating` is the ring's (within the background's).
    static func rasterize<Back: CoverageSink, Ring: CoverageSink>(
        _ outer: EdgeTable, inner: EdgeTable, repeating: Range<Int>?, scratch: RasterScratch,
        into back: inout Back, ring: inout Ring
    ) {
        let rect = outer.rect
        var backRow = scratch.row(width: rect.width, 0)
        var ringRow = scratch.row(width: rect.width, 1)
        outer.edges.withUnsafeBufferPointer { outerEdges in
            inner.edges.withUnsafeBufferPointer { innerEdges in
                var outerWalk = EdgeWalk(edges: outerEdges, active: scratch.active(outerEdges.count, 0))
                var innerWalk = EdgeWalk(edges: innerEdges, active: scratch.active(innerEdges.count, 1))
                var hideBack = false
                var hideRing = false
                walkRows(
                    rect, repeating: repeating,
                    enter: { y in
                        outerWalk.enter(row: y)
                        innerWalk.enter(row: y)
                    },
                    hides: { y in
                        hideBack = back.skips(row: y + rect.y0, from: rect.x0, to: rect.x1)
                        hideRing = ring.skips(row: y + rect.y0, from: rect.x0, to: rect.x1)
                        return hideBack && hideRing
                    },
                    compute: { y, _ in
                        outerWalk.accumulate(row: y, into: &backRow)
                        ringRow.copyCells(of: backRow)
                        innerWalk.accumulate(row: y, into: &ringRow)
                        backRow.resolve(fillRule: .nonZero)
                        ringRow.resolve(fillRule: .nonZero)
                        if !hideBack { backRow.deliver(row: y + rect.y0, originX: rect.x0, into: &back) }
                        if !hideRing { ringRow.deliver(row: y + rect.y0, originX: rect.x0, into: &ring) }
                    },
                    again: { rows in
                        backRow.deliver(rows: rows, originX: rect.x0, into: &back)
                        ringRow.deliver(rows: rows, originX: rect.x0, into: &ring)
                    })
            }
        }
    }

    /// The walk down `rect`'s rows (table-local, from 0) both scans share.
    /// A row of `repeating` (device rows) just after a computed row is handed
    /// to `again` with the rest of the range, as device rows. Any other row
    /// is entered (its edges taken in), then computed, told whether it is
    /// hidden — unless it is hidden and the row after it does not repeat it,
    /// in which case the next row is computed afresh.
    @inline(__always)
    private static func walkRows(
        _ rect: PixelRect, repeating: Range<Int>?, enter: (Int) -> Void, hides: (Int) -> Bool,
        compute: (_ y: Int, _ hidden: Bool) -> Void, again: (Range<Int>) -> Void
    ) {
        let repeated = repeating.map { ($0.lowerBound - rect.y0)..<($0.upperBound - rect.y0) } ?? 0..<0
        var computed = -2
        var y = 0
        while y < rect.height {
            if repeated.contains(y) && computed == y - 1 {
                let end = min(repeated.upperBound, rect.height)
                again((y + rect.y0)..<(end + rect.y0))
                computed = end - 1
                y = end
                continue
            }
            defer { y += 1 }
            enter(y)
            let hidden = hides(y)
            if hidden && !repeated.contains(y + 1) {
                computed = -2
                continue
            }
            compute(y, hidden)
            computed = y
        }
    }
}

/// The edges of a table that cross the current row, walked down it: edges
/// enter at their top row and are dropped once they have ended.
private struct EdgeWalk {
    let edges: UnsafeBufferPointer<EdgeTable.Edge>
    /// Indices of the edges taken in and not yet dropped, in `active[..<live]`.
    let active: UnsafeMutableBufferPointer<Int>
    var live = 0
    var next = 0

    init(edges: UnsafeBufferPointer<EdgeTable.Edge>, active: UnsafeMutableBufferPointer<Int>) {
        self.edges = edges
        self.active = active
    }

    /// Takes in the edges that start above the bottom of row `y` (also when
    /// the row is not computed, so the next computed row has them).
    @inline(__always)
    mutating func enter(row y: Int) {
        let bottom = Float(y + 1)
        while next < edges.count && edges[next].y0 < bottom {
            active[live] = next
            live += 1
            next += 1
        }
    }

    /// Adds each edge's piece within row `y` to `scan`, dropping those that ended above it.
    @inline(__always)
    mutating func accumulate(row y: Int, into scan: inout ScanRow) {
        let top = Float(y)
        let bottom = Float(y + 1)
        var kept = 0
        for k in 0..<live {
            let e = edges[active[k]]
            guard e.y1 > top else { continue }
            active[kept] = active[k]
            kept += 1
            let ya = max(top, e.y0)
            let yb = min(bottom, e.y1)
            guard yb > ya else { continue }
            let xa = e.x0 + (ya - e.y0) * e.dxdy
            let xb = e.x0 + (yb - e.y0) * e.dxdy
            scan.accumulate(xa: xa, xb: xb, dy: (yb - ya) * e.dir)
        }
        live = kept
    }
}
