import Foundation
import Livery
@testable import LiveryRender
import Testing

/// Occlusion (Docs/Rendering.md, "Occlusion") only skips pixels that opaque
/// paint drawn later overwrites, so every picture must come out the same to
/// the byte with it and without it.
@Suite struct OcclusionTests {
    let skipping = Renderer()
    let whole = Renderer(options: RenderOptions(occlusion: false))

    static let screens = ["Settings", "SettingsSwiftUI", "FeedCard", "SignIn", "Controls", "Lists", "Reader"]

    @Test(arguments: screens, ["light", "dark"])
    func exampleScreensAreTheSameToTheByte(screen: String, style: String) throws {
        let folder = ShowcaseGoldenTests.root.appendingPathComponent("Stylesheets/Screens")
        // The SwiftUI twin shares its UIKit screen's stylesheet.
        try expectSameBytes(
            style: folder.appendingPathComponent("\(screen.replacingOccurrences(of: "SwiftUI", with: "")).style.yaml"),
            tree: folder.appendingPathComponent("\(screen).tree.yaml"), dark: style == "dark")
    }

    @Test func showcaseIsTheSameToTheByte() throws {
        let folder = ShowcaseGoldenTests.root.appendingPathComponent("Stylesheets/Showcase")
        try expectSameBytes(
            style: folder.appendingPathComponent("Showcase.style.yaml"),
            tree: folder.appendingPathComponent("Showcase.tree.yaml"), dark: false)
    }

    /// Overlapping cards with shadows, borders, clipping parents, groups,
    /// translucent fills, shadow paths and hidden layers, at 1×, 2× and 3×.
    @Test(arguments: 0..<48)
    func randomScenesAreTheSameToTheByte(seed: Int) throws {
        var random = Random(seed: UInt64(seed))
        let scene = RenderLayer(
            frame: Scenes.rect(0, 0, 160, 120), backgroundColor: Color(red: 242, green: 242, blue: 247),
            sublayers: (0..<12).map { _ in Self.card(&random, depth: 0) })
        let scale = Double(1 + seed % 3)
        let a = try skipping.render(scene, scale: scale)
        let b = try whole.render(scene, scale: scale)
        #expect(Self.differing(a, b) == 0, "seed \(seed)")
    }

    /// A card fully under a later opaque card draws nothing that shows; one
    /// under a translucent card still shows through it.
    @Test func onlyOpaquePaintHides() throws {
        func scene(coverAlpha: UInt8) -> RenderLayer {
            RenderLayer(
                frame: Scenes.rect(0, 0, 40, 40),
                sublayers: [
                    RenderLayer(frame: Scenes.rect(10, 10, 10, 10), backgroundColor: Scenes.red),
                    RenderLayer(
                        frame: Scenes.rect(5, 5, 30, 30),
                        backgroundColor: Color(red: 0, green: 0, blue: 255, alpha: coverAlpha)),
                ])
        }
        for alpha in [UInt8(255), 128] {
            let a = try skipping.render(scene(coverAlpha: alpha), scale: 2)
            #expect(Self.differing(a, try whole.render(scene(coverAlpha: alpha), scale: 2)) == 0)
            #expect((Scenes.pixel(a, 30, 30).red > 0) == (alpha < 255))
        }
    }

    /// The closed-form shadow computed around hidden pixels: every pixel it
    /// computes is the one it computes without them, and the hidden ones are
    /// left alone.
    @Test func shadowSpansSkipOnlyHiddenPixels() throws {
        let shape = RoundedRect(rect: DeviceRect(x: 20.3, y: 15.6, width: 80, height: 50), radius: 14)
        let limit = PixelRect(x0: 0, y0: 0, x1: 130, y1: 100)
        let full = RoundedRectShadow.mask(shape, sigma: 9, limit: limit)
        let covers = [
            PixelRect(x0: 30, y0: 20, x1: 90, y1: 60), PixelRect(x0: 0, y0: 40, x1: 25, y1: 45),
            PixelRect(x0: 60, y0: 0, x1: 130, y1: 10),
        ]
        let hidden = try #require(HiddenSpans(covers: [covers[...]], within: full.rect))
        let skipped = RoundedRectShadow.mask(shape, sigma: 9, limit: limit, hidden: hidden)
        #expect(skipped.rect == full.rect)
        var hiddenCount = 0
        for y in full.rect.y0..<full.rect.y1 {
            for x in full.rect.x0..<full.rect.x1 {
                let isHidden = covers.contains { x >= $0.x0 && x < $0.x1 && y >= $0.y0 && y < $0.y1 }
                if isHidden { hiddenCount += 1 }
                #expect(skipped.value(x: x, y: y) == (isHidden ? 0 : full.value(x: x, y: y)), "(\(x), \(y))")
            }
        }
        #expect(hiddenCount > 1000)
    }

