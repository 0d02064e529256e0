import Foundation

/// Independent analytic references for the render tests: nothing here calls
/// the renderer's geometry.
enum Reference {
    /// Φ, the standard normal CDF, from libm's erf.
    static func phi(_ v: Double) -> Double { 0.5 * (1 + erf(v / 2.0.squareRoot())) }

    /// A continuous corner (Docs/Rendering.md's constants) as a dense polyline in
    /// corner units: (along the first edge, along the second edge).
    static let continuousCorner: [(Double, Double)] = {
        typealias P = (Double, Double)
        func cubic(_ p0: P, _ p1: P, _ p2: P, _ p3: P) -> [P] {
            (1...2000).map { i in
                let t = Double(i) / 2000
                let u = 1 - t
                let a = u * u * u
                let b = 3 * u * u * t
                let c = 3 * u * t * t
                let d = t * t * t
                return (a * p0.0 + b * p1.0 + c * p2.0 + d * p3.0, a * p0.1 + b * p1.1 + c * p2.1 + d * p3.1)
            }
        }
        let k = 1.52866483
        var pts: [P] = [(k, 0)]
        pts += cubic((k, 0), (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600))
        pts.append((0.63149399, 0.07491100))
        pts += cubic((0.63149399, 0.07491100), (0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491176, 0.63149399))
        pts.append((0.06549600, 0.66993427))
        pts += cubic((0.06549600, 0.66993427), (0, 0.86840689), (0, 1.08849323), (0, k))
        return pts
    }()

    /// How far the continuous corner is in from the side at `depth` (corner units).
    static func continuousInset(depth: Double) -> Double {
        // The polyline runs from (depth k, inset 0) to (depth 0, inset k); depth falls monotonically.
        let p = continuousCorner
        guard depth < p[0].0 else { return p[0].1 }
        guard depth > p[p.count - 1].0 else { return p[p.count - 1].1 }
        // Bisect for p[lo].0 > depth ≥ p[hi].0.
        var lo = 0
        var hi = p.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if p[mid].0 > depth { lo = mid } else { hi = mid }
        }
        let a = p[lo]
        let b = p[hi]
        let f = a.0 == b.0 ? 0 : (a.0 - depth) / (a.0 - b.0)
        return a.1 + (b.1 - a.1) * f
    }

    /// Inside test for a rounded rect with all corners rounded.
    static func insideRoundedRect(
        _ x: Double, _ y: Double, minX: Double, minY: Double, maxX: Double, maxY: Double,
        radius r: Double, continuous: Bool
    ) -> Bool {
        guard x >= minX, x <= maxX, y >= minY, y <= maxY else { return false }
        let e = continuous ? r * 1.52866483 : r
        // Distances into the nearest corner square.
        let dx = min(x - minX, maxX - x)
        let dy = min(y - minY, maxY - y)
        guard dx < e, dy < e else { return true }
        if continuous {
            return dx >= r * continuousInset(depth: dy / r)
        }
        let cx = r - dx
        let cy = r - dy
        return cx <= 0 || cy <= 0 || cx * cx + cy * cy <= r * r
    }

    /// The fraction of pixel (px, py) inside a shape, from n×n point samples
    /// on a sheared lattice (sample (i, j) at ((i + (j + ½)/n)/n, (j + (i + ½)/n)/n)),
    /// so no sample row is parallel to an axis-aligned edge: a plain 16×16 grid
    /// quantizes such an edge to 1/16 px and is itself off by up to 8/255.
    static func supersample(_ px: Int, _ py: Int, _ n: Int = 16, inside: (Double, Double) -> Bool) -> Double {
        var count = 0
        let k = Double(n)
        for j in 0..<n {
            for i in 0..<n {
                let x = Double(px) + (Double(i) + (Double(j) + 0.5) / k) / k
                let y = Double(py) + (Double(j) + (Double(i) + 0.5) / k) / k
                if inside(x, y) { count += 1 }
            }
        }
        return Double(count) / (k * k)
    }
}
