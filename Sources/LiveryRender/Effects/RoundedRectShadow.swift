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
/// numerically, with 4-point Gauss–Legendre on steps no longer than σ (not
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

    private static func nodesPerBand(extent: Double, sigma: Double) -> Int {
        extent > 0 ? 4 * Int((extent / sigma).rounded(.up)) : 0
    }

    /// The blurred shape (0…255) at pixel centres over its bounds grown by 3σ, ∩ `limit`.
    static func mask(_ shape: RoundedRect, sigma: Double, limit: PixelRect) -> CoverageMask {
        let reach = Int((3 * sigma).rounded(.up)) + 1
        let out = shape.rect.enclosingPixels.insetBy(-reach).intersection(limit)
        guard !out.isEmpty else { return .empty }
        let r = shape.rect
        let s = sigma
        let rs2 = 1 / (s * 2.0.squareRoot())
        func phi(_ v: Double) -> Double { 0.5 * (1 + erf(v * rs2)) }
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
        // Columns where some band row is not yet (or no longer) straight.
        let nearCorner = cols.map { $0 < r.minX + eLeft + 4 * s || $0 > r.maxX - eRight - 4 * s }
        let cornerCols = cols.indices.filter { nearCorner[$0] }
        // Per node, [Φ((x − xl)/σ) − Φ((x − xr)/σ)] over the corner columns.
        var table = [Float](repeating: 0, count: nodes.count * cornerCols.count)
        for (k, n) in nodes.enumerated() {
            for (j, c) in cornerCols.enumerated() {
                table[k * cornerCols.count + j] = Float(phi(cols[c] - n.xl) - phi(cols[c] - n.xr))
            }
        }

        var mask = CoverageMask(zeroed: out)
        let w = out.width
        let gaussNorm = 1 / (s * (2 * Double.pi).squareRoot())
        var active: [(k: Int, g: Float)] = []
        mask.data.withUnsafeMutableBufferPointer { d in
            table.withUnsafeBufferPointer { tab in
                for (yi, cy) in rows.enumerated() {
                    active.removeAll(keepingCapacity: true)
                    for (k, n) in nodes.enumerated() where abs(cy - n.t) <= 5 * s {
                        let u = (cy - n.t) / s
                        active.append((k, Float(n.w * gaussNorm * exp(-0.5 * u * u))))
                    }
                    let row = yi * w
                    if active.isEmpty {
                        let ym = yMiddle[yi]
                        for x in 0..<w { d[row + x] = quantize(xTerm[x] * ym) }
                        continue
                    }
                    let ym = yMiddle[yi], yf = yFull[yi]
                    for x in 0..<w where !nearCorner[x] { d[row + x] = quantize(xTerm[x] * yf) }
                    let nc = cornerCols.count
                    for (j, x) in cornerCols.enumerated() {
                        var v = xTerm[x] * ym
                        for a in active { v += a.g * tab[a.k * nc + j] }
                        d[row + x] = quantize(v)
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
        let n = max(1, steps), h = (b - a) / Double(n)
        var out: [(Double, Double)] = []
        for i in 0..<n {
            let mid = a + (Double(i) + 0.5) * h
            for j in 0..<4 { out.append((mid + x[j] * h / 2, w[j] * h / 2)) }
        }
        return out
    }
}