    /// A shadow stops where its colour can no longer change a pixel: every
    /// pixel the full 3σ reach adds beyond that is under the colour's first
    /// visible coverage.
    @Test(arguments: [2.0, 5.5, 12, 24], [0.05, 0.25, 1])
    func aShadowStopsWhereItsColourStopsShowing(sigma: Double, opacity: Double) {
        let shape = RoundedRect(rect: DeviceRect(x: 60.4, y: 70.2, width: 90, height: 40), radius: 12)
        let limit = PixelRect(x0: 0, y0: 0, x1: 260, y1: 260)
        let color = PremultipliedColor(Color(red: 0, green: 0, blue: 0), opacity: opacity)
        let first = ColorFill.firstVisibleCoverage(color)
        let floor = (Double(first) - 0.75) / 255
        let full = RoundedRectShadow.mask(shape, sigma: sigma, limit: limit)
        let cut = RoundedRectShadow.bounds(shape, sigma: sigma, limit: limit, floor: floor)
        #expect(cut.x0 >= full.rect.x0 && cut.x1 <= full.rect.x1 && cut.y0 >= full.rect.y0 && cut.y1 <= full.rect.y1)
        var beyond = 0
        for y in full.rect.y0..<full.rect.y1 {
            for x in full.rect.x0..<full.rect.x1 where !(x >= cut.x0 && x < cut.x1 && y >= cut.y0 && y < cut.y1) {
                beyond += 1
                #expect(Int(full.value(x: x, y: y)) < first, "(\(x), \(y)) σ \(sigma)")
            }
        }
        #expect(opacity == 1 || sigma < 5 || beyond > 0, "a translucent shadow is cut short")
    }

    /// Visible stretches against a pixel-by-pixel union of the covers.
    @Test(arguments: 0..<20)
    func hiddenSpansMatchTheCoversPixelByPixel(seed: Int) throws {
        var random = Random(seed: UInt64(seed) &+ 1000)
        let bounds = PixelRect(x0: 3, y0: 2, x1: 43, y1: 37)
        let covers = Self.covers(&random, count: random.int(1..<7))
        guard let hidden = HiddenSpans(covers: [covers[...]], within: bounds) else {
            #expect(covers.allSatisfy { $0.intersection(bounds).isEmpty })
            return
        }
        Self.expect(hidden, hiding: covers, &random)
    }

    /// Rects hidden as well as the spans' covers (a layer's own background
    /// under its shadow) hide what they would have hidden among them; spans
    /// narrowed to an area hide the same there and say when they hide all
    /// of it.
    @Test(arguments: 0..<30)
    func extraCoversAndNarrowedSpansMatchPixelByPixel(seed: Int) throws {
        var random = Random(seed: UInt64(seed) &+ 2000)
        let bounds = PixelRect(x0: 3, y0: 2, x1: 43, y1: 37)
        let earlier = [PixelRect(x0: 10, y0: 8, x1: 30, y1: 20)] + Self.covers(&random, count: random.int(0..<6))
        let extra = Self.covers(&random, count: random.int(0..<4))
        let spans = try #require(HiddenSpans(covers: [earlier[...]], within: bounds))
        Self.expect(spans, hiding: earlier + extra, also: extra, &random)
        let x = random.int(0..<40)
        let y = random.int(0..<35)
        let area = PixelRect(x0: x, y0: y, x1: x + random.int(1..<20), y1: y + random.int(1..<20))
        let narrowed = spans.narrowed(to: area)
        let inside = area.intersection(bounds)
        Self.expect(narrowed, hiding: earlier, &random)
        let allHidden = (inside.y0..<inside.y1).allSatisfy { py in
            (inside.x0..<inside.x1).allSatisfy { px in
                earlier.contains { px >= $0.x0 && px < $0.x1 && py >= $0.y0 && py < $0.y1 }
            }
        }
        #expect(narrowed.coversAll == allHidden, "area \(area)")
    }

    // MARK: Helpers

    private static func covers(_ random: inout Random, count: Int) -> [PixelRect] {
        (0..<count).map { _ in
            let x = random.int(-5..<45)
            let y = random.int(-5..<40)
            return PixelRect(x0: x, y0: y, x1: x + random.int(0..<30), y1: y + random.int(0..<30))
        }
    }

