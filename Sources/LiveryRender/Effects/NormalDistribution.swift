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
    /// entry; past the last, to 1), so that one load serves an interpolation.
    nonisolated(unsafe) private static let cdfPairs: UnsafePointer<SIMD2<Float>> = {
        let t = UnsafeMutablePointer<SIMD2<Float>>.allocate(capacity: count)
        for i in 0..<count {
            let a = Float(cdfTable[i])
            let b = i + 1 < count ? Float(cdfTable[i + 1]) : 1
            t[i] = SIMD2(a, b - a)
        }
        return UnsafePointer(t)
    }()

    /// Beyond ±`saturation` the Float Φ is its table's end: within 1e-15 of 0, and 1.
    static let saturation = Float(range)

    /// Φ in Float for four arguments, for the shadow's node tables, which
    /// evaluate it most: the same table and interpolation, with no checked
    /// conversion or branch (NaN → 0). The floor of the table position x
    /// comes from adding 2²³ (which rounds to an integer) and stepping down
    /// where that went above x.
    @inline(__always)
    static func cdf(_ u: SIMD4<Float>) -> SIMD4<Float> {
        let scaled = (u + Float(range)) * Float(stepsPerUnit)
        var x = scaled
        x.replace(with: 0, where: .!(scaled .> 0))
        x.replace(with: Float(count - 1), where: x .> Float(count - 1))
        let nearest = (x + 8_388_608) - 8_388_608
        var floor = nearest
        floor.replace(with: nearest - 1, where: nearest .> x)
        let i = unsafeBitCast(floor + 8_388_608, to: SIMD4<UInt32>.self) & 0x3FFF
        let p0 = cdfPairs[Int(i[0])]
        let p1 = cdfPairs[Int(i[1])]
        let p2 = cdfPairs[Int(i[2])]
        let p3 = cdfPairs[Int(i[3])]
        return SIMD4(p0.x, p1.x, p2.x, p3.x) + SIMD4(p0.y, p1.y, p2.y, p3.y) * (x - floor)
    }
}
