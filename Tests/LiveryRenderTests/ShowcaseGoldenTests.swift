import Foundation
import Livery
import LiveryRender
import Testing

/// The showcase, rendered end to end and compared with reviewed golden images
/// (Tests/LiveryRenderTests/Golden). Regenerate after an intended change with
/// `LIVERY_UPDATE_GOLDEN=1 swift test --filter ShowcaseGoldenTests`, then look
/// at the new PNGs before committing them.
///
/// The tolerance is ``GoldenImage``'s.
@Suite struct ShowcaseGoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

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

        try GoldenImage.check(canvas, named: "Showcase-\(style)@\(scale)x.png")
    }
}
