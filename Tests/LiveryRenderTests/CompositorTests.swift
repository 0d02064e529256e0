import Testing
import Livery
@testable import LiveryRender

@Suite struct CompositorTests {
    let renderer = Renderer()

    @Test func sourceOverIsPremultipliedWithRounding() throws {
        // Red at alpha 128 over opaque blue: (128, 0, 0, 128) + (0, 0, 255, 255)·127/255.
        let root = RenderLayer(
            frame: Scenes.rect(0, 0, 2, 2), backgroundColor: Scenes.blue,
            sublayers: [
                RenderLayer(frame: Scenes.rect(0, 0, 1, 2), backgroundColor: Color(red: 255, green: 0, blue: 0, alpha: 128))
            ])
        let c = try renderer.render(root, scale: 1)
        #expect(Scenes.pixel(c, 0, 0) == Scenes.opaque(128, 0, 127))
        #expect(Scenes.pixel(c, 1, 0) == Scenes.opaque(0, 0, 255))
    }

    @Test func fillThroughPartialCoverage() {
        var s = Surface(rect: PixelRect(x0: 0, y0: 0, x1: 1, y1: 1))
        s.fill(CoverageMask(rect: s.rect, data: [255]), color: PremultipliedColor(Scenes.blue), clip: nil)
        // Opaque red through coverage 128: src = 255·128/255 = 128; dst × (255 − 128)/255.
        s.fill(CoverageMask(rect: s.rect, data: [128]), color: PremultipliedColor(Scenes.red), clip: nil)
        #expect(s.canvas.pixel(x: 0, y: 0) == Scenes.opaque(128, 0, 127))
    }

    @Test func borderIsDrawnAboveSublayers() throws {
        let root = RenderLayer(
            frame: Scenes.rect(0, 0, 20, 20), borderWidth: 4, borderColor: Scenes.blue,
            sublayers: [
                RenderLayer(frame: Scenes.rect(0, 0, 20, 20), backgroundColor: Scenes.red)
            ])
        let c = try renderer.render(root, scale: 1)
        #expect(Scenes.pixel(c, 1, 10) == Scenes.opaque(0, 0, 255))
        #expect(Scenes.pixel(c, 10, 18) == Scenes.opaque(0, 0, 255))
        #expect(Scenes.pixel(c, 10, 10) == Scenes.opaque(255, 0, 0))
    }

    /// A crisp (radius 0) black shadow 10 points below a white square, with a
    /// sublayer sticking out to the right.
    func shadowed(masksToBounds: Bool, contentMasksToBounds: Bool) throws -> Canvas {
        let card = RenderLayer(
            frame: Scenes.rect(10, 10, 20, 20), backgroundColor: .white, shadowOpacity: 1,
            shadowRadius: 0, shadowOffset: Size(width: 0, height: 10),
            masksToBounds: masksToBounds, contentMasksToBounds: contentMasksToBounds,
            sublayers: [RenderLayer(frame: Scenes.rect(15, 5, 20, 5), backgroundColor: Scenes.red)])
        return try renderer.render(RenderLayer(frame: Scenes.rect(0, 0, 60, 50), sublayers: [card]), scale: 1)
    }

    @Test func masksToBoundsClipsTheShadowButContentMasksToBoundsKeepsIt() throws {
        let plain = try shadowed(masksToBounds: false, contentMasksToBounds: false)
        let masks = try shadowed(masksToBounds: true, contentMasksToBounds: false)
        let content = try shadowed(masksToBounds: false, contentMasksToBounds: true)
        let belowCard = (20, 35)
        let outsideRight = (40, 17)
        #expect(Scenes.pixel(plain, belowCard.0, belowCard.1) == Scenes.opaque(0, 0, 0))
        #expect(Scenes.pixel(plain, outsideRight.0, outsideRight.1) == Scenes.opaque(255, 0, 0))
        #expect(Scenes.pixel(masks, belowCard.0, belowCard.1).alpha == 0)
        #expect(Scenes.pixel(masks, outsideRight.0, outsideRight.1).alpha == 0)
        #expect(Scenes.pixel(content, belowCard.0, belowCard.1) == Scenes.opaque(0, 0, 0))
        #expect(Scenes.pixel(content, outsideRight.0, outsideRight.1).alpha == 0)
    }

