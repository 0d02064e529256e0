import CShadowKernel
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
/// numerically with 4-point Gauss–Legendre (not Wallace's four samples,
/// which are off by several 8-bit steps; see `bandSteps`), and only in the
/// pixels near a corner: elsewhere in those rows the sides are straight.
enum RoundedRectShadow {
    /// Below this σ (px) the blur path is as cheap and the shape's own
    /// box-filtered edge matters; beyond `maxNodesPerBand` the corner band is
    /// too long for its σ.
    static let minSigma = 1.0
    static let maxNodesPerBand = 512

    static func canRender(_ shape: RoundedRect, sigma: Double) -> Bool {
        guard sigma.isFinite, sigma >= minSigma, shape.rect.isFinite, !shape.rect.isEmpty else { return false }
        return 4 * bandSteps(shape, sigma: sigma) <= maxNodesPerBand
    }

    /// How many steps of four Gauss–Legendre nodes a corner band takes.
    /// A circular corner is integrated over its arc angle, where the
    /// integrand is smooth, one step per 3σ of arc (measured against the
    /// exact integral: within 0.12 of an 8-bit step for σ from 1 to 30 px
    /// and radii up to 60 px; steps of σ along the depth were up to 1.5
    /// steps off with more nodes). A continuous corner's outline has two
    /// kinks where its curves meet short straight joins, which would make an
    /// integrand along the outline jump: it is integrated over depth, one
    /// step per σ (2σ from σ ≥ 8 px).
    private static func bandSteps(_ shape: RoundedRect, sigma: Double) -> Int {
        guard shape.radius > 0, sigma > 0 else { return 0 }
        let span =
            shape.curve == .circular
            ? shape.radius * Double.pi / 2 / (3 * sigma)
            : shape.cornerExtent / (sigma < 8 ? sigma : 2 * sigma)
        return PixelRect.clampedInt(span.rounded(.up))
    }

    /// A corner band's nodes: depth into the band, the rounded corner's
    /// inset at that depth, and the node's weight along the depth. At arc
    /// angle θ from the side edge, a circular corner is r(1 − cos θ) deep
    /// and r(1 − sin θ) in, and dt = r·sin θ·dθ.
    private static func bandNodes(_ shape: RoundedRect, sigma: Double) -> [(depth: Double, inset: Double, weight: Double)] {
        let r = shape.radius
        let steps = bandSteps(shape, sigma: sigma)
        guard steps > 0 else { return [] }
        if shape.curve == .circular {
            return gaussLegendre(from: 0, to: Double.pi / 2, steps: steps).map { theta, w in
                (r * (1 - cos(theta)), r * (1 - sin(theta)), w * r * sin(theta))
            }
        }
        let profile = CornerProfile.unit(shape.curve)
        return gaussLegendre(from: 0, to: shape.cornerExtent, steps: steps).map { d, w in
            (d, r * profile.inset(atDepth: d / r), w)
        }
    }

    /// The blurred shape (0…255) at pixel centres over its bounds grown by 3σ,
    /// ∩ `limit`, as a mask. Pixels `hidden` leaves out stay 0.
    static func mask(_ shape: RoundedRect, sigma: Double, limit: PixelRect, hidden: HiddenSpans? = nil) -> CoverageMask {
        let out = bounds(shape, sigma: sigma, limit: limit)
        var mask = CoverageMask(zeroed: out)
        render(shape, sigma: sigma, over: out, hidden: hidden, into: &mask)
        return mask
    }

    /// The pixels the blurred shape can reach: its bounds grown by 3σ, ∩
    /// `limit`. With a `floor`, only as far as its value can reach `floor`:
    /// d past a straight side the blur is at most Φ(−d/σ), so beyond the d
    /// where that drops under `floor` nothing is computed.
    static func bounds(_ shape: RoundedRect, sigma: Double, limit: PixelRect, floor: Double = 0) -> PixelRect {
        var spread = 3.0
        if floor > 0 {
            // The first u in 1/64ths (up to 3) with Φ(−u) < floor, by bisection: Φ(−u) falls.
            var (lo, hi) = (0, 192)
            while lo < hi {
                let mid = (lo + hi) / 2
                if NormalDistribution.cdf(-Double(mid) / 64) < floor { hi = mid } else { lo = mid + 1 }
            }
            spread = Double(lo) / 64
        }
        let reach = Int((spread * sigma).rounded(.up)) + 1
        return shape.rect.enclosingPixels.insetBy(-reach).intersection(limit)
    }

