import LiveryCore

import Foundation

/// A rectangle with some corners rounded, circular or continuous: the shape of
/// a layer's background, border, clip and (usually) shadow.
struct RoundedRect: Equatable {
    var rect: DeviceRect
    /// Already clamped to what the rect allows (`clampedRadius`).
    var radius: Double
    var corners: CornerMask
    var curve: CornerCurve

    /// Where a continuous corner begins, in units of its radius.
    static let continuousExtent = 1.52866483

    init(rect: DeviceRect, radius: Double, corners: CornerMask = .all, curve: CornerCurve = .circular) {
        self.rect = rect
        self.curve = curve
        self.corners = corners
        self.radius = RoundedRect.clampedRadius(radius, rect: rect, curve: curve)
    }

    /// Half the shorter side, and for continuous corners that ÷ 1.52866483,
    /// so two corners never overlap along an edge.
    static func clampedRadius(_ r: Double, rect: DeviceRect, curve: CornerCurve) -> Double {
        guard r.isFinite, r > 0, !rect.isEmpty else { return 0 }
        let half = min(rect.width, rect.height) / 2
        return min(r, curve == .continuous ? half / continuousExtent : half)
    }

    /// How far along each edge a rounded corner reaches.
    var cornerExtent: Double { curve == .continuous ? radius * RoundedRect.continuousExtent : radius }

    /// The extent of one corner: zero when that corner is square.
    func extent(_ corner: CornerMask) -> Double { corners.contains(corner) ? cornerExtent : 0 }

    /// The border's inner edge: inset by `width`, radius max(r − width, 0).
    func inset(by width: Double) -> RoundedRect {
        RoundedRect(
            rect: rect.insetBy(dx: width, dy: width), radius: max(radius - width, 0),
            corners: corners, curve: curve)
    }

    /// Whether `r` lies inside the shape: the shape is convex, so it is enough
    /// that the four corners of `r` do.
    func contains(_ r: DeviceRect) -> Bool {
        contains(r.minX, r.minY) && contains(r.maxX, r.minY) && contains(r.minX, r.maxY) && contains(r.maxX, r.maxY)
    }

    func contains(_ x: Double, _ y: Double) -> Bool {
        guard x >= rect.minX, x <= rect.maxX, y >= rect.minY, y <= rect.maxY else { return false }
        let left = x - rect.minX < rect.maxX - x
        let top = y - rect.minY < rect.maxY - y
        let corner: CornerMask = top ? (left ? .minXMinY : .maxXMinY) : (left ? .minXMaxY : .maxXMaxY)
        let e = extent(corner)
        let dx = left ? x - rect.minX : rect.maxX - x
        let dy = top ? y - rect.minY : rect.maxY - y
        guard e > 0, dx < e, dy < e else { return true }
        return dx >= radius * CornerProfile.unit(curve).inset(atDepth: dy / radius)
    }

    /// Clockwise in y-down device space (counter-clockwise when `reversed`),
    /// starting on the top edge.
    func path(reversed: Bool = false) -> Path {
        let r = rect
        let tl = Vec2(x: r.minX, y: r.minY)
        let tr = Vec2(x: r.maxX, y: r.minY)
        let br = Vec2(x: r.maxX, y: r.maxY)
        let bl = Vec2(x: r.minX, y: r.maxY)
        let right = Vec2(x: 1, y: 0)
        let left = Vec2(x: -1, y: 0)
        let down = Vec2(x: 0, y: 1)
        let up = Vec2(x: 0, y: -1)
        // Each corner: its point, the unit vector toward where the outline arrives, toward where it leaves.
        var corners: [(CornerMask, Vec2, Vec2, Vec2)] = [
            (.maxXMinY, tr, left, down), (.maxXMaxY, br, up, left),
            (.minXMaxY, bl, right, up), (.minXMinY, tl, down, right),
        ]
        if reversed {
            corners = corners.reversed().map { ($0.0, $0.1, $0.3, $0.2) }
        }
        var p = Path()
        let last = corners[corners.count - 1]
        p.move(to: last.1 + last.3 * extent(last.0))
        for (mask, point, arrive, leave) in corners {
            let e = extent(mask)
            p.line(to: point + arrive * e)
            if e > 0 { appendCorner(to: &p, corner: point, from: arrive, to: leave) }
        }
        p.close()
        return p
    }

    /// The curve from `corner + e1·extent` to `corner + e2·extent`.
    private func appendCorner(to p: inout Path, corner c: Vec2, from e1: Vec2, to e2: Vec2) {
        // Corner-local (u along e1, v along e2), in units of the radius.
        func pt(_ u: Double, _ v: Double) -> Vec2 { c + e1 * (u * radius) + e2 * (v * radius) }
        switch curve {
        case .circular:
            // Two cubics per quarter circle (45° each): under 5e-6·r from the true arc.
            // P(φ) = (1 − sin φ, 1 − cos φ), centred at (1, 1), tangent (−cos φ, sin φ).
            let h = 4.0 / 3.0 * tan(Double.pi / 16)
            for (a, b) in [(0.0, Double.pi / 4), (Double.pi / 4, Double.pi / 2)] {
                let p0 = (1 - sin(a), 1 - cos(a))
                let p3 = (1 - sin(b), 1 - cos(b))
                p.cubic(
                    pt(p0.0 - h * cos(a), p0.1 + h * sin(a)),
                    pt(p3.0 + h * cos(b), p3.1 - h * sin(b)),
                    to: pt(p3.0, p3.1))
            }
        case .continuous:
            // Docs/Rendering.md's curve, then its mirror image across the corner's diagonal.
            p.cubic(pt(1.08849323, 0), pt(0.86840689, 0), to: pt(0.66993427, 0.06549600))
            p.line(to: pt(0.63149399, 0.07491100))
            p.cubic(pt(0.37282392, 0.16905899), pt(0.16906013, 0.37282401), to: pt(0.07491100, 0.63149399))
            p.line(to: pt(0.06549600, 0.66993427))
            p.cubic(pt(0, 0.86840689), pt(0, 1.08849323), to: pt(0, RoundedRect.continuousExtent))
        }
    }
}