    @Test func defaultShadowOffsetPointsUp() throws {
        let card = RenderLayer(frame: Scenes.rect(0, 10, 10, 10), backgroundColor: .white, shadowOpacity: 1, shadowRadius: 0)
        let c = try renderer.render(RenderLayer(frame: Scenes.rect(0, 0, 10, 30), sublayers: [card]), scale: 1)
        #expect(Scenes.pixel(c, 5, 8) == Scenes.opaque(0, 0, 0))
        #expect(Scenes.pixel(c, 5, 21).alpha == 0)
    }

    /// Two overlapping white squares in a layer at 50%: one image faded once,
    /// or (allowsGroupOpacity false) each square faded, the overlap at 75%.
    @Test(arguments: [true, false])
    func groupOpacity(grouped: Bool) throws {
        let group = RenderLayer(
            frame: Scenes.rect(0, 0, 30, 30), opacity: 0.5, allowsGroupOpacity: grouped,
            sublayers: [
                RenderLayer(frame: Scenes.rect(0, 0, 20, 20), backgroundColor: .white),
                RenderLayer(frame: Scenes.rect(10, 10, 20, 20), backgroundColor: .white),
            ])
        let c = try renderer.render(RenderLayer(frame: Scenes.rect(0, 0, 30, 30), sublayers: [group]), scale: 1)
        let half = Pixel(red: 128, green: 128, blue: 128, alpha: 128)
        #expect(Scenes.pixel(c, 5, 5) == half)
        #expect(Scenes.pixel(c, 25, 25) == half)
        // 128 + 128·(255 − 128)/255 = 192 where the separately faded squares overlap.
        #expect(Scenes.pixel(c, 15, 15) == (grouped ? half : Pixel(red: 192, green: 192, blue: 192, alpha: 192)))
    }

    @Test func shouldRasterizeAlsoFlattensTheGroup() throws {
        let group = RenderLayer(
            frame: Scenes.rect(0, 0, 30, 30), opacity: 0.5, allowsGroupOpacity: false,
            shouldRasterize: true,
            sublayers: [
                RenderLayer(frame: Scenes.rect(0, 0, 20, 20), backgroundColor: .white),
                RenderLayer(frame: Scenes.rect(10, 10, 20, 20), backgroundColor: .white),
            ])
        let c = try renderer.render(RenderLayer(frame: Scenes.rect(0, 0, 30, 30), sublayers: [group]), scale: 1)
        #expect(Scenes.pixel(c, 15, 15) == Scenes.pixel(c, 5, 5))
    }

    @Test func lowRasterizationScaleSoftensEdges() throws {
        func edge(_ rs: Double) throws -> UInt8 {
            // A square whose edge falls mid-pixel of a 1× bitmap but on a pixel boundary at 2×.
            let layer = RenderLayer(
                frame: Scenes.rect(0, 0, 10.5, 10), shouldRasterize: true, rasterizationScale: rs,
                sublayers: [RenderLayer(frame: Scenes.rect(0, 0, 10.5, 10), backgroundColor: .white)])
            let c = try renderer.render(RenderLayer(frame: Scenes.rect(0, 0, 20, 10), sublayers: [layer]), scale: 2)
            return Scenes.pixel(c, 20, 10).alpha
        }
        #expect(try edge(2) == 255)
        #expect(try edge(1) < 255)
    }

    @Test func hiddenAndTransparentLayersDrawNothing() throws {
        let root = RenderLayer(
            frame: Scenes.rect(0, 0, 4, 4),
            sublayers: [
                RenderLayer(frame: Scenes.rect(0, 0, 4, 4), backgroundColor: Scenes.red, isHidden: true),
                RenderLayer(frame: Scenes.rect(0, 0, 4, 4), backgroundColor: Scenes.red, opacity: 0),
            ])
        #expect(try renderer.render(root, scale: 1).pixels.allSatisfy { $0 == 0 })
    }

