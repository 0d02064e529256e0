/// The whole pixels of one drawing operation's bounds that opaque paint
/// drawn later will cover: per band of rows, sorted and merged column
/// intervals. A fill leaves them unwritten. Source-over of an opaque pixel
/// discards what is beneath, so the skip changes no byte of the result.
struct HiddenSpans {
    let bounds: PixelRect
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
        var edges = [bounds.y0, bounds.y1]
        edges.reserveCapacity(2 * rects.count + 2)
        for r in rects {
            edges.append(r.y0)
            edges.append(r.y1)
        }
        edges.sort()
        for y in edges where bandY.last != y { bandY.append(y) }
        // A sweep down the bands: the rects covering the current band, kept
        // in order of their left edges, enter at their top and leave at their bottom.
        rects.sort { $0.y0 < $1.y0 }
        var next = 0
        var active: [PixelRect] = []
        for k in 0..<(bandY.count - 1) {
            let top = bandY[k]
            active.removeAll { $0.y1 <= top }
            while next < rects.count && rects[next].y0 <= top {
                let r = rects[next]
                let at = active.firstIndex { $0.x0 > r.x0 } ?? active.count
                active.insert(r, at: at)
                next += 1
            }
            first.append(starts.count)
            for r in active {
                if starts.count > first[k], let last = ends.last, r.x0 <= last {
                    ends[ends.count - 1] = max(last, r.x1)
                } else {
                    starts.append(r.x0)
                    ends.append(r.x1)
                }
            }
        }
        first.append(starts.count)
    }

    /// The intervals of row `y` (inside `bounds`), as indices for `visible(_:from:to:_:)`.
    @inline(__always)
    func intervals(row y: Int) -> Range<Int> {
        guard y >= bounds.y0, y < bounds.y1, !bandY.isEmpty else { return 0..<0 }
        var lo = 0
        var hi = bandY.count - 2
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if bandY[mid] <= y { lo = mid } else { hi = mid - 1 }
        }
        return first[lo]..<first[lo + 1]
    }

    /// Calls `body(lo, hi)` for each visible stretch of columns `a ..< b`,
    /// given the row's `intervals(row:)`.
    @inline(__always)
    func visible(_ row: Range<Int>, from a: Int, to b: Int, _ body: (Int, Int) -> Void) {
        guard !coversAll else { return }
        var x = a
        for i in row {
            let h0 = starts[i]
            let h1 = ends[i]
            if h1 <= x { continue }
            if h0 >= b { break }
            if h0 > x { body(x, h0) }
            x = max(x, h1)
            if x >= b { return }
        }
        if b > x { body(x, b) }
    }

    /// Calls `body(lo, hi)` for each visible stretch of columns `a ..< b` of row `y`.
    @inline(__always)
    func visible(row y: Int, from a: Int, to b: Int, _ body: (Int, Int) -> Void) {
        visible(intervals(row: y), from: a, to: b, body)
    }

    /// Whether columns `a ..< b` are all hidden, given the row's `intervals(row:)`.
    func hides(_ row: Range<Int>, from a: Int, to b: Int) -> Bool {
        if coversAll { return true }
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
