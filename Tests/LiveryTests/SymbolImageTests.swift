import LiveryYAML
import Testing
@testable import Livery
@testable import LiveryCore

/// `image: {symbol: …}` (Docs/Stylesheets.md, "Symbols"): read into a
/// ``SymbolImage``, checked with located diagnostics, kept by the compiled
/// table, and linted when previews have no glyph for it.
@Suite struct SymbolImageTests {
    private func compile(_ value: String, type: String = "UIImageView") -> (symbol: SymbolImage?, diagnostics: [Diagnostic]) {
        let result = Fixture.compile(Fixture.rule(type, "image: " + value))
        let symbol = result.table?.invocations.lazy.compactMap { invocation -> SymbolImage? in
            if case .image(let image) = invocation.value { return image.symbol }
            return nil
        }.first
        return (symbol, result.diagnostics)
    }

    @Test func theMapFormReadsEveryPart() throws {
        let (symbol, diagnostics) = compile(
            "{symbol: star.fill, pointSize: 17, weight: semibold, scale: medium, renderingMode: palette, colors: [systemRed, \"#0000FF\"]}")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let s = try #require(symbol)
        #expect(s.name == "star.fill")
        #expect(s.size == .pointSize(17))
        #expect(s.weight == .semibold)
        #expect(s.scale == .medium)
        #expect(s.renderingMode == .palette)
        #expect(s.colors.count == 2)
        #expect(s.written == "{symbol: star.fill, pointSize: 17, weight: semibold, scale: medium, renderingMode: palette, colors: [systemRed, #0000FFFF]}")
    }

    @Test func aTextStyleSizesItAndGivesItsWeight() throws {
        let s = try #require(compile("{symbol: gear, textStyle: headline}").symbol)
        #expect(s.size == .textStyle("headline"))
        #expect(s.pointSize(category: .large) == 17)
        #expect(s.pointSize(category: .accessibilityExtraLarge) == 40)
        #expect(s.drawnWeight == .semibold, "headline is semibold")
        #expect(SymbolImage(name: "gear").pointSize(category: .large) == 17, "unsized, a symbol follows body")
    }

    @Test func anyImagePropertyTakesOne() {
        #expect(compile("{symbol: plus}", type: "UIButton").symbol?.name == "plus")
        #expect(compile("{symbol: house}", type: "UITabBarItem").symbol?.name == "house")
        #expect(compile("{symbol: gear}", type: "UIBarButtonItem").symbol?.name == "gear")
    }

    @Test(arguments: [
        ("{symbol: star, pointSize: 17, textStyle: body}", "bad-symbol@5:44"),
        ("{symbol: star, renderingMode: palette}", "bad-symbol@5:14"),
        ("{symbol: star, colors: [red]}", "bad-symbol@5:37"),
        ("{symbol: star, renderingMode: hierarchical, colors: [red, blue]}", "bad-symbol@5:66"),
        ("{symbol: 'two words'}", "bad-symbol@5:23"),
        ("{symbol: star, weight: heavyish}", "unknown-enum-case@5:37"),
        ("{symbol: star, scale: huge}", "unknown-enum-case@5:36"),
        ("{symbol: star, textStyle: bodyy}", "bad-font@5:40"),
        ("{symbol: star, pointSize: 0}", "out-of-range@5:40"),
        ("{symbol: star, size: 3}", "unknown-key@5:29"),
        ("{symbol: star, colors: [nocolor], renderingMode: palette}", "unknown-color@5:38"),
    ])
    func aBadSymbolIsReportedWhereItIsWritten(_ value: String, _ expected: String) {
        let (symbol, diagnostics) = compile(value)
        #expect(symbol == nil)
        #expect(diagnostics.summary == [expected], "\(diagnostics)")
    }

    @Test func theMessagesSayWhatToWrite() {
        let both = compile("{symbol: star, pointSize: 17, textStyle: body}").diagnostics.first
        #expect(both?.message == "a symbol takes pointSize: or textStyle:, not both")
        let palette = compile("{symbol: star, renderingMode: palette}").diagnostics.first
        #expect(palette?.message == "renderingMode: palette needs 'colors: [...]', one colour per layer")
    }

