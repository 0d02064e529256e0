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
        guard let extra = Rasterizer.bounds(of: more) else { return self }
        guard extra.minX >= bounds.minX, extra.maxX <= bounds.maxX, extra.minY >= bounds.minY, extra.maxY <= bounds.maxY
        else { return nil }
        var added = EdgeTable.edges(more, rect)
        EdgeTable.sortByTop(&added)
        // A stable merge: on equal tops this table's edges come first, as in a stable sort of both.
        let total = edges.count + added.count
        let merged = [Edge](unsafeUninitializedCapacity: total) { out, count in
            var i = 0
            var j = 0
            for k in 0..<total {
                if j == added.count || (i < edges.count && edges[i].y0 <= added[j].y0) {
                    out[k] = edges[i]
                    i += 1
                } else {
                    out[k] = added[j]
                    j += 1
                }
            }
            count = total
        }
        return EdgeTable(rect: rect, edges: merged, bounds: bounds)
    }

    /// Edges in order of their tops, ties kept in outline order (a stable
    /// sort): by insertion for the few dozen edges of a common shape, which
    /// allocates nothing; by the library's sort beyond.
    private static func sortByTop(_ edges: inout [Edge]) {
        guard edges.count <= 64 else {
            edges.sort { $0.y0 < $1.y0 }
            return
        }
        edges.withUnsafeMutableBufferPointer { e in
            for i in e.indices.dropFirst() {
                let edge = e[i]
                var j = i
                while j > 0 && e[j - 1].y0 > edge.y0 {
                    e[j] = e[j - 1]
                    j -= 1
                }
                e[j] = edge
            }
        }
    }

    private static func edges(_ segments: [LineSegment], _ rect: PixelRect) -> [Edge] {
        let originX = Double(rect.x0)
        let originY = Double(rect.y0)
        var edges: [Edge] = []
        edges.reserveCapacity(segments.count)
        for s in segments where s.y0 != s.y1 {
            let down = s.y1 > s.y0
            let (ax, ay, bx, by) = down ? (s.x0, s.y0, s.x1, s.y1) : (s.x1, s.y1, s.x0, s.y0)
            edges.append(
                Edge(
                    x0: Float(ax - originX), y0: Float(ay - originY), y1: Float(by - originY),
                    dxdy: Float((bx - ax) / (by - ay)), dir: down ? 1 : -1))
        }
        return edges
    }
}
