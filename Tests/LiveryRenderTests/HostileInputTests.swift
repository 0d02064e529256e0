import Testing
import Foundation
import Livery
@testable import LiveryRender

@Suite struct HostileInputTests {
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        let body = Array(type.utf8) + data
        return be(UInt32(data.count)) + body + be(crc32(body))
    }

    /// A well-formed header claiming 100,000 × 100,000 RGBA pixels (40 GB
    /// decoded), then the start of an image stream: libpng reads up to the
    /// first IDAT, we check the size, nothing is allocated.
    @Test func hugeHeaderIsRejectedBeforeAllocating() {
        let ihdr: [UInt8] = [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0, 8, 6, 0, 0, 0]
        let png: [UInt8] =
            [137, 80, 78, 71, 13, 10, 26, 10] + Self.chunk("IHDR", ihdr)
            + Self.chunk("IDAT", [0x78, 0x9C, 0x03, 0x00]) + Self.chunk("IEND", [])
        #expect(
            throws: RenderError.imageTooLarge(
                width: 100_000, height: 100_000, maxDimension: 16_384,
                maxPixels: 64 << 20)
        ) {
            try PNGCodec.decode(png)
        }
    }

    @Test func truncatedAndGarbagePNGsAreErrors() throws {
        let canvas = try Canvas(width: 32, height: 32, premultipliedPixels: (0..<4096).map { UInt8($0 % 4 == 3 ? 255 : $0 % 251) })
        let bytes = try PNGCodec.encode(canvas)
        for cut in [bytes.count / 2, 40, 8, 3] {
            #expect(throws: RenderError.self) { try PNGCodec.decode(Array(bytes.prefix(cut))) }
        }
        #expect(throws: RenderError.self) { try PNGCodec.decode(Array("not a png at all".utf8)) }
        #expect(throws: RenderError.self) { try PNGCodec.decode([]) }
    }

    @Test func billionPixelCanvasIsAnError() {
        let root = RenderLayer(frame: Scenes.rect(0, 0, 31_623, 31_623))
        #expect(
            throws: RenderError.canvasTooLarge(
                width: 31_623, height: 31_623, maxDimension: 16_384,
                maxPixels: 64 << 20)
        ) {
            try Renderer().render(root, scale: 1)
        }
        #expect(throws: RenderError.self) { try Canvas(width: 40_000, height: 25_000) }
    }

    @Test func badScalesAndSizesAreErrors() {
        let root = RenderLayer(frame: Scenes.rect(0, 0, 10, 10))
        for scale in [0, -1, .infinity, 100] {
            #expect(throws: RenderError.invalidScale(scale)) { try Renderer().render(root, scale: scale) }
        }
        #expect(throws: RenderError.self) { try Renderer().render(root, scale: .nan) }
        #expect(throws: RenderError.self) {
            try Renderer().render(RenderLayer(frame: Scenes.rect(0, 0, .nan, 10)), scale: 1)
        }
    }

    /// σ = 10⁶ points is clamped to 250 px: the render finishes and the shadow
    /// is a faint wash, the layer's 20×20 px spread over a σ of 250 px.
    @Test func enormousShadowRadiusIsClamped() throws {
        for radius in [1e6, .infinity] {
            let layer = RenderLayer(
                frame: Scenes.rect(40, 40, 20, 20), backgroundColor: .white, shadowOpacity: 1,
                shadowRadius: radius, shadowOffset: .zero)
            let c = try Renderer().render(RenderLayer(frame: Scenes.rect(0, 0, 100, 100), sublayers: [layer]), scale: 1)
            #expect(Scenes.pixel(c, 50, 50) == Scenes.opaque(255, 255, 255))
            // Peak of the blurred square: (20 / (250·√(2π)))² ≈ 0.001 → 0.
            #expect(Scenes.pixel(c, 30, 50).alpha <= 1)
        }
    }

    @Test func nonFiniteGeometryIsSkipped() throws {
        let root = RenderLayer(
            frame: Scenes.rect(0, 0, 10, 10),
            sublayers: [
                RenderLayer(frame: Scenes.rect(.nan, 0, 5, 5), backgroundColor: .white),
                RenderLayer(frame: Scenes.rect(0, 0, 5, .infinity), backgroundColor: .white),
                RenderLayer(
                    frame: Scenes.rect(0, 0, 5, 5), backgroundColor: .white, cornerRadius: .nan, borderWidth: .infinity,
                    shadowOpacity: .nan, shadowRadius: .nan, shadowOffset: Size(width: .nan, height: 1)),
                RenderLayer(frame: Scenes.rect(5, 5, 5, 5), backgroundColor: .white, opacity: .nan),
            ])
        let c = try Renderer().render(root, scale: 1)
        // Non-finite radius, border and shadow values count as none; a non-finite opacity as 0.
        #expect(Scenes.pixel(c, 0, 0) == Scenes.opaque(255, 255, 255))
        #expect(Scenes.pixel(c, 7, 7).alpha == 0)
    }

    @Test func deepTreeIsAnError() {
        var layer = RenderLayer(frame: Scenes.rect(0, 0, 1, 1))
        for _ in 0..<200 { layer = RenderLayer(frame: Scenes.rect(0, 0, 1, 1), sublayers: [layer]) }
        #expect(throws: RenderError.tooDeep(limit: 128)) { try Renderer().render(layer, scale: 1) }
    }

    @Test func tooManyLayersIsAnError() {
        let limits = RenderLimits(maxLayerCount: 50)
        let root = RenderLayer(
            frame: Scenes.rect(0, 0, 1, 1),
            sublayers: Array(repeating: RenderLayer(frame: Scenes.rect(0, 0, 1, 1)), count: 60))
        #expect(throws: RenderError.tooManyLayers(limit: 50)) { try Renderer(limits: limits).render(root, scale: 1) }
    }

    @Test func offscreenBudgetIsEnforced() {
        let limits = RenderLimits(maxOffscreenBytes: 1000)
        let group = RenderLayer(frame: Scenes.rect(0, 0, 100, 100), backgroundColor: .white, opacity: 0.5)
        #expect(throws: RenderError.offscreenBudgetExceeded(bytes: 40_000, limit: 1000)) {
            try Renderer(limits: limits).render(RenderLayer(frame: Scenes.rect(0, 0, 100, 100), sublayers: [group]), scale: 1)
        }
    }

    @Test func overlongTextIsAnError() {
        let text = String(repeating: "a", count: 10_001)
        let label = RenderLayer(frame: Scenes.rect(0, 0, 10, 10), text: .label(LabelContent(text: text)))
        #expect(throws: RenderError.textTooLong(length: 10_001, limit: 10_000)) { try Renderer().render(label, scale: 1) }
    }

    @Test func missingFontIsAClearError() {
        let fonts = FontFiles(regular: "/nonexistent/Font.ttf", bold: "/nonexistent/Bold.ttf")
        let label = RenderLayer(frame: Scenes.rect(0, 0, 10, 10), text: .label(LabelContent(text: "x")))
        do {
            _ = try Renderer(fonts: fonts).render(label, scale: 1)
            Issue.record("expected a font error")
        } catch let error as RenderError {
            guard case .fontUnavailable(let path, _) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(path == "/nonexistent/Font.ttf")
            #expect(error.description.hasPrefix("cannot load font '/nonexistent/Font.ttf'"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func pathThatFlattensToMillionsOfSegmentsIsAnError() {
        var commands: [PathCommand] = [.move(Point(x: 0, y: 0))]
        for i in 0..<300 {
            let far = Double(i % 2 == 0 ? 1 : -1) * 1e8
            commands.append(.cubic(control1: Point(x: far, y: -far), control2: Point(x: -far, y: far), to: Point(x: 1, y: 1)))
        }
        let layer = RenderLayer(
            frame: Scenes.rect(0, 0, 10, 10), backgroundColor: .white,
            mask: .shape(.path(commands, source: "…")))
        // 4096 segments per curve (the per-curve cap) and the closing edge.
        #expect(throws: RenderError.pathTooComplex(segments: 300 * 4096 + 1, limit: 1 << 20)) {
            try Renderer().render(layer, scale: 1)
        }
    }

    @Test func malformedPremultipliedPixelsAreRejected() {
        #expect(throws: RenderError.self) { try Canvas(width: 1, height: 1, premultipliedPixels: [200, 0, 0, 100]) }
        #expect(throws: RenderError.self) { try Canvas(width: 2, height: 1, premultipliedPixels: [0, 0, 0, 0]) }
    }

    /// A contentsRect as wide as the largest Double minifies by ∞: the
    /// trilinear level log2(∞) trapped in Int(_:); the smallest mip level is used.
    @Test func trilinearMinificationByInfinity() throws {
        let image = RenderImage(canvas: try Scenes.image(width: 2, height: 2, [.white, .white, .white, .white]))
        let layer = RenderLayer(
            frame: Scenes.rect(0, 0, 4, 4),
            contents: RenderContents(
                image: image, contentsRect: Scenes.rect(0, 0, .greatestFiniteMagnitude, 1),
                minificationFilter: .trilinear))
        let canvas = try Renderer().render(layer, scale: 1)
        #expect(Scenes.pixel(canvas, 0, 0) == Scenes.opaque(255, 255, 255))
    }

    /// A shadow path whose rounded corner is 10²⁰ points long: the analytic
    /// shadow's count of nodes along the corner band (10²⁰ / σ) trapped
    /// converting to Int. Far inside the shape, the shadow is solid.
    @Test func shadowPathWithAnEnormousCorner() throws {
        let layer = RenderLayer(
            frame: Scenes.rect(0, 0, 5, 5), shadowOpacity: 1, shadowRadius: 4, shadowOffset: .zero,
            shadowPath: .roundedRect(Scenes.rect(-5e20, -5e20, 1e21, 1e21), radius: 1e20))
        let canvas = try Renderer().render(RenderLayer(frame: Scenes.rect(0, 0, 20, 20), sublayers: [layer]), scale: 1)
        #expect(Scenes.pixel(canvas, 10, 10).alpha == 255)
    }

    /// Work is budgeted, not only memory: an elliptical shadow path on a
    /// large view is rasterized and blurred over its whole area.
    @Test func pixelWorkPastTheBudgetIsAnError() throws {
        let layer = RenderLayer(
            frame: Scenes.rect(0, 0, 400, 400), backgroundColor: Color(red: 255, green: 255, blue: 255), shadowOpacity: 1,
            shadowRadius: 10, shadowPath: .ellipse(Rect(x: 0, y: 0, width: 400, height: 400)))
        #expect(throws: RenderError.workBudgetExceeded(limit: 500_000)) {
            try Renderer(limits: RenderLimits(maxPixelWork: 500_000)).render(layer, scale: 1)
        }
        #expect(throws: Never.self) { try Renderer().render(layer, scale: 1) }
    }

    /// A shadow's offscreen holds only the body that can cast into the
    /// canvas: the canvas moved back by the offset, widened by the blur's
    /// reach. That margin may pass the canvas limits (a shadowed view as large
    /// as the largest canvas, over a child that overhangs it, was refused as a
    /// "canvas of 8224×8224"); a far offset no longer widens it at all.
    @Test func aShadowsOffscreenIsClippedToWhatCanReachTheCanvas() throws {
        let limits = RenderLimits(maxCanvasDimension: 40, maxCanvasPixels: 1600)
        for offset in [Size(width: 0, height: -3), Size(width: 0, height: 5000)] {
            let overhang = RenderLayer(
                frame: Scenes.rect(-3000, -3000, 6000, 6000), backgroundColor: Color(red: 0, green: 0, blue: 255, alpha: 128))
            let root = RenderLayer(
                frame: Scenes.rect(0, 0, 40, 40), shadowOpacity: 1, shadowRadius: 3, shadowOffset: offset, sublayers: [overhang])
            let limited = try Renderer(limits: limits).render(root, scale: 1)
            #expect(limited.pixels == (try Renderer().render(root, scale: 1)).pixels)
        }
    }

    /// A view as large as the largest canvas, faded (an offscreen of the
    /// canvas's size) and casting a shadow from a body that overhangs it:
    /// the shadow's source no longer fits beside the fade's offscreen, and
    /// was refused ("offscreen buffers would need 538577552 bytes at once").
    /// It is worked out in bands of rows that fit, each band's pixels the
    /// ones the whole would give. Scaled down here by the budget: 300 × 200
    /// pixels, in both blurs (exact, σ 3; downsampled, σ 30) and offsets,
    /// with room beside the fade for about a third of the shadow's source.
    @Test(arguments: [(3.0, Size(width: 0, height: 4), 70_000), (30.0, Size(width: -7, height: -45), 700_000)])
    func aShadowWhoseSourceDoesNotFitIsDrawnInBands(radius: Double, offset: Size, room: Int) throws {
        let overhang = RenderLayer(
            frame: Scenes.rect(-40, 60, 380, 50), backgroundColor: Color(red: 0, green: 0, blue: 255, alpha: 128))
        let dot = RenderLayer(frame: Scenes.rect(120, 20, 30, 140), backgroundColor: Color(red: 255, green: 0, blue: 0, alpha: 255))
        let root = RenderLayer(
            frame: Scenes.rect(0, 0, 300, 200), shadowOpacity: 1, shadowRadius: radius, shadowOffset: offset, opacity: 0.8,
            sublayers: [overhang, dot])
        let whole = try Renderer().render(root, scale: 1)
        // The fade's offscreen (240,000 bytes), and the room beside it.
        let limited = try Renderer(limits: RenderLimits(maxOffscreenBytes: 300 * 200 * 4 + room)).render(root, scale: 1)
        #expect(limited.pixels == whole.pixels)
        let colours = Set(stride(from: 0, to: whole.pixels.count, by: 4).map { Array(whole.pixels[$0..<$0 + 4]) })
        #expect(colours.count > 100, "the shadow's soft edge, the overhang and the dot are drawn")
    }

    /// An image path naming /dev/zero used to be read until memory ran out.
    @Test func imagePathNamingADeviceIsAnError() throws {
        let table = try #require(StylesheetCompiler.compile(source: "livery: 1\n", path: "/tmp/x.style.yaml").table)
        let root = ViewNode(
            type: "UIImageView", frame: Scenes.rect(0, 0, 10, 10),
            explicitValues: ["image": .image(ImageReference(written: "/dev/zero", resolvedPath: "/dev/zero"))])
        let styles = Resolver(table: table).resolve(root)
        var builder = SceneBuilder()
        do {
            _ = try builder.build(root, styles: styles)
            Issue.record("expected an image failure")
        } catch {
            #expect(
                error.diagnostic.description == "/dev/zero:1:1: error: cannot read image '/dev/zero': not a regular file [image-unreadable]"
            )
        }
    }

    @Test func oversizedImageFilesAreRefusedUnread() throws {
        let table = try #require(StylesheetCompiler.compile(source: "livery: 1\n", path: "/tmp/x.style.yaml").table)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("livery-\(UUID().uuidString).png").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(repeating: 0, count: 101))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let root = ViewNode(
            type: "UIImageView", frame: Scenes.rect(0, 0, 10, 10),
            explicitValues: ["image": .image(ImageReference(written: "big.png", resolvedPath: path))])
        let styles = Resolver(table: table).resolve(root)
        var builder = SceneBuilder(limits: RenderLimits(maxImageFileBytes: 100))
        do {
            _ = try builder.build(root, styles: styles)
            Issue.record("expected an image failure")
        } catch {
            #expect(error.diagnostic.message == "cannot read image 'big.png': 101 bytes; the limit is 100")
        }
    }

    /// An app-built view tree can be deeper than the stack holds: the scene
    /// builder stops at the renderer's depth limit instead of recursing on.
    @Test func deepViewTreeIsALocatedError() throws {
        let table = try #require(StylesheetCompiler.compile(source: "livery: 1\n", path: "/tmp/x.style.yaml").table)
        var root = ViewNode(type: "UIView", origin: SourceLocation(file: "t.tree.yaml", line: 1, column: 1))
        for _ in 0..<1_000 { root = ViewNode(type: "UIView", children: [root]) }
        var builder = SceneBuilder()
        do {
            _ = try builder.build(root, styles: Resolver(table: table).resolve(root))
            Issue.record("expected a depth failure")
        } catch {
            #expect(error.diagnostic.description == "UIView:1:1: error: the layer tree is nested more than 128 levels deep [too-deep]")
        }
    }
}

/// Docs/Limits.md must name every renderer limit.
@Suite struct RenderLimitsDocumentationTests {
    @Test func everyLimitIsListed() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs/Limits.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let names = Mirror(reflecting: RenderLimits.default).children.compactMap(\.label)
        #expect(names.count == 15)
        #expect(names.filter { !text.contains("`\($0)`") && !text.contains("`RenderLimits.\($0)`") } == [])
    }
}
