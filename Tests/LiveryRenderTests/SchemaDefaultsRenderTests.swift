import Foundation
import Testing
import Livery
@testable import LiveryRender

/// The renderer draws the schema's defaults, not copies of its own.
@Suite struct SchemaDefaultsRenderTests {
    /// A black card holding a label that sets only its text.
    static func render(traits: TraitCollection) throws -> Canvas {
        let (table, diagnostics) = StylesheetCompiler.compile(
            source: """
                livery: 1
                rules:
                  - { type: UIView, set: { backgroundColor: black } }
                  - { type: UILabel, set: { text: HHHH, backgroundColor: clear } }
                """, path: "/tmp/defaults.style.yaml")
        #expect(diagnostics.isEmpty)
        let tree = ViewNode(
            type: "UIView", frame: Rect(x: 0, y: 0, width: 80, height: 30),
            children: [ViewNode(type: "UILabel", frame: Rect(x: 4, y: 4, width: 72, height: 22))])
        return try Renderer().render(tree, styledBy: Resolver(table: try #require(table)), traits: traits, scale: 1)
    }

    /// The brightest channel value inside the label.
    static func brightest(_ canvas: Canvas) -> UInt8 {
        var best: UInt8 = 0
        for y in 4..<26 {
            for x in 4..<76 {
                let p = Scenes.pixel(canvas, x, y)
                best = max(best, min(p.red, p.green, p.blue))
            }
        }
        return best
    }

    /// How many rows hold light glyph pixels.
    static func glyphHeight(_ canvas: Canvas) -> Int {
        (0..<canvas.height).filter { y in (0..<canvas.width).contains { x in Scenes.pixel(canvas, x, y).red > 128 } }.count
    }

    /// A label with no `textColor` draws in `label`: white glyphs in dark
    /// mode (they used to be black, invisible on a dark background).
    @Test func darkModeLabelWithNoTextColorDrawsLightGlyphs() throws {
        var dark = TraitCollection()
        dark.userInterfaceStyle = .dark
        #expect(Self.brightest(try Self.render(traits: dark)) > 200)
        #expect(Self.brightest(try Self.render(traits: TraitCollection())) < 40, "black glyphs on black in light mode")
    }

    /// A label with no `font` is `body`, so it grows with Dynamic Type.
    @Test func labelWithNoFontFollowsTheContentSizeCategory() throws {
        var dark = TraitCollection()
        dark.userInterfaceStyle = .dark
        var large = dark
        large.preferredContentSizeCategory = .accessibilityMedium
        let regular = Self.glyphHeight(try Self.render(traits: dark))
        let bigger = Self.glyphHeight(try Self.render(traits: large))
        #expect(regular > 8)
        #expect(bigger > regular)
    }

    /// Sources/LiveryRender names no property by keypath: it reads the typed
    /// appearances, whose defaults come from the schema.
    @Test func rendererSourcesHoldNoKeypathLiteral() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/LiveryRender").standardized
        let keyPaths = Set(TypeRegistry.builtIn.typeNames.flatMap { TypeRegistry.builtIn.type(named: $0)?.properties.keys ?? [:].keys })
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 20)
        for file in files {
            let text = try String(contentsOfFile: sources.path + "/" + file, encoding: .utf8)
            let literals = text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            for literal in literals where keyPaths.contains(literal) {
                Issue.record("\(file) names the property \"\(literal)\"")
            }
        }
    }
}
