import Foundation
import LiveryCore

extension RoundedRect {
    /// The outline flattened for filling, in the direction of `path(reversed:)`.
    ///
    /// A circular corner is cut into equal angles with its inner vertices on a
    /// circle slightly larger than the arc, so that every chord crosses the
    /// arc and strays at most `PathFlattener.tolerance` to either side: half
    /// the deviation of chords whose vertices lie on the arc, for the same
    /// number of segments (about two thirds of the Bézier flattening's, at the
    /// same accuracy). Continuous corners are flattened from their curves.
    func segments(reversed: Bool = false) -> [LineSegment] {
        guard curve == .circular, radius > 0, corners != [] else {
            return PathFlattener.segments(of: path(reversed: reversed))
        }
        let r = rect
        // Each corner: its point, the unit vector toward where the outline arrives, toward where it leaves.
        func corner(_ i: Int) -> (CornerMask, Vec2, Vec2, Vec2) {
            let (mask, point, arrive, leave): (CornerMask, Vec2, Vec2, Vec2) =
                switch reversed ? 3 - i : i {
                case 0: (.maxXMinY, Vec2(x: r.maxX, y: r.minY), Vec2(x: -1, y: 0), Vec2(x: 0, y: 1))
                case 1: (.maxXMaxY, Vec2(x: r.maxX, y: r.maxY), Vec2(x: 0, y: -1), Vec2(x: -1, y: 0))
                case 2: (.minXMaxY, Vec2(x: r.minX, y: r.maxY), Vec2(x: 1, y: 0), Vec2(x: 0, y: -1))
                default: (.minXMinY, Vec2(x: r.minX, y: r.minY), Vec2(x: 0, y: 1), Vec2(x: 1, y: 0))
                }
            return reversed ? (mask, point, leave, arrive) : (mask, point, arrive, leave)
        }
        let arc = CircularCorner(radius: radius)
        return arc.withVertices { vertices in
            [LineSegment](unsafeUninitializedCapacity: 4 * (arc.steps + 1)) { out, count in
                count = 0
                let last = corner(3)
                var current = last.1 + last.3 * extent(last.0)
                func line(to p: Vec2) {
                    if p != current {
                        out[count] = LineSegment(x0: current.x, y0: current.y, x1: p.x, y1: p.y)
                        count += 1
                    }
                    current = p
                }
                for i in 0..<4 {
                    let (mask, point, arrive, leave) = corner(i)
                    let e = extent(mask)
                    line(to: point + arrive * e)
                    guard e > 0 else { continue }
                    for (u, v) in vertices { line(to: point + arrive * (u * radius) + leave * (v * radius)) }
                    line(to: point + leave * e)
                }
            }
        }
    }
}

/// The inner vertices of a flattened quarter circle of radius 1 (in units of
/// the radius it was made for), in corner-local coordinates: u along the side
/// the outline arrives on, v along the one it leaves on, the centre at (1, 1).
private struct CircularCorner {
    let steps: Int
    /// The inner vertices lie on a circle `scale` × the radius.
    private let scale: Double
    private let theta: Double

    init(radius: Double) {
        // A chord of angle θ on a circle of radius R sags R(1 − cos θ/2) below
        // its ends; with R = 2r / (1 + cos θ/2) the ends sit as far outside
        // the arc (radius r) as the chord's middle sits inside it.
        let t = PathFlattener.tolerance
        let half = max(0, min(1, 1 - 2 * t / (radius + t)))
        let wanted = (Double.pi / 4 / acos(half)).rounded(.up)
        let n = wanted.isFinite ? Int(min(Double(PathFlattener.maxSegmentsPerCurve), max(1, wanted))) : PathFlattener.maxSegmentsPerCurve
        theta = Double.pi / 2 / Double(n)
        scale = 2 / (1 + cos(theta / 2))
        steps = n
    }

    /// `body` with the `steps − 1` inner vertices, in a buffer that lives
    /// only for the call (a corner is flattened for every shape drawn).
    func withVertices<R>(_ body: (UnsafeBufferPointer<(Double, Double)>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: (Double, Double).self, capacity: steps) { out in
            // (sin φ, cos φ) stepped by rotation: two sines for the whole corner.
            let (step, turn) = (sin(theta), cos(theta))
            var (s, c) = (step, turn)
            for i in 0..<(steps - 1) {
                out[i] = (1 - scale * s, 1 - scale * c)
                (s, c) = (s * turn + c * step, c * turn - s * step)
            }
            return body(UnsafeBufferPointer(rebasing: out[..<(steps - 1)]))
        }
    }
}
