/// Turns curves into line segments close enough that the coverage error stays
/// far below one 8-bit step.
///
/// Each curve is cut into n equal parameter steps, n from Wang's bound on the
/// control polygon's second differences: a degree-d Bézier stays within
/// `tolerance` of its chords when n ≥ √(d(d−1)/8 · M / tolerance), M the
/// largest |Pᵢ − 2Pᵢ₊₁ + Pᵢ₊₂|. The tolerance is 0.005 px rather than the
/// usual 0.1–0.25 px: a chord's sagitta s loses about s of area in the pixels
/// it crosses, and exact-area coverage is promised to ±2/255 (0.008).
enum PathFlattener {
    static let tolerance = 0.005
    /// A cap per curve, so a path with huge control points cannot stall the flattener.
    static let maxSegmentsPerCurve = 4096

    /// The closed polygon edges of `path` (every subpath closed), skipping
    /// anything with a non-finite coordinate.
    static func segments(of path: Path, tolerance: Double = tolerance) -> [LineSegment] {
        var out: [LineSegment] = []
        var start = Vec2(x: 0, y: 0)
        var current = start
        var open = false
        func lineTo(_ p: Vec2) {
            if current.isFinite && p.isFinite && current != p {
                out.append(LineSegment(x0: current.x, y0: current.y, x1: p.x, y1: p.y))
            }
            current = p
        }
        func closeSubpath() {
            if open { lineTo(start) }
            open = false
        }
        for e in path.elements {
            switch e {
            case .move(let p):
                closeSubpath()
                start = p
                current = p
                open = true
            case .line(let p):
                open = true
                lineTo(p)
            case .quad(let c, let p):
                open = true
                let n = count(degree: 2, secondDifference: (current - c * 2 + p).length, tolerance: tolerance)
                let p0 = current
                for i in 1...n {
                    let t = Double(i) / Double(n)
                    let u = 1 - t
                    lineTo(i == n ? p : p0 * (u * u) + c * (2 * u * t) + p * (t * t))
                }
            case .cubic(let c1, let c2, let p):
                open = true
                let m = max((current - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
                let n = count(degree: 3, secondDifference: m, tolerance: tolerance)
                let p0 = current
                for i in 1...n {
                    let t = Double(i) / Double(n)
                    let u = 1 - t
                    lineTo(i == n ? p : p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
                }
            case .close:
                closeSubpath()
                current = start
            }
        }
        closeSubpath()
        return out
    }

    /// How many segments `segments(of:)` will produce, without producing them:
    /// what a caller checks against a budget before flattening a path from input.
    static func segmentCount(of path: Path, tolerance: Double = tolerance) -> Int {
        var n = 0
        var current = Vec2(x: 0, y: 0)
        var start = current
        for e in path.elements {
            switch e {
            case .move(let p):
                current = p
                start = p
            case .line(let p):
                n += 1
                current = p
            case .quad(let c, let p):
                n += count(degree: 2, secondDifference: (current - c * 2 + p).length, tolerance: tolerance)
                current = p
            case .cubic(let c1, let c2, let p):
                let m = max((current - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
                n += count(degree: 3, secondDifference: m, tolerance: tolerance)
                current = p
            case .close:
                n += 1
                current = start
            }
        }
        return n + 1
    }

    static func count(degree: Int, secondDifference m: Double, tolerance: Double) -> Int {
        let d = Double(degree)
        let n = (d * (d - 1) / 8 * m / tolerance).squareRoot().rounded(.up)
        guard n.isFinite else { return 1 }
        return Int(min(Double(maxSegmentsPerCurve), max(1, n)))
    }
}
