/// Closed polygon edges ready to scan: in the coordinates of the pixels they
/// can cover (`rect`, the outline's bounds ∩ the clip), top to bottom with a
/// winding sign, ordered by their tops (ties in outline order).
///
/// Made once and scanned any number of times; a border's table is its
/// background's with the inner outline added, not a second flattening of the
/// same outer edges.
struct EdgeTable {
    /// An edge in table-local coordinates, top to bottom, with its winding sign.
    struct Edge {
        var x0: Float, y0: Float, y1: Float, dxdy: Float, dir: Float
    }

    let rect: PixelRect
    let edges: [Edge]
    private let bounds: DeviceRect

    /// nil when the segments cover no pixel of `clip`.
    init?(_ segments: [LineSegment], clip: PixelRect) {
        guard let bounds = Rasterizer.bounds(of: segments) else { return nil }
        let rect = bounds.enclosingPixels.intersection(clip)
        guard !rect.isEmpty else { return nil }
        var edges = EdgeTable.edges(segments, rect)
        EdgeTable.sortByTop(&edges)
        self.init(rect: rect, edges: edges, bounds: bounds)
    }

    private init(rect: PixelRect, edges: [Edge], bounds: DeviceRect) {
        self.rect = rect
        self.edges = edges
        self.bounds = bounds
    }

    /// The table of these segments followed by `more`, exactly what
    /// `EdgeTable(segments + more, clip:)` makes, when `more` lies within
    /// the bounds (an inner outline): the sorted edges are merged, not
    /// re-sorted. nil when `more` reaches outside them.
    func adding(_ more: [LineSegment]) -> EdgeTable? {
        guard let added = alongside(more) else { return nil }
        // A stable merge: on equal tops this table's edges come first, as in a stable sort of both.
        let merged = [Edge](unsafeUninitializedCapacity: edges.count + added.edges.count) { out, count in
            edges.withUnsafeBufferPointer { a in
                added.edges.withUnsafeBufferPointer { b in EdgeTable.merge(a, b, into: out) }
            }
            count = edges.count + added.edges.count
        }
        return EdgeTable(rect: rect, edges: merged, bounds: bounds)
    }

    /// `more` alone, in this table's rect and coordinates, when it lies
    /// within the bounds (an inner outline scanned beside its outer one).
    /// nil when it reaches outside them.
    func alongside(_ more: [LineSegment]) -> EdgeTable? {
        guard let extra = Rasterizer.bounds(of: more) else { return EdgeTable(rect: rect, edges: [], bounds: bounds) }
        guard extra.minX >= bounds.minX, extra.maxX <= bounds.maxX, extra.minY >= bounds.minY, extra.maxY <= bounds.maxY
        else { return nil }
        var added = EdgeTable.edges(more, rect)
        EdgeTable.sortByTop(&added)
        return EdgeTable(rect: rect, edges: added, bounds: bounds)
    }

    /// `a` and `b` (each in order of tops) into `out`, in order of tops, an
    /// edge of `a` first on a tie.
    private static func merge(
        _ a: UnsafeBufferPointer<Edge>, _ b: UnsafeBufferPointer<Edge>, into out: UnsafeMutableBufferPointer<Edge>
    ) {
        var i = 0
        var j = 0
        for k in 0..<(a.count + b.count) {
            if j == b.count || (i < a.count && a[i].y0 <= b[j].y0) {
                out[k] = a[i]
                i += 1
            } else {
                out[k] = b[j]
                j += 1
            }
        }
    }

    /// Edges in order of their tops, ties kept in outline order (a stable
    /// sort). A closed outline's edges, taken in outline order, fall into a
    /// few runs whose tops only rise or only fall (a convex one into at most
    /// three): the falling runs are turned round and the runs merged, with
    /// no allocation beyond a buffer on the stack. Outlines of many runs go
    /// to the library's sort.
    private static func sortByTop(_ edges: inout [Edge]) {
        let n = edges.count
        guard n > 1 else { return }
        let maxRuns = 8
        let sorted = edges.withUnsafeMutableBufferPointer { e in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: maxRuns) { ends in
                var runs = 0
                var start = 0
                while start < n {
                    guard runs < maxRuns else { return false }
                    var end = start + 1
                    if end < n && e[end].y0 < e[start].y0 {
                        // Strictly falling: turned round it rises, with no equal tops to reorder.
                        while end < n && e[end].y0 < e[end - 1].y0 { end += 1 }
                        e[start..<end].reverse()
                    } else {
                        while end < n && e[end].y0 >= e[end - 1].y0 { end += 1 }
                    }
                    ends[runs] = end
                    runs += 1
                    start = end
                }
                guard runs > 1 else { return true }
                withUnsafeTemporaryAllocation(of: Edge.self, capacity: n) { buffer in
                    // Each run merged into the runs before it, through the buffer.
                    for r in 1..<runs {
                        let (done, end) = (ends[r - 1], ends[r])
                        merge(
                            UnsafeBufferPointer(rebasing: e[..<done]), UnsafeBufferPointer(rebasing: e[done..<end]),
                            into: UnsafeMutableBufferPointer(rebasing: buffer[..<end]))
                        _ = UnsafeMutableBufferPointer(rebasing: e[..<end]).update(fromContentsOf: buffer[..<end])
                    }
                }
                return true
            }
        }
        // Partly turned round, the edges keep their order among equal tops: the stable sort gives the same.
        if !sorted { edges.sort { $0.y0 < $1.y0 } }
    }

    private static func edges(_ segments: [LineSegment], _ rect: PixelRect) -> [Edge] {
        let originX = Double(rect.x0)
        let originY = Double(rect.y0)
        return [Edge](unsafeUninitializedCapacity: segments.count) { out, count in
            count = 0
            for s in segments where s.y0 != s.y1 {
                let down = s.y1 > s.y0
                let (ax, ay, bx, by) = down ? (s.x0, s.y0, s.x1, s.y1) : (s.x1, s.y1, s.x0, s.y0)
                out[count] = Edge(
                    x0: Float(ax - originX), y0: Float(ay - originY), y1: Float(by - originY),
                    dxdy: Float((bx - ax) / (by - ay)), dir: down ? 1 : -1)
                count += 1
            }
        }
    }
}
