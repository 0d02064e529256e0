/// A sink that passes on only the pixels `hidden` leaves visible: any fill
/// under opaque paint drawn later.
struct OccludedSink<Base: CoverageSink>: CoverageSink {
    var base: Base
    let hidden: HiddenSpans
    /// The last row asked about and its hidden intervals: a row comes in several calls.
    private var row = Int.min
    private var intervals = 0..<0

    init(base: Base, hidden: HiddenSpans) {
        self.base = base
        self.hidden = hidden
    }

    @inline(__always)
    private mutating func intervals(_ y: Int) -> Range<Int> {
        if y != row {
            row = y
            intervals = hidden.intervals(row: y)
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

    mutating func skips(row y: Int, from x0: Int, to x1: Int) -> Bool {
        hidden.hides(intervals(y), from: x0, to: x1)
    }
}
