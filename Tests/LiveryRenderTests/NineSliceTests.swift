import Foundation
import Livery
import LiveryCore
import LiveryYAML
import Testing

@testable import LiveryRender

/// A resizable image (`{image: …, capInsets: …}`, Docs/Rendering.md, "Resizable
/// images"): its caps drawn at their size, its middle stretched or repeated, as
/// `resizableImage(withCapInsets:resizingMode:)` draws on a device.
@Suite struct NineSliceTests {
    let unit = Rect(x: 0, y: 0, width: 1, height: 1)

    static func near(_ a: Rect, _ b: Rect) -> Bool {
        [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-12 }
    }

    @Test func theCornersKeepTheirSizeAndTheMiddleStretches() {
        let pieces = NineSlice.pieces(
            size: Size(width: 12, height: 12), resizing: ImageResizing(capInsets: Insets(top: 2, left: 4, bottom: 2, right: 4), mode: .stretch),
            in: DeviceRect(x: 10, y: 0, width: 100, height: 30), contentsRect: unit)
        #expect(pieces.count == 9)
        let topLeft = pieces[0]
        #expect(topLeft.dest == DeviceRect(x: 10, y: 0, width: 4, height: 2))
        #expect(topLeft.source == Rect(x: 0, y: 0, width: 4.0 / 12, height: 2.0 / 12))
        let middle = pieces[4]
        #expect(middle.dest == DeviceRect(x: 14, y: 2, width: 92, height: 26))
        #expect(Self.near(middle.source, Rect(x: 4.0 / 12, y: 2.0 / 12, width: 4.0 / 12, height: 8.0 / 12)))
        #expect(pieces[8].dest == DeviceRect(x: 106, y: 28, width: 4, height: 2))
    }

    @Test func aTiledMiddleRepeatsAtItsOwnSizeAndCutsTheLastRepeat() {
        let pieces = NineSlice.pieces(
            size: Size(width: 12, height: 4), resizing: ImageResizing(capInsets: Insets(top: 0, left: 4, bottom: 0, right: 4)),
            in: DeviceRect(x: 0, y: 0, width: 18, height: 4), contentsRect: unit)
        // Caps of 4, then the 4-point middle three times over 10 points: 4 + 4 + 2.
        #expect(pieces.map(\.dest.width) == [4, 4, 4, 2, 4])
        #expect(abs(pieces[3].source.width - 2.0 / 12) < 1e-12)
    }

    @Test func capsWiderThanTheRectangleShrinkInProportion() {
        let pieces = NineSlice.pieces(
            size: Size(width: 20, height: 10), resizing: ImageResizing(capInsets: Insets(top: 0, left: 9, bottom: 0, right: 3), mode: .stretch),
            in: DeviceRect(x: 0, y: 0, width: 6, height: 10), contentsRect: unit)
        #expect(pieces.map(\.dest.width) == [4.5, 1.5])
        #expect(pieces[0].source.width == 9.0 / 20, "the whole cap, squeezed")
    }

    @Test func aMiddleOfOnePointTiledPastTheBudgetIsStretched() {
        let pieces = NineSlice.pieces(
            size: Size(width: 3, height: 3), resizing: ImageResizing(capInsets: Insets(top: 1, left: 1, bottom: 1, right: 1)),
            in: DeviceRect(x: 0, y: 0, width: 5_000, height: 5_000), contentsRect: unit)
        #expect(pieces.count == 9)
    }

    /// A 12 × 4 image: 4 red columns, then 2 green and 2 yellow, then 4 blue.
    static func capsImage(in folder: String) throws -> String {
        var pixels: [UInt8] = []
        let columns: [[UInt8]] =
            Array(repeating: [255, 0, 0, 255], count: 4) + Array(repeating: [0, 255, 0, 255], count: 2)
            + Array(repeating: [255, 255, 0, 255], count: 2) + Array(repeating: [0, 0, 255, 255], count: 4)
        for _ in 0..<4 { for column in columns { pixels += column } }
        let canvas = try Canvas(width: 12, height: 4, premultipliedPixels: pixels)
        let path = folder + "/Caps.png"
        _ = FileManager.default.createFile(atPath: path, contents: Data(try PNGCodec.encode(canvas)))
        return path
    }

    /// An image view 100 × 4 points showing the image with `value`'s caps, at 1×.
    static func row(_ value: String) throws -> Canvas {
        let folder = ImageBudgetTests.folder()
        _ = try capsImage(in: folder)
        let stylesheet = "livery: 1\nrules:\n  - { type: UIImageView, set: { image: \(value) } }\n"
        let (table, diagnostics) = StylesheetCompiler.compile(source: stylesheet, path: folder + "/Caps.style.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let tree = "livery-tree: 1\nroot:\n  type: UIView\n  size: [100, 4]\n  children:\n    - { type: UIImageView, frame: [0, 0, 100, 4] }\n"
        var loaded: [Diagnostic] = []
        let compiled = try #require(table)
        let document = try #require(
            TreeLoader.load(try YAMLReader.parse(tree), file: folder + "/Caps.tree.yaml", registry: compiled.registry, diagnostics: &loaded))
        var traits = document.traits
        traits.displayScale = 1
        return try Renderer().render(document.root, styledBy: Resolver(table: compiled), traits: traits, scale: 1)
    }

    static func colour(_ c: Canvas, _ x: Int) -> String {
        let p = ControlRenderingTests.pixel(c, x, 2)
        switch (p.r > 200, p.g > 200, p.b > 200) {
        case (true, false, false): return "red"
        case (false, true, false): return "green"
        case (true, true, false): return "yellow"
        case (false, false, true): return "blue"
        default: return "\(p)"
        }
    }

    @Test func aRenderedImageViewKeepsTheCapsAndStretchesOrTilesTheMiddle() throws {
        let whole = try Self.row("Caps.png")
        #expect(Self.colour(whole, 10) == "red", "without caps the image stretches whole")
        let stretched = try Self.row("{image: Caps.png, capInsets: [0, 4, 0, 4], resizingMode: stretch}")
        #expect([1, 3, 10, 48, 60, 94, 97, 99].map { Self.colour(stretched, $0) } == ["red", "red", "green", "green", "yellow", "yellow", "blue", "blue"])
        let tiled = try Self.row("{image: Caps.png, capInsets: [0, 4, 0, 4]}")
        #expect([3, 4, 6, 8, 10, 94, 96].map { Self.colour(tiled, $0) } == ["red", "green", "yellow", "green", "yellow", "yellow", "blue"])
    }
}
