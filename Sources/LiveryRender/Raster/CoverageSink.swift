/// Where the rasterizer delivers coverage, row by row, in device pixels.
///
/// A row arrives as runs of one value (the stretches between the cells an
/// edge touched, where the coverage cannot change) and as per-pixel bytes for
/// the touched cells. Pixels not reported have coverage 0, so a sink never
/// sees the empty inside of a border or the space around a shape: a fill
/// writes only the pixels it changes, and a solid interior is one store per
/// row. Rows that repeat one another (a rounded rectangle's straight middle)
/// may arrive as one call for all of them.
protocol CoverageSink {
    /// Pixels `x ..< x + count` of row `y` all have coverage `value` (never 0).
    mutating func run(y: Int, x: Int, count: Int, value: UInt8)
    /// Pixels `x ..< x + count` of row `y` have the coverages in `values`.
    mutating func cells(y: Int, x: Int, _ values: UnsafePointer<UInt8>, count: Int)
    /// `run(y:…)` for every row of `rows`.
    mutating func run(rows: Range<Int>, x: Int, count: Int, value: UInt8)
    /// `cells(y:…)` for every row of `rows`, each with the same `values`.
    mutating func cells(rows: Range<Int>, x: Int, _ values: UnsafePointer<UInt8>, count: Int)
    /// Whether row `y` is hidden from column `x0` to `x1`, so the rasterizer
    /// need not compute it.
    mutating func skips(row y: Int, from x0: Int, to x1: Int) -> Bool
}

extension CoverageSink {
    func skips(row y: Int, from x0: Int, to x1: Int) -> Bool { false }

    mutating func run(rows: Range<Int>, x: Int, count: Int, value: UInt8) {
        for y in rows { run(y: y, x: x, count: count, value: value) }
    }

    mutating func cells(rows: Range<Int>, x: Int, _ values: UnsafePointer<UInt8>, count: Int) {
        for y in rows { cells(y: y, x: x, values, count: count) }
    }
}

extension CoverageMask: CoverageSink {
    /// Writes into the zeroed mask (the rasterizer keeps within its rect).
    mutating func run(y: Int, x: Int, count: Int, value: UInt8) {
        let i = (y - rect.y0) * rect.width + (x - rect.x0)
        data.withUnsafeMutableBufferPointer { d in
            guard let base = d.baseAddress else { return }
            (base + i).update(repeating: value, count: count)
        }
    }

    mutating func cells(y: Int, x: Int, _ values: UnsafePointer<UInt8>, count: Int) {
        let i = (y - rect.y0) * rect.width + (x - rect.x0)
        data.withUnsafeMutableBufferPointer { d in
            guard let base = d.baseAddress else { return }
            (base + i).update(from: values, count: count)
        }
    }
}
