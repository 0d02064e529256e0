import Foundation
import Livery
import LiveryRender
import Testing

/// The showcase, rendered end to end and compared with reviewed golden images
/// (Tests/LiveryRenderTests/Golden). Regenerate after an intended change with
/// `LIVERY_UPDATE_GOLDEN=1 swift test --filter ShowcaseGoldenTests`, then look
/// at the new PNGs before committing them.
///
/// Tolerance: every channel within 2/255 — the renderer's own accuracy bar for
/// coverage and blur — except at most 0.05% of pixels, which may differ by
/// more. Those are isolated anti-aliased glyph and curve edge pixels, which can
/// move with floating-point contraction on another CPU or a FreeType update. A
/// real regression (a moved edge, a wrong color, a lost shadow or clip) changes
/// thousands of pixels by far more than that.
@Suite struct ShowcaseGoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test(arguments: [("light", 2), ("dark", 1)])
    func showcaseMatchesGolden(style: String, scale: Int) throws {
        let showcase = ShowcaseGoldenTests.root.appendingPathComponent("Stylesheets/Showcase")
        let (table, diagnostics) = StylesheetCompiler.compile(path: showcase.appendingPathComponent("Showcase.style.yaml").path)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let compiled = try #require(table)
        var treeDiagnostics: [Diagnostic] = []
        let document = try #require(
            TreeLoader.load(
                contentsOf: showcase.appendingPathComponent("Showcase.tree.yaml").path,
                registry: compiled.registry, diagnostics: &treeDiagnostics))
        #expect(treeDiagnostics.isEmpty, "\(treeDiagnostics)")
        var traits = document.traits
        traits.userInterfaceStyle = style == "dark" ? .dark : .light
        traits.displayScale = scale
        let canvas = try Renderer().render(
            document.root, styledBy: Resolver(table: compiled), traits: traits,
            scale: Double(scale))

        let name = "Showcase-\(style)@\(scale)x.png"
        let goldenPath = ShowcaseGoldenTests.golden.appendingPathComponent(name).path
        if ProcessInfo.processInfo.environment["LIVERY_UPDATE_GOLDEN"] == "1" {
            try AtomicFileWriter.write(try PNGCodec.encode(canvas), to: goldenPath)
        }
        let data = try #require(FileManager.default.contents(atPath: goldenPath), "missing golden \(name)")
        let expected = try PNGCodec.decode(Array(data))
        #expect(canvas.width == expected.width && canvas.height == expected.height)
        guard canvas.width == expected.width, canvas.height == expected.height else { return }

        var outliers = 0
        var worst = 0
        for (a, b) in zip(canvas.pixels, expected.pixels) {
            let d = abs(Int(a) - Int(b))
            worst = max(worst, d)
            if d > 2 { outliers += 1 }
        }
        let allowed = canvas.width * canvas.height / 2000
        #expect(outliers <= allowed, "\(outliers) channel values differ by more than 2 (worst \(worst)); allowed \(allowed)")
    }
}
