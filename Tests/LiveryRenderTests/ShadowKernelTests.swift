import CShadowKernel
import Livery
import Testing

@testable import LiveryRender

/// The shadow's kernel at every level the processor runs: the same values
/// at each, blended as Swift blends them one pixel at a time, for shadows of
/// every size and blur around covers of every shape.
@Suite struct ShadowKernelTests {
    /// Padding the kernel may write and read past a row.
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

    /// A shadow drawn as values (a mask) and blended onto a background: at
    /// every level the same values, and the blend the same bytes as Swift's
    /// one-pixel blend of those values (`ColorFill.cells`), hidden pixels
    /// left alone.
    @Test(arguments: 0..<40)
    func rowsBlendLikeTheirValuesAtEveryLevel(seed: Int) throws {
        var random = Random(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1)
        let shape = RoundedRect(
            rect: DeviceRect(
                x: 10 + Double(random.unit()) * 20, y: 10 + Double(random.unit()) * 20,
                width: 4 + Double(random.unit()) * 90, height: 4 + Double(random.unit()) * 70),
            radius: Double(random.unit()) * 30, curve: seed % 3 == 0 ? .continuous : .circular)
        let sigma = 1 + Double(random.unit()) * 14
        let limit = PixelRect(x0: 0, y0: 0, x1: 96 + random.int(0..<40), y1: 90 + random.int(0..<40))
        guard RoundedRectShadow.canRender(shape, sigma: sigma) else { return }
        let out = RoundedRectShadow.bounds(shape, sigma: sigma, limit: limit)
        let covers = (0..<random.int(0..<4)).map { _ in
            let x = random.int(0..<100)
            let y = random.int(0..<100)
            return PixelRect(x0: x, y0: y, x1: x + random.int(1..<50), y1: y + random.int(1..<40))
        }
        let hidden = HiddenSpans(covers: [covers[...]], within: out)
        let colors = [
            PremultipliedColor(Color(red: 0, green: 0, blue: 0), opacity: 0.25),
            PremultipliedColor(Color(red: 0, green: 200, blue: 0), opacity: 0.6),
            PremultipliedColor(Color(red: 16, green: 128, blue: 240), opacity: 1),
            PremultipliedColor(Color(red: 90, green: 30, blue: 200), opacity: 0.02),
        ]
        let color = colors[seed % colors.count]
        let background = (0..<limit.area).map { _ in UInt32(truncatingIfNeeded: random.next()) | 0xFF00_0000 }
        var masks: [CoverageMask] = []
        for level in 0...livery_shadow_kernel_level() {
            var mask = CoverageMask(zeroed: out)
            mask.data.withUnsafeMutableBufferPointer { values in
                let target = LiveryShadowTarget(
                    pixels: nil, values: values.baseAddress, stride: out.width,
                    color: LiveryShadowColor(packed: 0, first_visible: 0))
                RoundedRectShadow.render(shape, sigma: sigma, over: out, hidden: hidden, into: target, level: level)
            }
            masks.append(mask)
            var reference = background
            reference.withUnsafeMutableBufferPointer { p in
                var fill = ColorFill(pixels: p.baseAddress!, stride: limit.width, originX: 0, originY: 0, color: color)
                for y in out.y0..<out.y1 {
                    mask.data.withUnsafeBufferPointer {
                        fill.cells(y: y, x: out.x0, $0.baseAddress! + (y - out.y0) * out.width, count: out.width)
                    }
                }
            }
            var pixels = background
            pixels.withUnsafeMutableBufferPointer { p in
                let fill = ColorFill(pixels: p.baseAddress!, stride: limit.width, originX: 0, originY: 0, color: color)
                RoundedRectShadow.render(
                    shape, sigma: sigma, over: out, hidden: hidden, into: fill.shadowTarget(at: out), level: level)
            }
            #expect(pixels == reference, "level \(level)")
            for cover in covers {
                let hiddenPixel = cover.intersection(out)
                guard !hiddenPixel.isEmpty else { continue }
                #expect(mask.value(x: hiddenPixel.x0, y: hiddenPixel.y0) == 0, "a hidden pixel is left alone")
            }
        }
        #expect(masks.allSatisfy { $0.data == masks[0].data }, "every level gives the same values")
        #expect(masks[0].data.contains { $0 > 0 }, "the shadow shows")
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
}
