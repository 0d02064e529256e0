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
        mask.data.withUnsafeMutableBufferPointer { values in
            guard let base = values.baseAddress else { return }
            let target = LiveryShadowTarget(
                pixels: nil, values: base, stride: out.width, color: LiveryShadowColor(packed: 0, first_visible: 0))
            render(shape, sigma: sigma, over: out, hidden: hidden, into: target)
        }
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

    /// The blurred shape over `out` (its `bounds(…)`) into `target`, whose
    /// row 0, column 0 is `out`'s corner: only the stretches of each row that
    /// `hidden` and the rects `alsoHidden` leave visible are computed (the
    /// rest is under opaque paint drawn later, most of all under the shape's
    /// own fill, which a layer's shadow passes as `alsoHidden`). The rows are
    /// prepared here and drawn by `CShadowKernel` at `level` (tests ask
    /// for each; every level gives the same bytes).
    static func render(
        _ shape: RoundedRect, sigma: Double, over out: PixelRect, hidden: HiddenSpans?, alsoHidden: [PixelRect] = [],
        into target: LiveryShadowTarget, level: Int32 = livery_shadow_kernel_level()
    ) {
        guard !out.isEmpty else { return }
        // Without other covers, the few rects are the spans.
        let extra = hidden == nil ? [] : alsoHidden.filter { !$0.intersection(out).isEmpty }
        let hidden = hidden ?? HiddenSpans(covers: [alsoHidden[...]], within: out)
        guard hidden?.coversAll != true else { return }
        let r = shape.rect
        let s = sigma
        /// Pixel column `x`'s centre.
        func column(_ x: Int) -> Double { Double(out.x0 + x) + 0.5 }

        let eTop = max(shape.extent(.minXMinY), shape.extent(.maxXMinY))
        let eBottom = max(shape.extent(.minXMaxY), shape.extent(.maxXMaxY))
        let eLeft = max(shape.extent(.minXMinY), shape.extent(.minXMaxY))
        let eRight = max(shape.extent(.maxXMinY), shape.extent(.maxXMaxY))
        let w = out.width
        let h = out.height
        // Room past the end: the kernel writes and reads up to seven values
        // past a row (`padding`, zeroed).
        let padding = 7
        let phi = NormalDistribution.table
        let perColumn = Float(1 / s)

        // Separable parts: X(x) per column; per row, the straight middle's
        // and the full height's Y terms (the kernel's, from these edges).
        let xTerm = UnsafeMutablePointer<Float>.allocate(capacity: w + padding)
        defer { xTerm.deallocate() }
        livery_shadow_interval_at(
            level, phi, Float((column(0) - r.minX) / s), Float((column(0) - r.maxX) / s), perColumn, w, xTerm)
        (xTerm + w).update(repeating: 0, count: padding)
        let ys = UnsafeMutablePointer<Float>.allocate(capacity: 4 * h + 8)
        defer { ys.deallocate() }

        // Beyond 4σ from every node a band row is straight for the Gaussian
        // (the neglected weight is under 1e-4). The columns where a band row
        // is not straight are two zones, [0, left) and [right, w); a table
        // stores them side by side: [Φ((x − xl)/σ) − Φ((x − xr)/σ)], from
        // its arguments at each zone's first column.
        // The shape may reach far beyond the canvas: clamp before converting.
        let left = min(w, max(0, PixelRect.clampedInt((r.minX + eLeft + 4 * s).rounded(.up)) - out.x0))
        let right = max(left, min(w, PixelRect.clampedInt((r.maxX - eRight - 4 * s).rounded(.down)) - out.x0))
        let tableStride = left + (w - right) + padding

        // Corner bands: nodes, and per node the table of its row's ends
        // xl(t), xr(t). When the bottom corners mirror the top ones, the
        // bottom band's nodes lie at the same depths and share the tables.
        let along = bandNodes(shape, sigma: s)
        var nodes: [LiveryShadowNode] = []
        nodes.reserveCapacity(2 * along.count)
        var tableArgs: [Float] = []
        tableArgs.reserveCapacity(8 * along.count)
        func addTable(_ xl: Double, _ xr: Double) {
            tableArgs.append(Float((column(0) - xl) / s))
            tableArgs.append(Float((column(0) - xr) / s))
            tableArgs.append(Float((column(right) - xl) / s))
            tableArgs.append(Float((column(right) - xr) / s))
        }
        func node(_ t: Double, _ weight: Double, table: Int) -> LiveryShadowNode {
            LiveryShadowNode(t: t, weight: weight / s, table: table)
        }
        func inset(_ corner: CornerMask, _ node: (depth: Double, inset: Double, weight: Double)) -> Double {
            shape.corners.contains(corner) ? node.inset : 0
        }
        if eTop > 0 {
            for n in along {
                nodes.append(node(r.minY + n.depth, n.weight, table: tableArgs.count / 4))
                addTable(r.minX + inset(.minXMinY, n), r.maxX - inset(.maxXMinY, n))
            }
        }
        let mirrored =
            eBottom == eTop
            && shape.corners.contains(.minXMinY) == shape.corners.contains(.minXMaxY)
            && shape.corners.contains(.maxXMinY) == shape.corners.contains(.maxXMaxY)
        if eBottom > 0 {
            for (i, n) in along.enumerated() {
                nodes.append(node(r.maxY - n.depth, n.weight, table: mirrored ? i : tableArgs.count / 4))
                if !mirrored { addTable(r.minX + inset(.minXMaxY, n), r.maxX - inset(.maxXMaxY, n)) }
            }
        }
        nodes.sort { $0.t < $1.t }
        let tables = max(1, tableArgs.count / 4)
        let table = UnsafeMutablePointer<Float>.allocate(capacity: tables * tableStride)
        defer { table.deallocate() }
        let ready = UnsafeMutablePointer<UInt8>.allocate(capacity: tables)
        ready.initialize(repeating: 0, count: tables)
        defer { ready.deallocate() }

        // The kernel's scratch per node.
        let count = max(1, nodes.count)
        let weights = UnsafeMutablePointer<Float>.allocate(capacity: count)
        defer { weights.deallocate() }
        let steps = UnsafeMutablePointer<Double>.allocate(capacity: 2 * count)
        defer { steps.deallocate() }
        let nodeRows = UnsafeMutablePointer<UnsafePointer<Float>?>.allocate(capacity: count)
        defer { nodeRows.deallocate() }

        // Bands of rows with the same visible stretches (columns of `out`):
        // the hidden spans' bands, cut where an extra rect begins or ends.
        var bandEnd: [Int] = []
        var bandFirst: [Int] = [0]
        var stretches: [Int] = []
        if let hidden {
            bandEnd.reserveCapacity(64)
            bandFirst.reserveCapacity(65)
            stretches.reserveCapacity(256)
            var cursor = -1
            var y = out.y0
            var across: [(lo: Int, hi: Int)] = []
            across.reserveCapacity(extra.count)
            while y < out.y1 {
                let (rows, intervals) = hidden.band(containing: y, cursor: &cursor)
                var end = min(rows.upperBound, out.y1)
                if !across.isEmpty { across.removeAll(keepingCapacity: true) }
                for rect in extra {
                    if rect.y0 > y {
                        end = min(end, rect.y0)
                    } else if rect.y1 > y {
                        end = min(end, rect.y1)
                        across.append((rect.x0, rect.x1))
                    }
                }
                if across.count > 1 { across.sort { $0.lo < $1.lo } }
                hidden.visible(intervals, also: across, from: out.x0, to: out.x1) {
                    stretches.append($0 - out.x0)
                    stretches.append($1 - out.x0)
                }
                y = end
                bandEnd.append(y - out.y0)
                bandFirst.append(stretches.count / 2)
            }
        } else {
            bandEnd = [h]
            bandFirst.append(1)
            stretches = [0, w]
        }

        let nodeCount = nodes.count
        bandEnd.withUnsafeBufferPointer { bandEnd in
            bandFirst.withUnsafeBufferPointer { bandFirst in
                stretches.withUnsafeBufferPointer { stretches in
                    tableArgs.withUnsafeBufferPointer { tableArgs in
                        nodes.withUnsafeBufferPointer { nodes in
                            var rows = LiveryShadowRows(
                                top: out.y0, width: w, height: h, x: xTerm,
                                y_edges: (r.maxY - eBottom, r.minY + eTop, r.maxY, r.minY), ys: ys, left: left,
                                right: right, phi: phi, step: perColumn, tables: table, table_stride: tableStride,
                                table_args: tableArgs.baseAddress, ready: ready, sigma: s, node_count: nodeCount,
                                nodes: nodes.baseAddress, weights: weights, gains: steps, ratios: steps + count,
                                node_rows: nodeRows,
                                band_count: bandEnd.count, band_end: bandEnd.baseAddress,
                                band_first: bandFirst.baseAddress, stretches: stretches.baseAddress)
                            var target = target
                            livery_shadow_rows_at(level, &rows, &target)
                        }
                    }
                }
            }
        }
    }

    /// 4-point Gauss–Legendre nodes and weights over [a, b] cut into `steps` parts.
    static func gaussLegendre(from a: Double, to b: Double, steps: Int) -> [(Double, Double)] {
        let x = SIMD4(-0.8611363115940526, -0.3399810435848563, 0.3399810435848563, 0.8611363115940526)
        let w = SIMD4(0.3478548451374538, 0.6521451548625461, 0.6521451548625461, 0.3478548451374538)
        let n = max(1, steps)
        let h = (b - a) / Double(n)
        var out: [(Double, Double)] = []
        out.reserveCapacity(4 * n)
        for i in 0..<n {
            let mid = a + (Double(i) + 0.5) * h
            for j in 0..<4 { out.append((mid + x[j] * h / 2, w[j] * h / 2)) }
        }
        return out
    }
}