    /// The blurred shape over `out` (its `bounds(…)`), row by row into `sink`: only the
    /// stretches of each row that `hidden` leaves visible are computed (the
    /// rest is under opaque paint drawn later, most of all under the shape's
    /// own fill).
    static func render<Sink: CoverageSink>(
        _ shape: RoundedRect, sigma: Double, over out: PixelRect, hidden: HiddenSpans?, into sink: inout Sink
    ) {
        guard !out.isEmpty, hidden?.coversAll != true else { return }
        let r = shape.rect
        let s = sigma
        /// Pixel column `x`'s centre.
        func column(_ x: Int) -> Double { Double(out.x0 + x) + 0.5 }

        let eTop = max(shape.extent(.minXMinY), shape.extent(.maxXMinY))
        let eBottom = max(shape.extent(.minXMaxY), shape.extent(.maxXMaxY))
        let eLeft = max(shape.extent(.minXMinY), shape.extent(.minXMaxY))
        let eRight = max(shape.extent(.maxXMinY), shape.extent(.maxXMaxY))
        // Separable parts: X(x) here; per row, the straight middle's Y and the full height's.
        let perColumn = Float(1 / s)
        let w = out.width
        // Room past the end: the kernel writes and reads up to seven values
        // past a row (`padding`, zeroed).
        let padding = 7
        let xTerm = UnsafeMutablePointer<Float>.allocate(capacity: w + padding)
        defer { xTerm.deallocate() }
        let phi = NormalDistribution.table
        /// Φ(ul + j/σ) − Φ(ur + j/σ) into row[j] for j in 0 ..< n.
        func interval(_ row: UnsafeMutablePointer<Float>, count n: Int, ul: Float, ur: Float) {
            livery_shadow_interval(phi, ul, ur, perColumn, n, row)
        }
        interval(xTerm, count: w, ul: Float((column(0) - r.minX) / s), ur: Float((column(0) - r.maxX) / s))
        (xTerm + w).update(repeating: 0, count: padding)

        // Corner bands: nodes, and per node the table of its row's ends
        // xl(t), xr(t). When the bottom corners mirror the top ones, the
        // bottom band's nodes lie at the same depths and share the tables.
        var nodes: [Node] = []
        var ends: [(xl: Double, xr: Double)] = []
        let along = bandNodes(shape, sigma: s)
        func inset(_ corner: CornerMask, _ node: (depth: Double, inset: Double, weight: Double)) -> Double {
            shape.corners.contains(corner) ? node.inset : 0
        }
        if eTop > 0 {
            for n in along {
                nodes.append(Node(t: r.minY + n.depth, weight: n.weight / s, table: ends.count))
                ends.append((r.minX + inset(.minXMinY, n), r.maxX - inset(.maxXMinY, n)))
            }
        }
        let mirrored =
            eBottom == eTop
            && shape.corners.contains(.minXMinY) == shape.corners.contains(.minXMaxY)
            && shape.corners.contains(.maxXMinY) == shape.corners.contains(.maxXMaxY)
        if eBottom > 0 {
            for (i, n) in along.enumerated() {
                nodes.append(Node(t: r.maxY - n.depth, weight: n.weight / s, table: mirrored ? i : ends.count))
                if !mirrored { ends.append((r.minX + inset(.minXMaxY, n), r.maxX - inset(.maxXMaxY, n))) }
            }
        }
        nodes.sort { $0.t < $1.t }
        // Beyond 4σ from every node a band row is straight for the Gaussian
        // (the neglected weight is under 1e-4). The columns where a band row
        // is not straight are two zones, [0, left) and [right, w); the node
        // table stores them side by side.
        // The shape may reach far beyond the canvas: clamp before converting.
        let left = min(w, max(0, PixelRect.clampedInt((r.minX + eLeft + 4 * s).rounded(.up)) - out.x0))
        let right = max(left, min(w, PixelRect.clampedInt((r.maxX - eRight - 4 * s).rounded(.down)) - out.x0))
        let zoneWidth = left + (w - right)
        // Per table, [Φ((x − xl)/σ) − Φ((x − xr)/σ)] over the zone columns,
        // computed the first time a visible pixel needs it, with `padding`.
        let tableStride = zoneWidth + padding
        let table = UnsafeMutablePointer<Float>.allocate(capacity: max(1, ends.count * tableStride))
        defer { table.deallocate() }
        let ready = UnsafeMutableBufferPointer<Bool>.allocate(capacity: max(1, ends.count))
        ready.initialize(repeating: false)
        defer { ready.deallocate() }
        func fillTable(_ k: Int) {
            let (xl, xr) = ends[k]
            let row = table + k * tableStride
            // The left zone first: its last seven may spill into the right zone's first.
            interval(row, count: left, ul: Float((column(0) - xl) / s), ur: Float((column(0) - xr) / s))
            interval(
                row + left, count: zoneWidth - left,
                ul: Float((column(right) - xl) / s), ur: Float((column(right) - xr) / s))
            (row + zoneWidth).update(repeating: 0, count: padding)
        }
        // Per node, in order of t: its table row, and its Gaussian weight g
        // (in double, stepped from row to row) with that weight in single
        // precision for the kernel. The kernel reads the near nodes' rows and
        // weights where they lie, so a row copies nothing.
        let count = max(1, nodes.count)
        let nodeRows = UnsafeMutablePointer<UnsafePointer<Float>?>.allocate(capacity: count)
        defer { nodeRows.deallocate() }
        let weights = UnsafeMutablePointer<Float>.allocate(capacity: count)
        defer { weights.deallocate() }
        let gain = UnsafeMutablePointer<Double>.allocate(capacity: count)
        defer { gain.deallocate() }
        let ratio = UnsafeMutablePointer<Double>.allocate(capacity: count)
        defer { ratio.deallocate() }
        for (i, node) in nodes.enumerated() { nodeRows[i] = UnsafePointer(table + node.table * tableStride) }
        let decay = exp(-1 / (s * s))
        var nodeStart = 0
        var windowEnd = 0
        // Nodes below this one have had their tables filled if a visible row needed them.
        var checkedEnd = 0

        // Per row, the Φ of its Y terms' four arguments, all rows in one go:
        // row j's straight middle is ys[4j] − ys[4j + 1], its full height
        // ys[4j + 2] − ys[4j + 3].
        let ys = UnsafeMutablePointer<Float>.allocate(capacity: 4 * out.height + padding)
        defer { ys.deallocate() }
        let edges = SIMD4(r.maxY - eBottom, r.minY + eTop, r.maxY, r.minY)
        for j in 0..<out.height {
            let u = (edges - SIMD4(repeating: Double(out.y0 + j) + 0.5)) / s
            UnsafeMutableRawPointer(ys + 4 * j).storeBytes(of: SIMD4<Float>(u), as: SIMD4<Float>.self)
        }
        (ys + 4 * out.height).update(repeating: 0, count: padding)
        livery_shadow_phi(phi, ys, ys, 4 * out.height)

        var stretches: [(lo: Int, hi: Int)] = []
        var band = 0..<0
        var cursor = -1
        /// Row y's pixels a ..< b: X(x)·f plus, for each of the first
        /// `near` nodes from `nodeStart`, its weight × its table at x −
        /// `offset`, rounded to 0…255, computed by the sink as it writes them.
        func evaluate(_ y: Int, _ a: Int, _ b: Int, _ f: Float, near: Int, offset: Int) {
            var terms = LiveryShadowTerms(
                x: xTerm, f: f, rows: nodeRows + nodeStart, weights: weights + nodeStart, count: near, offset: offset)
            sink.shadow(y: y, x: out.x0, &terms, from: a, to: b)
        }
        for y in out.y0..<out.y1 {
            let cy = Double(y) + 0.5
            // The visible stretches change only from one band of hidden spans to the next.
            if !band.contains(y) {
                stretches.removeAll(keepingCapacity: true)
                if let hidden {
                    let (bandRows, intervals) = hidden.band(containing: y, cursor: &cursor)
                    band = bandRows
                    hidden.visible(intervals, from: out.x0, to: out.x1) { stretches.append(($0 - out.x0, $1 - out.x0)) }
                } else {
                    band = out.y0..<out.y1
                    stretches.append((0, w))
                }
            }
            // The nodes are in order of t: those near the row are a window
            // sliding down. A node's Gaussian weight g follows it from row to
            // row, g(y + 1) = g(y)·ρ(y) and ρ(y + 1) = ρ(y)·e^(−1/σ²), with
            // no table whose lines the pixels would have evicted.
            while nodeStart < nodes.count && nodes[nodeStart].t < cy - 4 * s { nodeStart += 1 }
            windowEnd = max(windowEnd, nodeStart)
            while windowEnd < nodes.count && nodes[windowEnd].t <= cy + 4 * s {
                let u = (cy - nodes[windowEnd].t) / s
                gain[windowEnd] = nodes[windowEnd].weight * exp(-0.5 * u * u) / (2 * Double.pi).squareRoot()
                ratio[windowEnd] = exp(-u / s - 0.5 / (s * s))
                windowEnd += 1
            }
            let near = windowEnd - nodeStart
            // Their weights for this row (when it shows), then stepped to the next.
            livery_shadow_step(
                gain + nodeStart, ratio + nodeStart, stretches.isEmpty ? nil : weights + nodeStart, near, decay)
            guard !stretches.isEmpty else { continue }
            // Y of the straight middle and of the full height.
            let j = 4 * (y - out.y0)
            let ym = ys[j] - ys[j + 1]
            let yf = ys[j + 2] - ys[j + 3]
            for k in max(nodeStart, checkedEnd)..<max(windowEnd, checkedEnd) {
                let t = nodes[k].table
                if !ready[t] {
                    ready[t] = true
                    fillTable(t)
                }
            }
            checkedEnd = max(windowEnd, checkedEnd)
            for (lo, hi) in stretches {
                if near == 0 {
                    evaluate(y, lo, hi, ym, near: 0, offset: 0)
                } else {
                    // The zones: the straight-middle term plus each near node's
                    // interval term (in the nodes' order); between them the
                    // full-height term. Only the zones the stretch meets: each
                    // call has a cost of its own.
                    if lo < left { evaluate(y, lo, min(hi, left), ym, near: near, offset: 0) }
                    if max(lo, left) < min(hi, right) {
                        evaluate(y, max(lo, left), min(hi, right), yf, near: 0, offset: 0)
                    }
                    if right < hi { evaluate(y, max(lo, right), hi, ym, near: near, offset: right - left) }
                }
            }
        }
    }

    /// A Gauss–Legendre node of a corner band: its row t, its weight ÷ σ,
    /// and the node table that holds its row's interval term.
    private struct Node {
        let t: Double
        let weight: Double
        let table: Int
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
