import LiveryCore

import Foundation

/// The Gaussian blur of a filled rounded rectangle, computed in closed form
/// instead of by blurring pixels: the common card shadow, at a cost that does
/// not grow with σ.
///
/// Following Evan Wallace's "fast rounded rectangle shadows", the blur of a
/// shape whose every row is one interval [xl(t), xr(t)] is
///   S(x, y) = ∫ g(y − t) · [Φ((x − xl(t))/σ) − Φ((x − xr(t))/σ)] dt,
/// g the Gaussian, Φ its integral (via erf). Where the sides are straight
/// the integral splits into X(x)·Y(y). Across the corner bands it is taken
/// numerically, with 4-point Gauss–Legendre on steps of σ or 2σ (not
/// Wallace's four samples, which are off by several 8-bit steps), and only in
/// the pixels near a corner: elsewhere in those rows the sides are straight.
enum RoundedRectShadow {
    /// Below this σ (px) the blur path is as cheap and the shape's own
    /// box-filtered edge matters; beyond `maxNodesPerBand` the corner band is
    /// too long for its σ.
    static let minSigma = 1.0
    static let maxNodesPerBand = 512

    static func canRender(_ shape: RoundedRect, sigma: Double) -> Bool {
        guard sigma.isFinite, sigma >= minSigma, shape.rect.isFinite, !shape.rect.isEmpty else { return false }
        return nodesPerBand(extent: shape.cornerExtent, sigma: sigma) <= maxNodesPerBand
    }

    /// Four Gauss–Legendre nodes per step of σ, or of 2σ once σ ≥ 8 px, where
    /// that still holds ±1/255 (measured against the blur path).
    private static func nodesPerBand(extent: Double, sigma: Double) -> Int {
        let step = sigma < 8 ? sigma : 2 * sigma
        return extent > 0 ? 4 * PixelRect.clampedInt((extent / step).rounded(.up)) : 0
    }

