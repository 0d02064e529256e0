import CShadowKernel
import Foundation

/// Φ of the standard normal distribution from a table with linear
/// interpolation: steps of 1/256 over ±8 keep the error under 5e-7, far below
/// an 8-bit step, at a fraction of the cost of erf in the shadow's inner
/// loops. The tables are built once and never freed.
enum NormalDistribution {
    private static let range = 8.0
    private static let stepsPerUnit = 256.0
    private static let count = Int(2 * range * stepsPerUnit) + 1

    nonisolated(unsafe) private static let cdfTable: UnsafeBufferPointer<Double> = {
        let t = UnsafeMutableBufferPointer<Double>.allocate(capacity: count)
        for i in 0..<count { t[i] = 0.5 * (1 + erf((Double(i) / stepsPerUnit - range) / 2.0.squareRoot())) }
        return UnsafeBufferPointer(t)
    }()

    /// Φ(u).
    @inline(__always)
    static func cdf(_ u: Double) -> Double {
        guard u > -range else { return 0 }
        guard u < range else { return 1 }
        let x = (u + range) * stepsPerUnit
        let i = Int(x)
        let f = x - Double(i)
        let t = cdfTable
        return i + 1 < t.count ? t[i] + (t[i + 1] - t[i]) * f : t[i]
    }

    /// Φ's table in Float as pairs (Φ at an entry, the step to the next
    /// entry; past the last, to 1), so that one load serves an
    /// interpolation: what the shadow's kernel (`CShadowKernel`) evaluates
    /// its node tables and rows with.
    nonisolated(unsafe) static let table: UnsafePointer<LiveryNormalTable> = {
        let t = UnsafeMutablePointer<Float>.allocate(capacity: 2 * count)
        for i in 0..<count {
            let a = Float(cdfTable[i])
            let b = i + 1 < count ? Float(cdfTable[i + 1]) : 1
            t[2 * i] = a
            t[2 * i + 1] = b - a
        }
        let table = UnsafeMutablePointer<LiveryNormalTable>.allocate(capacity: 1)
        table.initialize(
            to: LiveryNormalTable(
                pairs: UnsafePointer(t), count: Int32(count), origin: Float(range), scale: Float(stepsPerUnit)))
        return UnsafePointer(table)
    }()
}
