/// A sink that passes on only the pixels `hidden` leaves visible: any fill
/// under opaque paint drawn later.
struct OccludedSink<Base: CoverageSink>: CoverageSink {
    var base: Base
    let hidden: HiddenSpans
    /// The band of rows last asked about and its hidden intervals: rows come
    /// down the shape in order, and a band holds many of them.
    private var band = 0..<0
    private var intervals = 0..<0
    private var cursor = -1
    /// Whether the band hides columns `skipFrom ..< skipTo` (the rasterizer
    /// asks with the same columns for every row of a shape).
    private var skipFrom = Int.max
    private var skipTo = Int.min
    private var skipping = false

    init(base: Base, hidden: HiddenSpans) {
        self.base = base
        self.hidden = hidden
    }

    @inline(__always)
    private mutating func intervals(_ y: Int) -> Range<Int> {
        if !band.contains(y) {
            (band, intervals) = hidden.band(containing: y, cursor: &cursor)
            skipFrom = .max
        }
        return intervals
    }

    mutating func run(y: Int, x: Int, count: Int, value: UInt8) {
        hidden.visible(intervals(y), from: x, to: x + count) { lo, hi in
            base.run(y: y, x: lo, count: hi - lo, value: value)
        }
    }

    mutating func cells(y: Int, x: Int, _ values: UnsafePointer<UInt8>, count: Int) {
        hidden.visible(intervals(y), from: x, to: x + count) { lo, hi in
            base.cells(y: y, x: lo, values + (lo - x), count: hi - lo)
        }
    }

    /// A band's visible stretches are worked out once for all its rows.
    mutating func run(rows: Range<Int>, x: Int, count: Int, value: UInt8) {
        var y = rows.lowerBound
        while y < rows.upperBound {
            let row = intervals(y)
            let end = min(band.upperBound, rows.upperBound)
            hidden.visible(row, from: x, to: x + count) { lo, hi in
                base.run(rows: y..<end, x: lo, count: hi - lo, value: value)
            }
            y = end
        }
    }

    mutating func cells(rows: Range<Int>, x: Int, _ values: UnsafePointer<UInt8>, count: Int) {
        var y = rows.lowerBound
        while y < rows.upperBound {
            let row = intervals(y)
            let end = min(band.upperBound, rows.upperBound)
            hidden.visible(row, from: x, to: x + count) { lo, hi in
                base.cells(rows: y..<end, x: lo, values + (lo - x), count: hi - lo)
            }
            y = end
        }
    }

    mutating func skips(row y: Int, from x0: Int, to x1: Int) -> Bool {
        let row = intervals(y)
        if x0 != skipFrom || x1 != skipTo {
            skipFrom = x0
            skipTo = x1
            skipping = hidden.hides(row, from: x0, to: x1)
        }
        return skipping
    }
}
