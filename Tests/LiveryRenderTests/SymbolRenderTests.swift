import Foundation
import Livery
import LiveryYAML
import Testing

@testable import LiveryRender

/// Symbols in previews (Docs/Rendering.md, "Symbols"): drawn from the
/// Material Icons font, sized by point size or text style and scale,
/// thickened by weight, centred on text, in a palette's first colour; an
/// unmapped name as a labelled placeholder; bar system items as their symbols.
@Suite struct SymbolRenderTests {
    static let engine = TextEngine(files: .system)

    /// Renders `tree` (a root's children) on a white `width`-point canvas at `scale`.
    static func render(
        _ children: String, stylesheet: String = "livery: 1\n", width: Int, scale: Double = 2, rightToLeft: Bool = false
    ) throws -> Canvas {
        let (table, diagnostics) = StylesheetCompiler.compile(source: stylesheet, path: "/tmp/symbols.style.yaml")
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        let tree = """
            livery-tree: 1
            root:
              type: UIStackView
              size: [\(width), null]
              set: { axis: vertical, spacing: 10, alignment: leading, backgroundColor: white, layoutMargins: [10, 10, 10, 10], isLayoutMarginsRelativeArrangement: true }
              children:
            \(children)
            """
        var loaded: [Diagnostic] = []
        let compiled = try #require(table)
        let document = try #require(
            TreeLoader.load(try YAMLReader.parse(tree), file: "/tmp/symbols.tree.yaml", registry: compiled.registry, diagnostics: &loaded),
            "\(loaded)")
        var traits = document.traits
        traits.displayScale = Int(scale)
        if rightToLeft { traits.layoutDirection = .rightToLeft }
        var warnings: [Diagnostic] = []
        let canvas = try Renderer().render(document.root, styledBy: Resolver(table: compiled), traits: traits, scale: scale, warnings: &warnings)
        #expect(warnings.isEmpty, "\(warnings)")
        return canvas
    }

    /// A button's monochrome symbol is a template in the button's tint, as
    /// a system button draws its image; one symbol in two views of other
    /// colours (light and dark subtrees) is drawn in each view's own.
    @Test func aButtonsSymbolIsDrawnInItsTintAndEachViewInItsOwnColours() throws {
        let canvas = try Self.render(
            """
                - { type: UIButton, size: [60, 40], set: { image: {symbol: star.fill, pointSize: 30}, tintColor: "#FF0000" } }
                - { type: UIImageView, size: [40, 40], set: { image: {symbol: star.fill, pointSize: 30, renderingMode: palette, colors: [{ light: "#00FF00", dark: "#0000FF" }]} } }
                - type: UIView
                  size: [40, 40]
                  set: { overrideUserInterfaceStyle: dark }
                  children:
                    - { type: UIImageView, frame: [0, 0, 40, 40], set: { image: {symbol: star.fill, pointSize: 30, renderingMode: palette, colors: [{ light: "#00FF00", dark: "#0000FF" }]} } }
            """, width: 100, scale: 1)
        /// The pixels of `rows` whose red, green and blue pass `test`.
        func count(_ rows: Range<Int>, _ test: (Int, Int, Int) -> Bool) -> Int {
            var n = 0
            for y in rows {
                for x in 0..<100 {
                    let p = Scenes.pixel(canvas, x, y)
                    if test(Int(p.red), Int(p.green), Int(p.blue)) { n += 1 }
                }
            }
            return n
        }
        let red = count(10..<50) { r, g, b in r > 200 && g < 60 && b < 60 }
        let black = count(10..<50) { r, g, b in r < 60 && g < 60 && b < 60 }
        let green = count(60..<100) { r, g, _ in g > 200 && r < 60 }
        let blue = count(110..<150) { r, g, b in b > 200 && r < 60 && g < 60 }
        #expect(red > 100, "the button's star in its red tint")
        #expect(black == 0, "no black star")
        #expect(green > 100, "green in light")
        #expect(blue > 100, "blue in the dark subtree, not the light view's green")
    }

    /// A symbol pointing a horizontal way is mirrored right to left, as iOS
    /// mirrors directional symbols; one pointing up is not.
    @Test func directionalSymbolsAreMirroredRightToLeft() throws {
        /// The ink's vertical extent in its leftmost and rightmost columns: a ">" is tall on the left, a point on the right.
        func ends(_ symbol: String, rightToLeft: Bool) throws -> (left: Int, right: Int) {
            let canvas = try Self.render(
                "    - { type: UIImageView, set: { image: { symbol: \(symbol), pointSize: 40 }, tintColor: black } }", width: 80, scale: 2,
                rightToLeft: rightToLeft)
            let inked = { (x: Int, y: Int) in Scenes.pixel(canvas, x, y).red < 128 }
            let columns = (0..<canvas.width).filter { x in (0..<canvas.height).contains { inked(x, $0) } }
            let first = try #require(columns.first), last = try #require(columns.last)
            func extent(_ x: Int) -> Int {
                let rows = (0..<canvas.height).filter { inked(x, $0) }
                return (rows.last ?? 0) - (rows.first ?? 0)
            }
            return (extent(first + 1), extent(last - 1))
        }
        let ltr = try ends("chevron.right", rightToLeft: false), rtl = try ends("chevron.right", rightToLeft: true)
        #expect(ltr.left > ltr.right * 3, "a > opens to the left: \(ltr)")
        #expect(rtl.right > rtl.left * 3, "mirrored, it opens to the right: \(rtl)")
        let up = try ends("chevron.up", rightToLeft: false), upRTL = try ends("chevron.up", rightToLeft: true)
        #expect(up == upRTL)
    }

    @Test func theFontIsInstalled() {
        #expect(FontFiles.system.symbols != nil, "install fonts-material-design-icons-iconfont (Scripts/install-deps.sh)")
    }

    /// A symbol is as high as its point size times its scale, and its text style's size under Dynamic Type.
    static let heights: [(SymbolImage, Double)] = [
        (SymbolImage(name: "plus", size: .pointSize(17)), 17),
        (SymbolImage(name: "plus", size: .pointSize(17), scale: .small), 13.6),
        (SymbolImage(name: "plus", size: .pointSize(17), scale: .large), 22.1),
        (SymbolImage(name: "plus", size: .textStyle("title1")), 28),
        (SymbolImage(name: "plus", size: .textStyle("footnote")), 13),
        (SymbolImage(name: "plus"), 17),
    ]

    @Test(arguments: heights)
    func aSymbolsHeightFollowsItsSize(_ symbol: SymbolImage, _ height: Double) throws {
        let size = try #require(Self.engine.symbolSize(symbol, category: .large))
        #expect(abs(size.height - height) < 0.001)
        #expect(size.width > 0 && size.width <= size.height * 1.1, "\(size)")
    }

    @Test func aNarrowGlyphIsANarrowImageAndWeightWidensIt() throws {
        let chevron = try #require(Self.engine.symbolSize(SymbolImage(name: "chevron.right", size: .pointSize(17)), category: .large))
        let square = try #require(Self.engine.symbolSize(SymbolImage(name: "square.fill", size: .pointSize(17)), category: .large))
        #expect(chevron.width < square.width * 0.6, "\(chevron) \(square)")
        let bold = try #require(Self.engine.symbolSize(SymbolImage(name: "chevron.right", size: .pointSize(17), weight: .bold), category: .large))
        let light = try #require(Self.engine.symbolSize(SymbolImage(name: "chevron.right", size: .pointSize(17), weight: .light), category: .large))
        #expect(light.width < chevron.width && chevron.width < bold.width)
    }

    /// Bolder weights cover more pixels: the stroke thickens.
    @Test func weightThickensTheStroke() throws {
        func ink(_ weight: FontWeight) throws -> Int {
            let image = try #require(
                try Self.engine.symbolImage(
                    SymbolImage(name: "plus", size: .pointSize(20), weight: weight), category: .large, scale: 2,
                    color: Color(red: 0, green: 0, blue: 0, alpha: 255), limits: .default))
            return stride(from: 3, to: image.canvas.pixels.count, by: 4).reduce(0) { $0 + Int(image.canvas.pixels[$1]) }
        }
        let weights: [FontWeight] = [.ultraLight, .light, .regular, .semibold, .bold, .black]
        let inks = try weights.map(ink)
        #expect(inks == inks.sorted() && Set(inks).count == inks.count, "\(inks)")
    }

    /// Every mapped name has its glyph in the font, and draws ink.
    @Test func everyMappedSymbolDraws() throws {
        var blank: [String] = []
        for name in SymbolGlyphs.names {
            guard
                let image = try Self.engine.symbolImage(
                    SymbolImage(name: name, size: .pointSize(12)), category: .large, scale: 1,
                    color: Color(red: 0, green: 0, blue: 0, alpha: 255), limits: .default),
                image.canvas.pixels.contains(where: { $0 > 0 })
            else {
                blank.append(name)
                continue
            }
        }
        #expect(blank.isEmpty, "\(blank)")
    }

    /// Contact sheets of every mapped symbol with its name, 60 to a page,
    /// for review by eye: written as `PATH-1.png`, `PATH-2.png`, … where
    /// `LIVERY_SYMBOL_SHEET=PATH` says.
    @Test func theContactSheetsOfEveryMappedSymbol() throws {
        guard let path = ProcessInfo.processInfo.environment["LIVERY_SYMBOL_SHEET"] else { return }
        let columns = 6
        let names = SymbolGlyphs.names
        for (page, first) in stride(from: 0, to: names.count, by: 60).enumerated() {
            var rows: [String] = []
            for start in stride(from: first, to: min(first + 60, names.count), by: columns) {
                let cells = names[start..<min(start + columns, first + 60, names.count)].map { name in
                    "{ type: UIStackView, size: [150, null], set: { spacing: 6, alignment: center }, children: [{ type: UIImageView, size: [24, 24], set: { image: {symbol: \(name), pointSize: 20}, contentMode: center, tintColor: black } }, { type: UILabel, set: { text: \"\(name)\", font: { size: 9 } } }] }"
                }
                rows.append("    - { type: UIStackView, set: { spacing: 4 }, children: [\(cells.joined(separator: ", "))] }")
            }
            let canvas = try Self.render(rows.joined(separator: "\n"), width: 940, scale: 2)
            try AtomicFileWriter.write(try PNGCodec.encode(canvas), to: "\(path)-\(page + 1).png")
        }
    }

    /// Footnote, body and title1 symbols in light, regular and bold beside
    /// text of the same style, and a palette symbol in two colours: centred
    /// on the line, sized with the text, thicker with weight.
    @Test func symbolsBesideTextMatchGolden() throws {
        var rows: [String] = []
        for style in ["footnote", "body", "title1"] {
            let symbols = ["light", "regular", "bold"].map { weight in
                "{ type: UIImageView, set: { image: {symbol: star.fill, textStyle: \(style), weight: \(weight)}, tintColor: systemBlue, contentMode: left } }, { type: UIImageView, set: { image: {symbol: gearshape, textStyle: \(style), weight: \(weight)}, tintColor: systemBlue, contentMode: left } }"
            }
            rows.append(
                "    - { type: UIStackView, set: { spacing: 6, alignment: center }, children: [{ type: UILabel, set: { text: \"Hx \(style)\", font: \(style) } }, \(symbols.joined(separator: ", "))] }"
            )
        }
        rows.append(
            "    - { type: UIStackView, set: { spacing: 6, alignment: center }, children: [{ type: UILabel, set: { text: \"Palette\", font: body } }, { type: UIImageView, set: { image: {symbol: heart.fill, pointSize: 28, renderingMode: palette, colors: [systemRed, systemBlue]} } }, { type: UIImageView, set: { image: {symbol: bell.fill, pointSize: 28, renderingMode: palette, colors: [systemOrange, systemGray]} } }, { type: UIImageView, set: { image: {symbol: nosuch.symbol, pointSize: 28}, contentMode: left } }] }"
        )
        let canvas = try Self.render(rows.joined(separator: "\n"), width: 320, scale: 2)
        try GoldenImage.check(canvas, named: "Symbols-text-styles@2x.png")
        if let path = ProcessInfo.processInfo.environment["LIVERY_SYMBOL_SHEET"] {
            try AtomicFileWriter.write(try PNGCodec.encode(canvas), to: path + ".text-styles.png")
        }
    }

    /// An unmapped name draws a grey box with its name, wider than high for a long name.
    @Test func anUnmappedNameDrawsALabelledPlaceholder() throws {
        let symbol = SymbolImage(name: "nosuch.symbol.name", size: .pointSize(20))
        #expect(Self.engine.symbolSize(symbol, category: .large) == nil)
        let size = SymbolPlaceholder.size(symbol, category: .large, text: Self.engine, limits: .default)
        #expect(size.height == 20 && size.width > 40, "\(size)")
        let image = try SymbolPlaceholder.image(symbol, category: .large, scale: 2, text: Self.engine, limits: .default)
        let centre = (image.canvas.height / 2 * image.canvas.width + 3) * 4
        #expect(image.canvas.pixels[centre..<centre + 4] == [209, 209, 214, 255], "grey at the box's left middle")
    }

    /// An icon system item is its symbol at the bars' size: 17 points at the
    /// large scale, 22.1 points high — the 22 × 22-point toolbar icon of
    /// Apple's Human Interface Guidelines (as restated at
    /// codemia.io/knowledge-hub/path/how_big_should_a_uibarbuttonitem_image_be;
    /// not measured on a simulator snapshot). The `add` plus is thin and
    /// large, not a bold text "+".
    @Test(arguments: BarButtonSystemItem.allCases.filter { $0.symbolName != nil })
    func anIconSystemItemIsItsSymbolAtTheBarsSize(_ item: BarButtonSystemItem) throws {
        let symbol = try #require(item.symbol)
        #expect(symbol.size == .pointSize(17) && symbol.scale == .large && symbol.weight == .regular)
        let size = try #require(Self.engine.symbolSize(symbol, category: .large))
        #expect(abs(size.height - 22.1) < 0.001, "\(item)")
    }

    /// The add item in a toolbar: a thin plus about 18 points across, centred
    /// in the bar, in the tint; no longer a small bold "+" low in the bar.
    @Test func theAddItemIsAThinPlusCentredInTheBar() throws {
        let canvas = try ControlRenderingTests.render(
            "{ type: UIToolbar, frame: [0, 0, 200, 44], children: [{ type: UIBarButtonItem, set: { systemItem: add, tintColor: red } }] }")
        var rows: [Int] = []
        var columns: [Int] = []
        for y in 0..<44 {
            for x in 0..<200 where ControlRenderingTests.isRed(ControlRenderingTests.pixel(canvas, x, y)) {
                rows.append(y)
                columns.append(x)
            }
        }
        let height = (rows.max() ?? 0) - (rows.min() ?? 0) + 1
        let width = (columns.max() ?? 0) - (columns.min() ?? 0) + 1
        print("add item ink: \(width) × \(height), rows \(rows.min() ?? -1)...\(rows.max() ?? -1)")
        #expect((15...20).contains(height) && (15...20).contains(width), "\(width) × \(height)")
        let middle = Double((rows.max() ?? 0) + (rows.min() ?? 0)) / 2
        #expect(abs(middle - 21.5) <= 1.5, "centred in the 44-point bar: \(middle)")
        // A thin stroke: the plus covers a small part of its box.
        #expect(rows.count < width * height / 3, "\(rows.count) of \(width * height)")
    }

    /// A tab's symbol without a size is drawn at the bars' size; one with a size keeps it.
    @Test func aBarItemsUnsizedSymbolTakesTheBarsSize() {
        let unsized = BarItemAppearance.barSized(.symbol(SymbolImage(name: "house.fill")))
        #expect(unsized.symbol?.size == .pointSize(17) && unsized.symbol?.scale == .large)
        let sized = BarItemAppearance.barSized(.symbol(SymbolImage(name: "house.fill", size: .textStyle("title1"))))
        #expect(sized.symbol?.size == .textStyle("title1") && sized.symbol?.scale == nil)
    }
}