    /// The blurred shape (0…255) at pixel centres over its bounds grown by 3σ,
    /// ∩ `limit`. Pixels inside `hidden` (whole pixels something opaque will
    /// cover) are neither computed nor drawn: they stay 0.
    static func mask(_ shape: RoundedRect, sigma: Double, limit: PixelRect, hidden: [PixelRect] = []) -> CoverageMask {
        let reach = Int((3 * sigma).rounded(.up)) + 1
        let out = shape.rect.enclosingPixels.insetBy(-reach).intersection(limit)
        guard !out.isEmpty else { return .empty }
        let r = shape.rect
        let s = sigma
        func phi(_ v: Double) -> Double { NormalDistribution.cdf(v / s) }
        let cols = (out.x0..<out.x1).map { Double($0) + 0.5 }
        let rows = (out.y0..<out.y1).map { Double($0) + 0.5 }

        let eTop = max(shape.extent(.minXMinY), shape.extent(.maxXMinY))
        let eBottom = max(shape.extent(.minXMaxY), shape.extent(.maxXMaxY))
        let eLeft = max(shape.extent(.minXMinY), shape.extent(.minXMaxY))
        let eRight = max(shape.extent(.maxXMinY), shape.extent(.maxXMaxY))
        // Separable parts: the full-width rows of the straight middle, and the full height.
        let xTerm = cols.map { Float(phi($0 - r.minX) - phi($0 - r.maxX)) }
        let yMiddle = rows.map { Float(phi(r.maxY - eBottom - $0) - phi(r.minY + eTop - $0)) }
        let yFull = rows.map { Float(phi(r.maxY - $0) - phi(r.minY - $0)) }

        // Corner bands: nodes t with weight w and the row's ends xl(t), xr(t).
        var nodes: [(t: Double, w: Double, xl: Double, xr: Double)] = []
        let profile = CornerProfile.unit(shape.curve)
        let rad = shape.radius
        func inset(_ corner: CornerMask, _ d: Double) -> Double {
            shape.corners.contains(corner) ? rad * profile.inset(atDepth: d / rad) : 0
        }
        if eTop > 0 {
            for (t, w) in gaussLegendre(from: r.minY, to: r.minY + eTop, steps: nodesPerBand(extent: eTop, sigma: s) / 4) {
                let d = t - r.minY
                nodes.append((t, w, r.minX + inset(.minXMinY, d), r.maxX - inset(.maxXMinY, d)))
            }
        }
        if eBottom > 0 {
            for (t, w) in gaussLegendre(from: r.maxY - eBottom, to: r.maxY, steps: nodesPerBand(extent: eBottom, sigma: s) / 4) {
                let d = r.maxY - t
                nodes.append((t, w, r.minX + inset(.minXMaxY, d), r.maxX - inset(.maxXMaxY, d)))
            }
        }
        // Beyond 4σ from every node a band row is straight for the Gaussian
        // (the neglected weight is under 1e-4). The columns where a band row
        // is not straight are two zones, [0, left) and [right, w); the node
        // table stores them side by side.
        let w = out.width
        // The shape may reach far beyond the canvas: clamp before converting.
        let left = min(w, max(0, PixelRect.clampedInt((r.minX + eLeft + 4 * s).rounded(.up)) - out.x0))
        let right = max(left, min(w, PixelRect.clampedInt((r.maxX - eRight - 4 * s).rounded(.down)) - out.x0))
        let zoneWidth = left + (w - right)
        func column(_ j: Int) -> Int { j < left ? j : right + (j - left) }
        // Per node, [Φ((x − xl)/σ) − Φ((x − xr)/σ)] over the zone columns.
        var table = [Float](repeating: 0, count: nodes.count * zoneWidth)
        for (k, n) in nodes.enumerated() {
            for j in 0..<zoneWidth {
                let x = cols[column(j)]
                table[k * zoneWidth + j] = Float(phi(x - n.xl) - phi(x - n.xr))
            }
        }

        var mask = CoverageMask(zeroed: out)
        // The nodes near the current row: each one's table row and Gaussian weight.
        var active: [(base: Int, g: Float)] = []
        mask.data.withUnsafeMutableBufferPointer { d in
            table.withUnsafeBufferPointer { tab in
                xTerm.withUnsafeBufferPointer { xt in
                    for (yi, cy) in rows.enumerated() {
                        let row = yi * w
                        // The hidden columns of this row: the hidden rects share a centre, so their union is one run.
                        let y = out.y0 + yi
                        var hx0 = Int.max
                        var hx1 = Int.min
                        for h in hidden where y >= h.y0 && y < h.y1 {
                            hx0 = min(hx0, h.x0 - out.x0)
                            hx1 = max(hx1, h.x1 - out.x0)
                        }
                        hx0 = max(0, min(w, hx0))
                        hx1 = max(hx0, min(w, hx1))
                        /// Calls `body` with the visible parts of columns [lo, hi).
                        func visible(_ lo: Int, _ hi: Int, _ body: (Range<Int>) -> Void) {
                            let a = min(hi, hx0)
                            let b = max(lo, hx1)
                            if a > lo { body(lo..<a) }
                            if hi > b { body(b..<hi) }
                        }
                        active.removeAll(keepingCapacity: true)
                        for (k, n) in nodes.enumerated() where abs(cy - n.t) <= 4 * s {
                            active.append((k * zoneWidth, Float(n.w / s * NormalDistribution.pdf((cy - n.t) / s))))
                        }
                        let ym = yMiddle[yi]
                        if active.isEmpty {
                            visible(0, w) { run in for x in run { d[row &+ x] = quantize(xt[x] * ym) } }
                            continue
                        }
                        let yf = yFull[yi]
                        visible(left, right) { run in for x in run { d[row &+ x] = quantize(xt[x] * yf) } }
                        // Zone columns: the straight-middle term plus each near node's
                        // interval term, summed per pixel in node order.
                        active.withUnsafeBufferPointer { nodesNear in
                            func zone(_ columns: Range<Int>, table offset: Int) {
                                for x in columns {
                                    let j = x &- offset
                                    var v = xt[x] * ym
                                    for a in nodesNear { v += a.g * tab[a.base &+ j] }
                                    d[row &+ x] = quantize(v)
                                }
                            }
                            visible(0, left) { zone($0, table: 0) }
                            visible(right, w) { zone($0, table: right - left) }
                        }
                    }
                }
            }
        }
        return mask
    }

    @inline(__always)
    private static func quantize(_ v: Float) -> UInt8 {
        UInt8(min(255, max(0, v * 255 + 0.5)))
    }

    /// 4-point Gauss–Legendre nodes and weights over [a, b] cut into `steps` parts.
    static func gaussLegendre(from a: Double, to b: Double, steps: Int) -> [(Double, Double)] {
        let x = [-0.8611363115940526, -0.3399810435848563, 0.3399810435848563, 0.8611363115940526]
        let w = [0.3478548451374538, 0.6521451548625461, 0.6521451548625461, 0.3478548451374538]
        let n = max(1, steps)
        let h = (b - a) / Double(n)
        var out: [(Double, Double)] = []
        for i in 0..<n {
            let mid = a + (Double(i) + 0.5) * h
            for j in 0..<4 { out.append((mid + x[j] * h / 2, w[j] * h / 2)) }
        }
        return out
    }
}