    /// Each row of `hidden.bounds`, over random columns, shows exactly the
    /// pixels no cover holds (`also`: rects passed as hidden besides the spans).
    private static func expect(
        _ hidden: HiddenSpans, hiding covers: [PixelRect], also: [PixelRect] = [], _ random: inout Random
    ) {
        let bounds = hidden.bounds
        guard !bounds.isEmpty else { return }
        var cursor = -1
        for y in bounds.y0..<bounds.y1 {
            let a = random.int(bounds.x0..<bounds.x1)
            let b = random.int(a..<(bounds.x1 + 1))
            var shown = Set<Int>()
            var last = Int.min
            let band = hidden.band(containing: y, cursor: &cursor)
            #expect(band.rows.contains(y))
            let across = also.filter { y >= $0.y0 && y < $0.y1 && !$0.isEmpty }.map { (lo: $0.x0, hi: $0.x1) }.sorted { $0.lo < $1.lo }
            hidden.visible(band.intervals, also: across, from: a, to: b) { lo, hi in
                #expect(lo < hi && lo > last, "stretches are non-empty, sorted and apart")
                last = hi
                shown.formUnion(lo..<hi)
            }
            let expected = Set((a..<b).filter { x in !covers.contains { x >= $0.x0 && x < $0.x1 && y >= $0.y0 && y < $0.y1 } })
            #expect(shown == expected, "row \(y), columns \(a)..<\(b)")
            if also.isEmpty { #expect(hidden.hides(band.intervals, from: a, to: b) == expected.isEmpty, "row \(y)") }
        }
    }

    private func expectSameBytes(style: URL, tree: URL, dark: Bool) throws {
        let (table, diagnostics) = StylesheetCompiler.compile(path: style.path)
        let compiled = try #require(table, "\(diagnostics)")
        var treeDiagnostics: [Diagnostic] = []
        let document = try #require(
            TreeLoader.load(
                contentsOf: tree.path, registry: compiled.registry, axes: compiled.customTraits, images: compiled.images,
                diagnostics: &treeDiagnostics))
        var traits = document.traits
        traits.userInterfaceStyle = dark ? .dark : .light
        var warnings: [Diagnostic] = []
        let a = try skipping.render(
            document.root, styledBy: Resolver(table: compiled), traits: traits, scale: 2, warnings: &warnings)
        let b = try whole.render(
            document.root, styledBy: Resolver(table: compiled), traits: traits, scale: 2, warnings: &warnings)
        #expect(Self.differing(a, b) == 0, "\(tree.lastPathComponent)")
    }

    /// How many pixels differ (-1: not the same size).
    private static func differing(_ a: Canvas, _ b: Canvas) -> Int {
        guard a.pixels.count == b.pixels.count else { return -1 }
        return stride(from: 0, to: a.pixels.count, by: 4).filter { a.pixels[$0..<$0 + 4] != b.pixels[$0..<$0 + 4] }.count
    }

    private static func card(_ random: inout Random, depth: Int) -> RenderLayer {
        let opaque = random.int(0..<4) > 0
        var layer = RenderLayer(
            frame: Scenes.rect(
                Double(random.int(-10..<140)) + random.unit(), Double(random.int(-10..<100)) + random.unit(),
                Double(random.int(4..<70)) + random.unit(), Double(random.int(4..<50)) + random.unit()),
            backgroundColor: random.int(0..<8) == 0
                ? nil
                : Color(
                    red: UInt8(random.int(0..<256)), green: UInt8(random.int(0..<256)), blue: UInt8(random.int(0..<256)),
                    alpha: opaque ? 255 : UInt8(random.int(60..<255))),
            cornerRadius: Double(random.int(0..<20)),
            borderWidth: random.int(0..<3) == 0 ? Double(random.int(1..<4)) / 2 : 0,
            borderColor: Color(red: 20, green: 20, blue: 20))
        if random.int(0..<3) > 0 {
            layer.shadowOpacity = 0.1 + random.unit() * 0.5
            layer.shadowRadius = Double(random.int(0..<12))
            layer.shadowOffset = Size(width: Double(random.int(-4..<5)), height: Double(random.int(0..<6)))
        }
        switch random.int(0..<12) {
        case 0: layer.masksToBounds = true
        case 1: layer.opacity = 0.6
        case 2: layer.shadowPath = .roundedBounds(radius: 6)
        case 3: layer.shadowPath = .ellipse(Scenes.rect(0, 0, 20, 10))
        case 4: layer.isHidden = true
        case 5: layer.opacity = 0.5; layer.allowsGroupOpacity = false
        case 6: layer.cornerStyleRounded = true
        default: break
        }
        if depth < 2 && random.int(0..<3) == 0 {
            layer.sublayers = (0..<random.int(1..<4)).map { _ in card(&random, depth: depth + 1) }
        }
        return layer
    }
}

/// xorshift64*: the same scenes on every run.
private struct Random {
    var state: UInt64

    init(seed: UInt64) { state = seed &* 0x2545_F491_4F6C_DD1D | 1 }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }

    mutating func int(_ range: Range<Int>) -> Int {
        range.isEmpty ? range.lowerBound : range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
