import Foundation

/// Gaussian blur of an alpha mask, separable (rows, then columns), in Float.
///
/// The kernel is the sampled Gaussian out to ⌈4σ⌉ (at 3σ the lost tail,
/// renormalized, was worth 1/255 on edges). Up to `exactSigmaLimit` it runs
/// at full resolution; above, on an image downsampled so the cost per pixel
/// stays bounded whatever σ (box approximations were tried and measured:
/// three boxes miss the Gaussian by 5/255 on edges). `BlurTests` holds both
/// paths to ±2/255 of the closed form.
///
/// The input is box-filtered coverage, which already carries a variance of
/// 1/12 px² per axis; the kernel supplies the rest, σₖ² = σ² − 1/12, so a
/// blurred shape matches the closed-form Gaussian of the exact shape.
enum GaussianBlur {
    static let exactSigmaLimit = 12.0

    /// How far beyond the input the result reaches, in whole pixels.
    static func reach(sigma: Double) -> Int {
        guard let k = kernelSigma(sigma) else { return 0 }
        // The downsampled path reaches 4σ plus up to two blocks of rounding.
        return Int((4 * k).rounded(.up)) + (k <= exactSigmaLimit ? 0 : 2 * Int(k / 6))
    }

    /// nil when σ is too small to change box-filtered coverage.
    static func kernelSigma(_ sigma: Double) -> Double? {
        guard sigma.isFinite, sigma * sigma > 1.0 / 12 + 0.01 else { return nil }
        return (sigma * sigma - 1.0 / 12).squareRoot()
    }

    /// The blurred mask over `mask.rect` grown by the reach, ∩ `limit`.
    static func blur(_ mask: CoverageMask, sigma: Double, limit: PixelRect) -> CoverageMask {
        guard let k = kernelSigma(sigma) else { return mask.cropped(to: limit) }
        let reach = reach(sigma: sigma)
        let out = PixelRect(
            x0: mask.rect.x0 - reach, y0: mask.rect.y0 - reach,
            x1: mask.rect.x1 + reach, y1: mask.rect.y1 + reach
        ).intersection(limit)
        guard !out.isEmpty else { return .empty }
        // Input beyond the reach of every output pixel cannot matter.
        let needed = mask.rect.intersection(
            PixelRect(
                x0: out.x0 - reach, y0: out.y0 - reach,
                x1: out.x1 + reach, y1: out.y1 + reach))
        guard !needed.isEmpty else { return .empty }
        let plane = FloatPlane(mask: mask, crop: needed)
        let blurred = k <= exactSigmaLimit ? exact(plane, sigma: k) : downsampled(plane, sigma: k, out: out)
        return blurred.quantized(to: out)
    }

    // MARK: Exact kernel

    static func kernel(sigma: Double) -> [Float] {
        let r = Int((4 * sigma).rounded(.up))
        var w = (-r...r).map { i in exp(-Double(i * i) / (2 * sigma * sigma)) }
        let total = w.reduce(0, +)
        w = w.map { $0 / total }
        return w.map(Float.init)
    }

    private static func exact(_ p: FloatPlane, sigma: Double) -> FloatPlane {
        let kern = kernel(sigma: sigma)
        let r = kern.count / 2
        // Rows: p.width → p.width + 2r.
        let w1 = p.width + 2 * r
        let h = p.height
        var tmp = [Float](repeating: 0, count: w1 * h)
        p.values.withUnsafeBufferPointer { src in
            kern.withUnsafeBufferPointer { k in
                tmp.withUnsafeMutableBufferPointer { dst in
                    for y in 0..<h {
                        let s = y * p.width
                        let d = y * w1
                        // Scatter each input value over its 2r + 1 outputs.
                        for x in 0..<p.width {
                            let v = src[s + x]
                            if v == 0 { continue }
                            for i in 0..<k.count { dst[d + x + i] += v * k[i] }
                        }
                    }
                }
            }
        }
        // Columns: h → h + 2r.
        let h2 = h + 2 * r
        var out = [Float](repeating: 0, count: w1 * h2)
        tmp.withUnsafeBufferPointer { src in
            kern.withUnsafeBufferPointer { k in
                out.withUnsafeMutableBufferPointer { dst in
                    for y in 0..<h {
                        let s = y * w1
                        for i in 0..<k.count {
                            let d = (y + i) * w1
                            let kv = k[i]
                            for x in 0..<w1 { dst[d + x] += src[s + x] * kv }
                        }
                    }
                }
            }
        }
        return FloatPlane(
            rect: PixelRect(x0: p.rect.x0 - r, y0: p.rect.y0 - r, x1: p.rect.x1 + r, y1: p.rect.y1 + r),
            values: out)
    }

    // MARK: Large σ

    /// Blurs at 1/f resolution, f = ⌊σ/6⌋, so the kernel keeps 6…12 low-res
    /// pixels of σ (25–50 taps each way) whatever σ is, then interpolates
    /// bilinearly. Averaging f×f blocks adds f²/12 of variance, which the
    /// low-res kernel leaves out; interpolating a Gaussian that wide is off by
    /// under 0.3/255.
    private static func downsampled(_ p: FloatPlane, sigma: Double, out: PixelRect) -> FloatPlane {
        let f = max(2, Int(sigma / 6))
        func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
        let blocks = PixelRect(
            x0: floorDiv(p.rect.x0, f), y0: floorDiv(p.rect.y0, f),
            x1: floorDiv(p.rect.x1 - 1, f) + 1, y1: floorDiv(p.rect.y1 - 1, f) + 1)
        var low = [Float](repeating: 0, count: blocks.area)
        let bw = blocks.width
        let inv = 1 / Float(f * f)
        for y in 0..<p.height {
            let by = floorDiv(p.rect.y0 + y, f) - blocks.y0
            for x in 0..<p.width {
                let bx = floorDiv(p.rect.x0 + x, f) - blocks.x0
                low[by * bw + bx] += p.values[y * p.width + x] * inv
            }
        }
        let lowSigma = (sigma * sigma - Double(f * f) / 12).squareRoot() / Double(f)
        let blurred = exact(FloatPlane(rect: blocks, values: low), sigma: lowSigma)
        var values = [Float](repeating: 0, count: out.area)
        let lw = blurred.width
        let lh = blurred.height
        // Output pixel centre x + ½ sits at low-res coordinate (x + ½)/f − ½ (block centres are whole).
        func axis(_ v: Int, _ origin: Int) -> (Int, Float) {
            let u = (Double(v) + 0.5) / Double(f) - 0.5 - Double(origin)
            let i = u.rounded(.down)
            return (Int(i), Float(u - i))
        }
        let xs = (out.x0..<out.x1).map { axis($0, blurred.rect.x0) }
        blurred.values.withUnsafeBufferPointer { b in
            func at(_ x: Int, _ y: Int) -> Float { x >= 0 && y >= 0 && x < lw && y < lh ? b[y * lw + x] : 0 }
            for y in out.y0..<out.y1 {
                let (iy, fy) = axis(y, blurred.rect.y0)
                let row = (y - out.y0) * out.width
                for (i, (ix, fx)) in xs.enumerated() {
                    let top = at(ix, iy) * (1 - fx) + at(ix + 1, iy) * fx
                    let bottom = at(ix, iy + 1) * (1 - fx) + at(ix + 1, iy + 1) * fx
                    values[row + i] = top * (1 - fy) + bottom * fy
                }
            }
        }
        return FloatPlane(rect: out, values: values)
    }
}
