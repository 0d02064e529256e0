/// One pixel row of the rasterizer: the signed-area cells edges add to, a bit
/// per cell saying which ones they touched, and the row's coverage as spans.
///
/// Each edge, walked one pixel row at a time and cut at every pixel column,
/// adds to each cell it crosses the part of its signed height that lies to the
/// cell's right; a prefix sum along the row then yields, for every pixel, the
/// exact area of the outline inside it (a box filter). Between touched cells
/// the sum cannot change, so the row is read only where edges are: a
/// 300-pixel-wide card costs a few cells per row, not 300.
///
/// Its buffers come from a `RasterScratch`, which keeps them for a whole
/// render: every row leaves its cells and bits cleared, ready for the next
/// shape.
struct ScanRow {
    /// A stretch of the row: one coverage `value`, or (`value` < 0) the
    /// per-pixel bytes of `coverage` from `x`.
    private struct Span {
        var x: Int
        var count: Int
        var value: Int
    }

    /// The widest row the buffers hold.
    let capacity: Int
    private(set) var width: Int
    /// Cells 0 … width + 1 (an edge ending in the last column adds to the one after).
    private let acc: UnsafeMutableBufferPointer<Float>
    /// A bit per cell of `acc` an edge added to in this row.
    private let touched: UnsafeMutableBufferPointer<UInt64>
    /// The touched pixels' coverage.
    private let coverage: UnsafeMutableBufferPointer<UInt8>
    /// The row's spans: at most a run before each touched cell, the stretch
    /// of cells, and a run after the last.
    private let spans: UnsafeMutableBufferPointer<Span>
    private var spanCount = 0

    init(capacity: Int) {
        self.capacity = capacity
        width = capacity
        acc = .allocate(capacity: capacity + 2)
        acc.initialize(repeating: 0)
        touched = .allocate(capacity: (capacity + 2) / 64 + 1)
        touched.initialize(repeating: 0)
        coverage = .allocate(capacity: max(capacity, 1))
        coverage.initialize(repeating: 0)
        spans = .allocate(capacity: 2 * capacity + 6)
    }

    /// The same buffers for rows `width` pixels wide (at most `capacity`).
    func narrowed(to width: Int) -> ScanRow {
        var row = self
        row.width = min(width, capacity)
        row.spanCount = 0
        return row
    }

    func deallocate() {
        acc.deallocate()
        touched.deallocate()
        coverage.deallocate()
        spans.deallocate()
    }

