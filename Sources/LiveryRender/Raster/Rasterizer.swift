/// Scan conversion with exact-area anti-aliasing, by signed-area accumulation
/// (the approach of font-rs and stb_truetype's v2 rasterizer).
///
/// Each edge, walked one pixel row at a time and cut at every pixel column,
/// adds to each cell it crosses the part of its signed height that lies to the
/// cell's right; a prefix sum along the row then yields, for every pixel, the
/// exact area of the outline inside it (a box filter). Only the rows of the
/// outline's bounding box (∩ the clip) are visited, with one row buffer.
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

    /// Coverage of closed polygon edges within `clip`. When `rows` is given
    /// (device rows), only those rows are computed and the rest stay zero.
    /// `flatColumns` (device columns) promises that no edge touches those
    /// cells, so each row is constant across them: the prefix sum is not run
    /// there, the value is repeated (the same bytes, since adding zeros
    /// changes no sum).
    static func coverage(
        of segments: [LineSegment], fillRule: FillRule = .nonZero, clip: PixelRect,
        rows: [Range<Int>]? = nil, flatColumns: Range<Int>? = nil
    ) -> CoverageMask {
        guard let bounds = bounds(of: segments) else { return .empty }
        let rect = bounds.enclosingPixels.intersection(clip)
        guard !rect.isEmpty else { return .empty }
        var mask = CoverageMask(zeroed: rect)
        let ranges = (rows ?? [rect.y0..<rect.y1]).compactMap { r -> Range<Int>? in
            let lo = max(r.lowerBound, rect.y0) - rect.y0
            let hi = min(r.upperBound, rect.y1) - rect.y0
            return lo < hi ? lo..<hi : nil
        }
        let edges = makeEdges(segments, originX: Double(rect.x0), originY: Double(rect.y0))
        var flat = 0..<0
        if let f = flatColumns {
            // Edges left of the mask fold into cells 0 and 1, so a flat run starts after them.
            let lo = max(f.lowerBound, rect.x0 + 2) - rect.x0
            let hi = min(f.upperBound, rect.x1) - rect.x0
            if lo < hi { flat = lo..<hi }
        }
        fill(&mask, edges: edges, rows: ranges, fillRule: fillRule, flat: flat)
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

    /// An edge in mask-local coordinates, top to bottom, with its winding sign.
    private struct Edge {
        var x0: Float, y0: Float, y1: Float, dxdy: Float, dir: Float
    }

    private static func makeEdges(_ segments: [LineSegment], originX: Double, originY: Double) -> [Edge] {
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
        edges.sort { $0.y0 < $1.y0 }
        return edges
    }

    private static func fill(
        _ mask: inout CoverageMask, edges: [Edge], rows: [Range<Int>], fillRule: FillRule,
        flat: Range<Int>
    ) {
        let w = mask.rect.width
        var acc = [Float](repeating: 0, count: w + 2)
        var active: [Int] = []
        var next = 0
        acc.withUnsafeMutableBufferPointer { acc in
            mask.data.withUnsafeMutableBufferPointer { out in
                edges.withUnsafeBufferPointer { edges in
                    for range in rows {
                        for y in range {
                            let top = Float(y)
                            let bottom = Float(y + 1)
                            while next < edges.count && edges[next].y0 < bottom {
                                active.append(next)
                                next += 1
                            }
                            active.removeAll { edges[$0].y1 <= top }
                            for i in active {
                                let e = edges[i]
                                let ya = max(top, e.y0)
                                let yb = min(bottom, e.y1)
                                guard yb > ya else { continue }
                                let xa = e.x0 + (ya - e.y0) * e.dxdy
                                let xb = e.x0 + (yb - e.y0) * e.dxdy
                                accumulate(acc, width: w, xa: xa, xb: xb, dy: (yb - ya) * e.dir)
                            }
                            resolve(acc, into: out, row: y * w, width: w, fillRule: fillRule, flat: flat)
                        }
                    }
                }
            }
        }
    }

    /// Adds one row piece of an edge, from x = xa to xb over signed height dy.
    @inline(__always)
    private static func accumulate(_ acc: UnsafeMutableBufferPointer<Float>, width: Int, xa: Float, xb: Float, dy: Float) {
        let w = Float(width)
        var lo = min(xa, xb)
        var hi = max(xa, xb)
        // A near-horizontal edge far off the canvas can overflow Float; its piece carries no height.
        guard lo.isFinite, hi.isFinite, dy.isFinite else { return }
        // Left of the mask the area to the right is the whole dy: fold that part
        // onto x = 0. Right of the mask nothing inside is affected: drop it.
        if hi <= 0 {
            acc[0] += dy
            return
        }
        if lo >= w { return }
        let span = hi - lo
        var dy = dy
        if lo < 0 {
            let left = dy * (-lo / span)
            acc[0] += left
            dy -= left
            lo = 0
        }
        if hi > w {
            dy *= (w - lo) / (hi - lo)
            hi = w
        }
        let c0 = Int(lo)
        let c1 = min(Int(hi), width - 1)
        if c0 >= c1 {
            // Within one pixel column: the area right of the piece is dy·(1 − mean x).
            let m = (lo + hi) * 0.5 - Float(c0)
            acc[c0] += dy * (1 - m)
            acc[c0 + 1] += dy * m
            return
        }
        // Across columns: cut at each column boundary, each part's height in
        // proportion to its width.
        let perX = dy / (hi - lo)
        var x = lo
        for c in c0...c1 {
            let xe = min(hi, Float(c + 1))
            guard xe > x else { continue }
            let d = perX * (xe - x)
            let m = (x + xe) * 0.5 - Float(c)
            acc[c] += d * (1 - m)
            acc[c + 1] += d * m
            x = xe
        }
    }

    /// The prefix sum of one row → 8-bit coverage; clears the row buffer.
    /// Across `flat` (cells no edge touched) the sum cannot change, so the
    /// byte before it is repeated.
    @inline(__always)
    private static func resolve(
        _ acc: UnsafeMutableBufferPointer<Float>, into out: UnsafeMutableBufferPointer<UInt8>,
        row: Int, width: Int, fillRule: FillRule, flat: Range<Int>
    ) {
        var sum: Float = 0
        @inline(__always) func byte(_ sum: Float) -> UInt8 {
            switch fillRule {
            case .nonZero:
                return UInt8(min(abs(sum), 1) * 255 + 0.5)
            case .evenOdd:
                let r = abs(sum).truncatingRemainder(dividingBy: 2)
                return UInt8(min(r > 1 ? 2 - r : r, 1) * 255 + 0.5)
            }
        }
        @inline(__always) func run(_ columns: Range<Int>) {
            for x in columns {
                sum += acc[x]
                acc[x] = 0
                out[row + x] = byte(sum)
            }
        }
        if flat.isEmpty {
            run(0..<width)
        } else {
            run(0..<flat.lowerBound)
            let value = byte(sum)
            if let base = out.baseAddress { (base + row + flat.lowerBound).update(repeating: value, count: flat.count) }
            run(flat.upperBound..<width)
        }
        acc[width] = 0
        acc[width + 1] = 0
    }
}
