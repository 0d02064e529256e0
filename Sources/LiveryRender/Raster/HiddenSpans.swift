/// The whole pixels of one drawing operation's bounds that opaque paint
/// drawn later will cover: per band of rows, sorted and merged column
/// intervals. A fill leaves them unwritten. Source-over of an opaque pixel
/// discards what is beneath, so the skip changes no byte of the result.
struct HiddenSpans {
    private(set) var bounds: PixelRect
    /// Band k is rows `bandY[k] ..< bandY[k + 1]`; its intervals are
    /// `starts/ends[first[k] ..< first[k + 1]]`.
    private var bandY: [Int] = []
    private var first: [Int] = []
    private var starts: [Int] = []
    private var ends: [Int] = []
    /// Every pixel of `bounds` is hidden.
    private(set) var coversAll = false

    /// nil when no cover reaches into `bounds`.
    init?(covers parts: [ArraySlice<PixelRect>], within bounds: PixelRect) {
        self.bounds = bounds
        var rects: [PixelRect] = []
        for part in parts {
            for c in part where c.x0 < bounds.x1 && c.x1 > bounds.x0 && c.y0 < bounds.y1 && c.y1 > bounds.y0 {
                let r = c.intersection(bounds)
                if r == bounds {
                    coversAll = true
                    return
                }
                rects.append(r)
            }
        }
        guard !rects.isEmpty else { return nil }
        // The bands: between consecutive distinct tops and bottoms.
        bandY.reserveCapacity(2 * rects.count + 2)
        bandY.append(bounds.y0)
        bandY.append(bounds.y1)
        for r in rects {
            bandY.append(r.y0)
            bandY.append(r.y1)
        }
        bandY.sort()
        var distinct = 1
        for i in 1..<bandY.count where bandY[i] != bandY[distinct - 1] {
            bandY[distinct] = bandY[i]
            distinct += 1
        }
        bandY.removeLast(bandY.count - distinct)
        // A sweep down the bands: the rects across the current band, kept in
        // order of their left edges, enter at their top and leave at their
        // bottom; each band's are merged where they touch or overlap.
        rects.sort { $0.y0 < $1.y0 }
        first.reserveCapacity(distinct)
        starts.reserveCapacity(2 * rects.count)
        ends.reserveCapacity(2 * rects.count)
        let active = UnsafeMutableBufferPointer<PixelRect>.allocate(capacity: rects.count)
        defer { active.deallocate() }
        var live = 0
        var next = 0
        for k in 0..<(distinct - 1) {
            let top = bandY[k]
            var kept = 0
            for i in 0..<live where active[i].y1 > top {
                active[kept] = active[i]
                kept += 1
            }
            live = kept
            while next < rects.count && rects[next].y0 <= top {
                let r = rects[next]
                var at = live
                while at > 0 && active[at - 1].x0 > r.x0 {
                    active[at] = active[at - 1]
                    at -= 1
                }
                active[at] = r
                live += 1
                next += 1
            }
            first.append(starts.count)
            var i = 0
            while i < live {
                let lo = active[i].x0
                var hi = active[i].x1
                i += 1
                while i < live && active[i].x0 <= hi {
                    hi = max(hi, active[i].x1)
                    i += 1
                }
                starts.append(lo)
                ends.append(hi)
            }
        }
        first.append(starts.count)
    }

    /// The same spans asked about only within `area` (inside `bounds`):
    /// shared arrays, with `coversAll` when every pixel of `area` is hidden.
    func narrowed(to area: PixelRect) -> HiddenSpans {
        var out = self
        out.bounds = area.intersection(bounds)
        guard !coversAll, !out.bounds.isEmpty else {
            out.coversAll = true
            return out
        }
        var y = out.bounds.y0
        var cursor = -1
        while y < out.bounds.y1 {
            let (rows, intervals) = band(containing: y, cursor: &cursor)
            if !hides(intervals, from: out.bounds.x0, to: out.bounds.x1) { return out }
            y = rows.upperBound
        }
        out.coversAll = true
        return out
    }

    /// The band of rows holding row `y` and that band's intervals, as indices
    /// for `visible(_:from:to:_:)`: every row of `rows` has the same hidden
    /// columns, so a caller walking down asks once per band. Outside
    /// `bounds`, the row alone with nothing hidden. `cursor` (−1 to start)
    /// keeps the last band's index, from which the next is a step away for a
    /// caller walking down; anything else, or a row above it, is searched for.
    @inline(__always)
    func band(containing y: Int, cursor: inout Int) -> (rows: Range<Int>, intervals: Range<Int>) {
        guard y >= bounds.y0, y < bounds.y1, !bandY.isEmpty else { return (y..<(y &+ 1), 0..<0) }
        var k = cursor
        if k >= 0 && k < bandY.count - 1 && bandY[k] <= y {
            while bandY[k + 1] <= y { k += 1 }
        } else {
            var lo = 0
            var hi = bandY.count - 2
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if bandY[mid] <= y { lo = mid } else { hi = mid - 1 }
            }
            k = lo
        }
        cursor = k
        return (bandY[k]..<bandY[k + 1], first[k]..<first[k + 1])
    }

    /// Calls `body(lo, hi)` for each visible stretch of columns `a ..< b`,
    /// given the intervals of their band and, hidden as well, `also`
    /// (non-empty, sorted by start: a few more covers, such as a layer's
    /// own background under its shadow).
    @inline(__always)
    func visible(
        _ row: Range<Int>, also: [(lo: Int, hi: Int)] = [], from a: Int, to b: Int, _ body: (Int, Int) -> Void
    ) {
        guard !coversAll else { return }
        var x = a
        var i = row.lowerBound
        var k = 0
        while true {
            // The next hidden interval of the two lists, by start.
            let h0: Int
            let h1: Int
            if i < row.upperBound && (k == also.count || starts[i] <= also[k].lo) {
                (h0, h1) = (starts[i], ends[i])
                i += 1
            } else if k < also.count {
                (h0, h1) = also[k]
                k += 1
            } else {
                break
            }
            if h1 <= x { continue }
            if h0 >= b { break }
            if h0 > x { body(x, h0) }
            x = max(x, h1)
            if x >= b { return }
        }
        if b > x { body(x, b) }
    }

    /// Whether columns `a ..< b` are all hidden, given the intervals of their band.
    func hides(_ row: Range<Int>, from a: Int, to b: Int) -> Bool {
        if coversAll || a >= b { return true }
        var x = a
        for i in row {
            if ends[i] <= x { continue }
            if starts[i] > x { return false }
            x = ends[i]
            if x >= b { return true }
        }
        return x >= b
    }
}