    /// Adds one row piece of an edge, from x = xa to xb over signed height dy.
    @inline(__always)
    mutating func accumulate(xa: Float, xb: Float, dy: Float) {
        let w = Float(width)
        var lo = min(xa, xb)
        var hi = max(xa, xb)
        // A near-horizontal edge far off the canvas can overflow Float; its piece carries no height.
        guard lo.isFinite, hi.isFinite, dy.isFinite else { return }
        // Left of the row the area to the right is the whole dy: fold that part
        // onto x = 0. Right of the row nothing inside is affected: drop it.
        if hi <= 0 {
            add(dy, at: 0)
            return
        }
        if lo >= w { return }
        let span = hi - lo
        var dy = dy
        if lo < 0 {
            let left = dy * (-lo / span)
            add(left, at: 0)
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
            if c0 & 63 != 63 {
                touched[c0 >> 6] |= 3 << UInt64(c0 & 63)
            } else {
                mark(c0, through: c0 + 1)
            }
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
        mark(c0, through: c1 + 1)
    }

    @inline(__always)
    private func add(_ dy: Float, at cell: Int) {
        acc[cell] += dy
        touched[cell >> 6] |= 1 << UInt64(cell & 63)
    }

    /// Sets the bits of cells `a ... b`.
    @inline(__always)
    private func mark(_ a: Int, through b: Int) {
        var i = a
        while i <= b {
            let bit = i & 63
            let n = min(64 - bit, b - i + 1)
            touched[i >> 6] |= (n == 64 ? UInt64.max : (1 << UInt64(n)) - 1) << UInt64(bit)
            i += n
        }
    }

    /// Takes `other`'s accumulated cells as this row's own (this row is
    /// clear, as every row is after `resolve`): a border's row starts from
    /// its background's outer edges, then adds its inner ones.
    mutating func copyCells(of other: ScanRow) {
        for wi in 0...((width + 1) >> 6) {
            var word = other.touched[wi]
            touched[wi] = word
            while word != 0 {
                let c = wi << 6 + word.trailingZeroBitCount
                word &= word &- 1
                acc[c] = other.acc[c]
            }
        }
    }

    /// The prefix sum over the touched cells → the row's spans; clears the
    /// cells and their bits for the next row. An untouched stretch repeats
    /// the value before it (adding zeros changes no sum, so the bytes are
    /// the ones a full prefix sum would give); a stretch of 0 is left out.
    /// Touched cells that end a stretch with the value of the run after it
    /// (the far side of an edge's pixel) join that run: a solid interior is
    /// stored, not blended pixel by pixel.
    mutating func resolve(fillRule: FillRule) {
        var n = 0
        var open = -1
        @inline(__always) func append(_ x: Int, _ count: Int, _ value: Int) {
            spans[n] = Span(x: x, count: count, value: value)
            n += 1
        }
        /// Ends the open stretch of cells at `end`; returns where the run of `value` after it starts.
        @inline(__always) func close(_ end: Int, joining value: UInt8) -> Int {
            guard open >= 0 else { return end }
            var start = end
            while start > open && coverage[start - 1] == value { start -= 1 }
            if start > open { append(open, start - open, -1) }
            open = -1
            return start
        }
        var sum: Float = 0
        var x = 0
        // Only the words of this row's cells (0 … width + 1) can have bits.
        for wi in 0...((width + 1) >> 6) {
            var word = touched[wi]
            guard word != 0 else { continue }
            touched[wi] = 0
            repeat {
                let c = wi << 6 + word.trailingZeroBitCount
                word &= word &- 1
                if c > x {
                    let v = ScanRow.byte(sum, fillRule)
                    let from = close(x, joining: v)
                    if v != 0 { append(from, min(c, width) - from, Int(v)) }
                }
                sum += acc[c]
                acc[c] = 0
                if c < width {
                    coverage[c] = ScanRow.byte(sum, fillRule)
                    if open < 0 { open = c }
                }
                x = c + 1
            } while word != 0
        }
        let v = ScanRow.byte(sum, fillRule)
        let from = close(min(x, width), joining: v)
        if v != 0 && from < width { append(from, width - from, Int(v)) }
        spanCount = n
    }

    /// Hands the last resolved row to `sink` as device row `y`, the row's
    /// first pixel at device column `originX`.
    func deliver<Sink: CoverageSink>(row y: Int, originX: Int, into sink: inout Sink) {
        forEachSpan(originX: originX) { x, count, value in
            sink.run(y: y, x: x, count: count, value: value)
        } cells: { x, values, count in
            sink.cells(y: y, x: x, values, count: count)
        }
    }

    /// Hands the last resolved row to `sink` as each of device `rows`.
    func deliver<Sink: CoverageSink>(rows: Range<Int>, originX: Int, into sink: inout Sink) {
        forEachSpan(originX: originX) { x, count, value in
            sink.run(rows: rows, x: x, count: count, value: value)
        } cells: { x, values, count in
            sink.cells(rows: rows, x: x, values, count: count)
        }
    }

    /// The last resolved row's spans, from device column `originX`: runs of
    /// one value and stretches of per-pixel bytes.
    @inline(__always)
    private func forEachSpan(
        originX: Int, run: (_ x: Int, _ count: Int, _ value: UInt8) -> Void,
        cells: (_ x: Int, _ values: UnsafePointer<UInt8>, _ count: Int) -> Void
    ) {
        guard let base = coverage.baseAddress else { return }
        for s in spans[..<spanCount] {
            if s.value < 0 {
                cells(originX + s.x, base + s.x, s.count)
            } else {
                run(originX + s.x, s.count, UInt8(s.value))
            }
        }
    }

    /// Accumulated signed area → 8-bit coverage under the fill rule.
    @inline(__always)
    private static func byte(_ sum: Float, _ fillRule: FillRule) -> UInt8 {
        switch fillRule {
        case .nonZero:
            return roundedHalfUp(min(abs(sum), 1) * 255)
        case .evenOdd:
            let r = abs(sum).truncatingRemainder(dividingBy: 2)
            return roundedHalfUp(min(r > 1 ? 2 - r : r, 1) * 255)
        }
    }

    /// ⌊v + 0.5⌋ for 0 ≤ v ≤ 255 (NaN → 0), without a checked conversion:
    /// within [2²³, 2²⁴) a Float's low mantissa bits are its integer value,
    /// so adding 2²³ rounds to the nearest integer (ties to even), and one
    /// step down where that went above v + 0.5 makes it the floor.
    @inline(__always)
    static func roundedHalfUp(_ v: Float) -> UInt8 {
        let t = v + 0.5
        guard t >= 0 else { return 0 }
        let nearest = (t + 8_388_608) - 8_388_608
        let floor = nearest > t ? nearest - 1 : nearest
        return UInt8(truncatingIfNeeded: (floor + 8_388_608).bitPattern)
    }
}
