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
}