    @Test func aCompiledTableKeepsTheSymbol() throws {
        let source = Fixture.rule(
            "UIImageView",
            "image: {symbol: heart.fill, textStyle: title1, weight: bold, scale: large, renderingMode: hierarchical, colors: [systemPink]}")
        let table = try #require(Fixture.compile(source).table)
        let decoded = try InvocationTable(compiled: table.compiled(relativeTo: "/"), relativeTo: "/")
        #expect(decoded.invocations == table.invocations)
        guard case .image(let image)? = decoded.invocations.first?.value else {
            Issue.record("no image")
            return
        }
        #expect(image.symbol?.colors.first?.name == "systemPink")
        #expect(image.deviceName == "heart.fill")
        #expect(table.images.isEmpty, "a symbol is no image a tree names by UIImage(named:)")
    }

    @Test func anUnmappedNameWarnsOncePerName() {
        let source = """
            livery: 1
            rules:
              - { type: UIImageView, set: { image: {symbol: nosuch.symbol} } }
              - { type: UIButton, set: { image: {symbol: nosuch.symbol, pointSize: 20} } }
              - { type: UITabBarItem, set: { image: {symbol: star.fil} } }
              - { type: UIBarButtonItem, set: { image: {symbol: star.fill} } }
            """
        let diagnostics = Fixture.compile(source).diagnostics
        #expect(diagnostics.summary == ["unmapped-symbol@3:40", "unmapped-symbol@5:41"], "\(diagnostics)")
        #expect(diagnostics.last?.hint == "did you mean 'star.fill'?")
        #expect(diagnostics.first?.severity == .warning)
    }

    @Test func theGlyphTableMapsTheNamesAppsUseMost() {
        for name in [
            "house", "gear", "gearshape", "magnifyingglass", "person", "person.crop.circle", "star", "star.fill", "heart", "heart.fill",
            "bell", "envelope", "trash", "square.and.arrow.up", "square.and.pencil", "plus", "xmark", "chevron.left", "chevron.right",
            "chevron.up", "chevron.down", "ellipsis", "ellipsis.circle", "bookmark", "book", "folder", "doc", "camera", "photo",
            "calendar", "clock", "lock", "info.circle", "exclamationmark.triangle", "checkmark", "checkmark.circle", "arrow.left",
            "arrow.right", "arrow.up", "arrow.down", "paperplane", "cart", "map", "location", "mic", "play", "pause", "stop", "speaker",
            "wifi", "moon", "sun.max",
        ] {
            #expect(SymbolGlyphs.glyph(name) != nil, "\(name)")
        }
        #expect(SymbolGlyphs.names.count >= 300)
        #expect(SymbolGlyphs.glyph("star")?.material == "star_border", "an outlined symbol maps to Material's outlined icon")
        #expect(SymbolGlyphs.glyph("star.fill")?.material == "star")
        for item in BarButtonSystemItem.allCases {
            if let name = item.symbolName { #expect(SymbolGlyphs.glyph(name) != nil, "\(item): \(name)") }
        }
    }

    @Test func aTreesUnmappedSymbolsWarnAtTheirViews() throws {
        let tree = """
            livery-tree: 1
            root:
              type: UIView
              frame: [0, 0, 100, 100]
              children:
                - { type: UIImageView, frame: [0, 0, 20, 20], set: { image: {symbol: nosuch.symbol} } }
                - { type: UIImageView, frame: [0, 0, 20, 20], set: { image: {symbol: nosuch.symbol} } }
                - { type: UIImageView, frame: [0, 0, 20, 20], set: { image: {symbol: star.fill} } }
            """
        var diagnostics: [Diagnostic] = []
        let document = try #require(
            TreeLoader.load(try YAMLReader.parse(tree), file: "/tmp/t.tree.yaml", registry: .builtIn, diagnostics: &diagnostics))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let warnings = UnmappedSymbolLint.check(tree: document.root, file: document.file)
        #expect(warnings.summary == ["unmapped-symbol@6:7"], "\(warnings)")
    }
}