    @Test func shapeMaskHidesOutsideTheShape() throws {
        let layer = RenderLayer(
            frame: Scenes.rect(0, 0, 20, 20), backgroundColor: Scenes.red,
            mask: .shape(.ellipse(Scenes.rect(0, 0, 20, 20))))
        let c = try renderer.render(RenderLayer(frame: Scenes.rect(0, 0, 20, 20), sublayers: [layer]), scale: 1)
        #expect(Scenes.pixel(c, 10, 10) == Scenes.opaque(255, 0, 0))
        #expect(Scenes.pixel(c, 1, 1).alpha == 0)
    }

    @Test func imageMaskMultipliesByItsAlpha() throws {
        let half = try Canvas(width: 1, height: 1, premultipliedPixels: [0, 0, 0, 128])
        let layer = RenderLayer(
            frame: Scenes.rect(0, 0, 4, 4), backgroundColor: .white,
            mask: .image(RenderImage(canvas: half), frame: Scenes.rect(0, 0, 2, 4)))
        let c = try renderer.render(RenderLayer(frame: Scenes.rect(0, 0, 4, 4), sublayers: [layer]), scale: 1)
        #expect(Scenes.pixel(c, 1, 1) == Pixel(red: 128, green: 128, blue: 128, alpha: 128))
        #expect(Scenes.pixel(c, 3, 1).alpha == 0)
    }

    @Test func cornerStyleRoundedMakesAPill() throws {
        let pill = RenderLayer(frame: Scenes.rect(0, 0, 40, 10), backgroundColor: .white, cornerRadius: 1, cornerStyleRounded: true)
        let c = try renderer.render(RenderLayer(frame: Scenes.rect(0, 0, 40, 10), sublayers: [pill]), scale: 1)
        #expect(Scenes.pixel(c, 0, 0).alpha == 0)
        #expect(Scenes.pixel(c, 0, 1).alpha == 0)  // inside a radius-1 corner, outside a radius-5 one
        #expect(Scenes.pixel(c, 20, 0).alpha == 255)
    }

    @Test func maskedCornersRoundOnlyTheListedCorners() throws {
        let layer = RenderLayer(
            frame: Scenes.rect(0, 0, 20, 20), backgroundColor: .white, cornerRadius: 8,
            maskedCorners: [.maxXMaxY])
        let c = try renderer.render(RenderLayer(frame: Scenes.rect(0, 0, 20, 20), sublayers: [layer]), scale: 1)
        #expect(Scenes.pixel(c, 0, 0).alpha == 255)
        #expect(Scenes.pixel(c, 19, 0).alpha == 255)
        #expect(Scenes.pixel(c, 19, 19).alpha == 0)
    }

    /// The closed-form card shadow and the blurred composite agree: the second
    /// scene adds an empty sublayer outside the card, which rules out the
    /// closed form but draws nothing.
    @Test(arguments: [CornerCurve.circular, .continuous])
    func analyticShadowMatchesTheBlurredComposite(curve: CornerCurve) throws {
        func scene(forceBlur: Bool) throws -> Canvas {
            let card = RenderLayer(
                frame: Scenes.rect(20, 20, 60, 40), backgroundColor: .white, cornerRadius: 10,
                cornerCurve: curve, shadowOpacity: 1, shadowRadius: 5,
                shadowOffset: Size(width: 0, height: 3),
                sublayers: forceBlur ? [RenderLayer(frame: Scenes.rect(-15, -15, 1, 1))] : [])
            return try renderer.render(RenderLayer(frame: Scenes.rect(0, 0, 100, 80), sublayers: [card]), scale: 2)
        }
        let a = try scene(forceBlur: false)
        let b = try scene(forceBlur: true)
        var worst = 0
        for i in 0..<a.pixels.count { worst = max(worst, abs(Int(a.pixels[i]) - Int(b.pixels[i]))) }
        #expect(worst <= 2)
    }

