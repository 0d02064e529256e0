import Foundation

/// Φ and φ of the standard normal distribution from a table with linear
/// interpolation: steps of 1/256 over ±8 keep the error under 5e-7, far below
/// an 8-bit step, at a fraction of the cost of erf and exp in the shadow's
/// inner loops. The tables are built once and never freed.
enum NormalDistribution {
    private static let range = 8.0
    private static let stepsPerUnit = 256.0
    private static let count = Int(2 * range * stepsPerUnit) + 1

    nonisolated(unsafe) private static let cdfTable = table { u in 0.5 * (1 + erf(u / 2.0.squareRoot())) }
    nonisolated(unsafe) private static let pdfTable = table { u in exp(-0.5 * u * u) / (2 * Double.pi).squareRoot() }

    private static func table(_ f: (Double) -> Double) -> UnsafeBufferPointer<Double> {
        let t = UnsafeMutableBufferPointer<Double>.allocate(capacity: count)
        for i in 0..<count { t[i] = f(Double(i) / stepsPerUnit - range) }
        return UnsafeBufferPointer(t)
    }

    /// Φ(u).
    @inline(__always)
    static func cdf(_ u: Double) -> Double { lookup(cdfTable, u, below: 0, above: 1) }

    /// Φ's table in Float, with one more entry past the end so that the
    /// interpolation below never reads outside it.
    nonisolated(unsafe) private static let cdfFloats: UnsafePointer<Float> = {
        let t = UnsafeMutablePointer<Float>.allocate(capacity: count + 1)
        for i in 0..<count { t[i] = Float(cdfTable[i]) }
        t[count] = 1
        return UnsafePointer(t)
    }()

    /// Φ(u) in Float, for the shadow's node tables, which evaluate it most:
    /// the same table and interpolation, with no checked conversion or
    /// branch (NaN → 0). The floor of the table position x comes from
    /// adding 2²³ (which rounds to an integer) and stepping down where that
    /// went above x.
    @inline(__always)
    static func cdf(_ u: Float) -> Float {
        let scaled = (u + Float(range)) * Float(stepsPerUnit)
        let x = scaled > 0 ? min(scaled, Float(count - 1)) : 0
        let nearest = (x + 8_388_608) - 8_388_608
        let floor = nearest > x ? nearest - 1 : nearest
        let i = Int((floor + 8_388_608).bitPattern & 0x3FFF)
        let a = cdfFloats[i]
        return a + (cdfFloats[i + 1] - a) * (x - floor)
    }

    /// φ(u).
    @inline(__always)
    static func pdf(_ u: Double) -> Double { lookup(pdfTable, u, below: 0, above: 0) }

    @inline(__always)
    private static func lookup(_ t: UnsafeBufferPointer<Double>, _ u: Double, below: Double, above: Double) -> Double {
        guard u > -range else { return below }
        guard u < range else { return above }
        let x = (u + range) * stepsPerUnit
        let i = Int(x)
        let f = x - Double(i)
        return i + 1 < t.count ? t[i] + (t[i + 1] - t[i]) * f : t[i]
    }
}
