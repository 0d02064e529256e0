import LiveryCore

/// How far a rounded corner's outline sits in from the side edge at each depth
/// below the top (or above the bottom) edge, for a corner of radius 1: the
/// xl(t), xr(t) of the analytic shadow. Taken from the very outline
/// `RoundedRect` fills, flattened finely, so shadow and shape agree.
struct CornerProfile {
    /// (depth, inset) pairs, depth ascending from 0 to the corner's extent.
    private let samples: [(depth: Double, inset: Double)]

    private static let circular = CornerProfile(curve: .circular)
    private static let continuous = CornerProfile(curve: .continuous)

    static func unit(_ curve: CornerCurve) -> CornerProfile {
        curve == .circular ? circular : continuous
    }

    private init(curve: CornerCurve) {
        // The top-left corner of a radius-1 shape at the origin: x is the inset, y the depth.
        let shape = RoundedRect(
            rect: DeviceRect(x: 0, y: 0, width: 8, height: 8), radius: 1,
            corners: [.minXMinY], curve: curve)
        let e = shape.cornerExtent + 1e-9
        var pts: [(depth: Double, inset: Double)] = []
        for s in PathFlattener.segments(of: shape.path(), tolerance: 1e-6) where s.x0 <= e && s.y0 <= e {
            pts.append((s.y0, s.x0))
        }
        pts.sort { $0.depth < $1.depth }
        samples = pts
    }

    /// Linear interpolation between the flattened outline's vertices.
    func inset(atDepth d: Double) -> Double {
        guard let first = samples.first, let last = samples.last else { return 0 }
        if d <= first.depth { return first.inset }
        if d >= last.depth { return last.inset }
        var lo = 0
        var hi = samples.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if samples[mid].depth <= d { lo = mid } else { hi = mid }
        }
        let a = samples[lo]
        let b = samples[hi]
        let span = b.depth - a.depth
        return span > 0 ? a.inset + (b.inset - a.inset) * (d - a.depth) / span : a.inset
    }
}