    /// A body whose shadow comes from its composited pixels is drawn whole,
    /// even where its shadow, pushed past the canvas's edge, needs none of it
    /// (its last rows near the bottom edge were missing).
    @Test func aBodyNearTheEdgeIsDrawnWholeUnderAnOffsetShadow() throws {
        let card = RenderLayer(
            frame: Scenes.rect(10, 20, 20, 20), backgroundColor: Scenes.green, shadowOpacity: 1, shadowRadius: 0,
            shadowOffset: Size(width: 0, height: 6),
            sublayers: [RenderLayer(frame: Scenes.rect(25, 0, 5, 5), backgroundColor: Scenes.blue)])
        let canvas = try renderer.render(
            RenderLayer(frame: Scenes.rect(0, 0, 60, 40), backgroundColor: .white, sublayers: [card]), scale: 1)
        #expect(Scenes.pixel(canvas, 15, 39) == Scenes.opaque(0, 255, 0))
        #expect(Scenes.pixel(canvas, 15, 21) == Scenes.opaque(0, 255, 0))
    }

    /// Without the closed form the same card's shadow is rasterized and
    /// blurred: another method (so other bytes), the same picture to ±2/255.
    @Test func shadowsWithoutTheClosedFormMatch() throws {
        let card = RenderLayer(
            frame: Scenes.rect(20, 20, 60, 40), backgroundColor: .white, cornerRadius: 10,
            shadowOpacity: 1, shadowRadius: 5, shadowOffset: Size(width: 0, height: 3))
        let scene = RenderLayer(frame: Scenes.rect(0, 0, 100, 80), sublayers: [card])
        let analytic = try renderer.render(scene, scale: 2)
        let blurred = try Renderer(options: RenderOptions(analyticShadows: false)).render(scene, scale: 2)
        var worst = 0
        for i in 0..<analytic.pixels.count { worst = max(worst, abs(Int(analytic.pixels[i]) - Int(blurred.pixels[i]))) }
        #expect(analytic != blurred)
        #expect(worst <= 2)
    }

    @Test func emptyLayerCastsNoShadowButAShadowPathDoes() throws {
        func render(_ path: ShapeValue?) throws -> Canvas {
            let layer = RenderLayer(
                frame: Scenes.rect(10, 10, 10, 10), shadowOpacity: 1, shadowRadius: 0,
                shadowOffset: .zero, shadowPath: path)
            return try renderer.render(RenderLayer(frame: Scenes.rect(0, 0, 30, 30), sublayers: [layer]), scale: 1)
        }
        #expect(try render(nil).pixels.allSatisfy { $0 == 0 })
        #expect(Scenes.pixel(try render(.bounds), 15, 15) == Scenes.opaque(0, 0, 0))
        #expect(Scenes.pixel(try render(.ellipse(Scenes.rect(0, 0, 10, 10))), 11, 11).alpha < 255)
    }

    @Test func translucentContentCastsAProportionalShadow() throws {
        // Half-transparent background: the shadow is half as dark.
        let layer = RenderLayer(
            frame: Scenes.rect(0, 0, 10, 10), backgroundColor: Color(red: 255, green: 255, blue: 255, alpha: 128),
            shadowOpacity: 1, shadowRadius: 0, shadowOffset: Size(width: 0, height: 10))
        let c = try renderer.render(RenderLayer(frame: Scenes.rect(0, 0, 10, 20), sublayers: [layer]), scale: 1)
        #expect(Scenes.pixel(c, 5, 15) == Pixel(red: 0, green: 0, blue: 0, alpha: 128))
    }

    @Test func oneRendererServesConcurrentRenders() async throws {
        let scene = RenderLayer(
            frame: Scenes.rect(0, 0, 120, 40), backgroundColor: .white, cornerRadius: 8,
            shadowOpacity: 0.3, text: .label(LabelContent(text: "Concurrent")))
        let expected = try renderer.render(scene, scale: 2)
        let r = renderer
        try await withThrowingTaskGroup(of: Canvas.self) { group in
            for _ in 0..<8 { group.addTask { try r.render(scene, scale: 2) } }
            for try await canvas in group { #expect(canvas == expected) }
        }
    }
}
