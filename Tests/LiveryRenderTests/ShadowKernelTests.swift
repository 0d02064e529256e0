import CShadowKernel
import Livery
import Testing

@testable import LiveryRender

/// The shadow's pixel kernel against the same sums in Swift, rounded the same
/// way and blended one pixel at a time: the same bytes at every kernel level
/// the processor runs, for stretches of every length and start.
@Suite struct ShadowKernelTests {
    /// Columns of one test row, and the padding the kernel may read past a stretch.
    static let width = 48
    static let padding = 7

    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        mutating func unit() -> Float { Float(next() >> 40) / Float(1 << 24) }
        mutating func int(_ range: Range<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    }

    /// x·f + Σ w·row in the kernel's order, rounded as the kernel documents.
    static func value(_ x: [Float], _ f: Float, _ rows: [[Float]], _ weights: [Float], _ c: Int, offset: Int) -> UInt8 {
        var v = x[c] * f
        for i in rows.indices { v = v + weights[i] * rows[i][c - offset] }
        let scaled = v * 255
        if !(scaled >= 0) { return 0 }
        if !(scaled < 255) { return 255 }
        return UInt8(scaled.rounded(.toNearestOrEven))
    }

    @Test(arguments: 0..<40)
    func kernelMatchesSumsBlendedOneAtATime(seed: Int) throws {
        var random = Random(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1)
        let w = Self.width
        let count = random.int(0..<7)
        let offset = random.int(0..<8)
        // Values spread over 0…1 and a little past either end (the clamps), some NaN-free zeros.
        let x = (0..<(w + Self.padding)).map { _ in random.unit() * 1.1 - 0.05 }
        let rows = (0..<count).map { _ in (0..<(w + Self.padding)).map { _ in random.unit() * 0.4 } }
        let weights = (0..<count).map { _ in random.unit() * 0.5 }
        let f = random.unit()
        let a = random.int(offset..<w)
        let b = random.int(a..<(w + 1))
        let colors = [
            PremultipliedColor(Color(red: 0, green: 0, blue: 0), opacity: 0.25),
            PremultipliedColor(Color(red: 0, green: 200, blue: 0), opacity: 0.6),
            PremultipliedColor(Color(red: 16, green: 128, blue: 240), opacity: 1),
            PremultipliedColor(Color(red: 90, green: 30, blue: 200), opacity: 0.02),
        ]
        let color = colors[seed % colors.count]
        let background = (0..<w).map { _ in UInt32(truncatingIfNeeded: random.next()) | 0xFF00_0000 }
        let expected = (a..<b).map { Self.value(x, f, rows, weights, $0, offset: offset) }

        var reference = background
        reference.withUnsafeMutableBufferPointer { p in
            var fill = ColorFill(pixels: p.baseAddress!, stride: w, originX: 0, originY: 0, color: color)
            expected.withUnsafeBufferPointer { fill.cells(y: 0, x: a, $0.baseAddress!, count: b - a) }
        }
        let levels = 0...livery_shadow_kernel_level()
        for level in levels {
            var pixels = background
            try Self.withTerms(x, f, rows, weights, offset: offset) { terms in
                pixels.withUnsafeMutableBufferPointer { p in
                    let target = LiveryShadowColor(
                        packed: ColorFill.pack(color), first_visible: UInt32(ColorFill.firstVisibleCoverage(color)))
                    livery_shadow_blend_at(Int32(level), terms, a, b, target, p.baseAddress!, 0)
                }
            }
            #expect(pixels == reference, "level \(level), columns \(a) ..< \(b), \(count) terms")
        }
        var values = [UInt8](repeating: 0, count: max(1, b - a))
        try Self.withTerms(x, f, rows, weights, offset: offset) { terms in
            values.withUnsafeMutableBufferPointer { livery_shadow_values(terms, a, b, $0.baseAddress!) }
        }
        #expect(Array(values.prefix(b - a)) == expected)
    }

    /// A row's interval term at every level the processor runs: the same
    /// floats at each, within 2e-6 of Φ's own table in double (its
    /// interpolation in single precision), and exactly 0 or 1 where a side
    /// is left out. Rows cross both ends of the table and stop at every
    /// length past a multiple of eight.
    @Test(arguments: 0..<24)
    func intervalMatchesTheTableInDouble(seed: Int) {
        var random = Random(state: UInt64(seed) &* 0x2545_F491_4F6C_DD1D | 1)
        let n = random.int(1..<70)
        let step = 0.02 + random.unit() * 0.6
        // From left of −8 to right of 8, and some rows entirely beyond either end.
        let ul = random.unit() * 24 - 14
        let ur = ul - 0.1 - random.unit() * 12
        let expected = (0..<n).map { j -> Double in
            let d = Double(Float(j) * step)
            return NormalDistribution.cdf(Double(ul) + d) - NormalDistribution.cdf(Double(ur) + d)
        }
        var byLevel: [[Float]] = []
        for level in 0...livery_shadow_kernel_level() {
            var row = [Float](repeating: .nan, count: n + Self.padding)
            row.withUnsafeMutableBufferPointer {
                livery_shadow_interval_at(Int32(level), NormalDistribution.table, ul, ur, step, n, $0.baseAddress!)
            }
            byLevel.append(Array(row.prefix(n)))
        }
        for (level, row) in byLevel.enumerated() {
            #expect(row == byLevel[0], "level \(level)")
            for j in 0..<n {
                #expect(abs(Double(row[j]) - expected[j]) < 2e-6, "column \(j) of \(n), level \(level)")
            }
        }
    }

    static func withTerms(
        _ x: [Float], _ f: Float, _ rows: [[Float]], _ weights: [Float], offset: Int,
        _ body: (UnsafePointer<LiveryShadowTerms>) throws -> Void
    ) throws {
        let rowPointers = rows.map { row -> UnsafeMutablePointer<Float> in
            let p = UnsafeMutablePointer<Float>.allocate(capacity: row.count)
            p.initialize(from: row, count: row.count)
            return p
        }
        defer { for p in rowPointers { p.deallocate() } }
        let table: [UnsafePointer<Float>?] = rowPointers.map { UnsafePointer($0) }
        try x.withUnsafeBufferPointer { xs in
            try table.withUnsafeBufferPointer { rowsBase in
                try weights.withUnsafeBufferPointer { ws in
                    var terms = LiveryShadowTerms(
                        x: xs.baseAddress!, f: f, rows: rowsBase.baseAddress, weights: ws.baseAddress,
                        count: rows.count, offset: offset)
                    try body(&terms)
                }
            }
        }
    }
}
