import Foundation
import Livery
import Testing
@testable import LiveryRender

@Suite struct BlurTests {
    /// A rectangle blurred by the pipeline vs the closed form
    /// [Φ((x−l)/σ) − Φ((x−r)/σ)]·[Φ((y−t)/σ) − Φ((y−b)/σ)] at pixel centres.
    @Test(arguments: [2.0, 3.0, 7.5, 12.0, 12.5, 20.0, 40.0, 100.0])
    func blurredRectMatchesClosedFormGaussian(sigma: Double) {
        let (l, t, r, b) = (20.3, 17.6, 20.3 + 3 * sigma + 9.1, 17.6 + 2 * sigma + 5.4)
        let rect = DeviceRect(minX: l, minY: t, maxX: r, maxY: b)
        let limit = PixelRect(x0: -200, y0: -200, x1: 400, y1: 400)
        let mask = ShapeCoverage.roundedRect(RoundedRect(rect: rect, radius: 0), clip: limit)
        let blurred = GaussianBlur.blur(mask, sigma: sigma, limit: limit)
        let worst = RasterizerTests.maxError(blurred, over: blurred.rect) { x, y in
            let cx = Double(x) + 0.5
            let cy = Double(y) + 0.5
            return (Reference.phi((cx - l) / sigma) - Reference.phi((cx - r) / sigma))
                * (Reference.phi((cy - t) / sigma) - Reference.phi((cy - b) / sigma))
        }
        #expect(worst <= 2)
    }

    @Test(arguments: [(2.0, CornerCurve.circular), (4.0, .continuous), (9.0, .circular), (20.0, .continuous), (30.0, .circular)])
    func analyticShadowMatchesBlurredShape(sigma: Double, curve: CornerCurve) {
        let shape = RoundedRect(
            rect: DeviceRect(minX: 10.4, minY: 12.7, maxX: 130.2, maxY: 71.9), radius: 17.3,
            corners: [.minXMinY, .maxXMinY, .maxXMaxY], curve: curve)
        let limit = PixelRect(x0: -200, y0: -200, x1: 400, y1: 400)
        let analytic = RoundedRectShadow.mask(shape, sigma: sigma, limit: limit)
        let blurred = GaussianBlur.blur(ShapeCoverage.roundedRect(shape, clip: limit), sigma: sigma, limit: limit)
        let worst = RasterizerTests.maxError(analytic, over: analytic.rect.union(blurred.rect)) { x, y in
            Double(blurred.value(x: x, y: y)) / 255
        }
        #expect(worst <= 2)
    }

    /// The closed form against the exact Gaussian blur of a circular rounded
    /// rect, ∫ g(y − t)·[Φ((x − xl(t))/σ) − Φ((x − xr(t))/σ)] dt: taken over
    /// each corner's arc angle (where the integrand is smooth) with 200
    /// Gauss–Legendre points, and in closed form along the straight middle.
    /// Every byte is within 0.6 of 255× the exact value: rounding's 0.5 and
    /// at most 0.1 from the corner bands' quadrature. Small σ against a large
    /// radius is where the bands need most nodes.
    @Test(arguments: [(1.0, 40.0), (1.5, 6.0), (2.0, 25.0), (4.0, 17.3), (4.0, 40.0), (9.0, 17.3), (20.0, 12.0), (20.0, 40.0)])
    func analyticShadowMatchesExactGaussian(sigma: Double, radius: Double) {
        let (minX, minY, maxX, maxY) = (10.4, 12.7, 160.2, 101.9)
        let shape = RoundedRect(rect: DeviceRect(minX: minX, minY: minY, maxX: maxX, maxY: maxY), radius: radius)
        let analytic = RoundedRectShadow.mask(shape, sigma: sigma, limit: PixelRect(x0: -200, y0: -200, x1: 400, y1: 400))
        let r = shape.radius
        // Per arc point: its depth into the band, how far in the arc is there, and its weight in t.
        let arc = Self.gaussLegendre(200).map { u, w in
            let theta = (u + 1) * Double.pi / 4
            return (depth: r * (1 - cos(theta)), inset: r * (1 - sin(theta)), weight: w * Double.pi / 4 * r * sin(theta))
        }
        var worst = 0.0
        for y in analytic.rect.y0..<analytic.rect.y1 {
            let cy = Double(y) + 0.5
            func g(_ t: Double) -> Double {
                exp(-0.5 * (cy - t) * (cy - t) / (sigma * sigma)) / (sigma * (2 * Double.pi).squareRoot())
            }
            for x in analytic.rect.x0..<analytic.rect.x1 {
                let cx = Double(x) + 0.5
                func across(_ inset: Double) -> Double {
                    Reference.phi((cx - minX - inset) / sigma) - Reference.phi((cx - maxX + inset) / sigma)
                }
                var exact = across(0) * (Reference.phi((cy - minY - r) / sigma) - Reference.phi((cy - maxY + r) / sigma))
                for p in arc { exact += p.weight * across(p.inset) * (g(minY + p.depth) + g(maxY - p.depth)) }
                worst = max(worst, abs(Double(analytic.value(x: x, y: y)) - exact * 255))
            }
        }
        #expect(worst <= 0.6, "σ \(sigma), radius \(radius): off by \(worst)/255")
    }

    /// n-point Gauss–Legendre nodes and weights on [−1, 1], by Newton's method on Pₙ.
    static func gaussLegendre(_ n: Int) -> [(Double, Double)] {
        (0..<n).map { i in
            var x = cos(Double.pi * (Double(i) + 0.75) / (Double(n) + 0.5))
            var derivative = 0.0
            for _ in 0..<100 {
                var (p0, p1) = (1.0, x)
                for k in 2...n { (p0, p1) = (p1, ((2 * Double(k) - 1) * x * p1 - Double(k - 1) * p0) / Double(k)) }
                derivative = Double(n) * (x * p1 - p0) / (x * x - 1)
                let step = p1 / derivative
                x -= step
                if abs(step) < 1e-15 { break }
            }
            return (x, 2 / ((1 - x * x) * derivative * derivative))
        }
    }
}
