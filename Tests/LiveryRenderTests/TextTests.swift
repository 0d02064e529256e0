import Foundation
import Testing
import Livery
@testable import LiveryRender

@Suite struct TextTests {
    /// Lines of `text` with every character one unit wide, trailing spaces trimmed.
    static func lines(_ text: String, maxWidth: Double, anyCharacter: Bool = false) -> [String] {
        let scalars = Array(text.unicodeScalars)
        // Combining marks take no width, as HarfBuzz gives them none.
        let layout = TextLayout(scalars, widths: scalars.map { $0.properties.generalCategory == .nonspacingMark ? 0 : 1 })
        return layout.lines(maxWidth: maxWidth, anyCharacter: anyCharacter).map { range in
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[range])
            return String(view).trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func wrapsAtSpacesAndKeepsWhatFits() {
        #expect(Self.lines("hello world foo bar", maxWidth: 11) == ["hello world", "foo bar"])
        #expect(Self.lines("well-known words", maxWidth: 12) == ["well-known", "words"])
        #expect(Self.lines("hello world", maxWidth: 8, anyCharacter: true) == ["hello wo", "rld"])
        // Between ideographs any boundary is a break.
        #expect(Self.lines("日本語の文章", maxWidth: 4) == ["日本語の", "文章"])
    }

    @Test func longWordBreaksBetweenCharacters() {
        #expect(Self.lines("abcdefghij xy", maxWidth: 4) == ["abcd", "efgh", "ij", "xy"])
        // A cluster (e + combining acute) never splits.
        #expect(Self.lines("ae\u{301}b", maxWidth: 2) == ["ae\u{301}", "b"])
    }

    /// The label's lines as the engine lays them out, and the ellipsis glyph.
    static func laidOut(_ label: LabelContent, width: Double, lines: Int?) throws -> (lines: [ShapedLine], ellipsis: UInt32) {
        let engine = ShapingTests.engine
        engine.lock.lock()
        defer { engine.lock.unlock() }
        let m = try #require(try engine.metrics(label.font))
        let face = try engine.loadedFonts().faces[m.face]
        return (try engine.layoutLines(label, m, maxWidth: width, maxLines: lines), face.glyphIndex(TextEngine.ellipsis))
    }

    @Test func truncationFollowsTheLineBreakMode() throws {
        let text = "A label far too long for the width it is given"
        let tail = try Self.laidOut(LabelContent(text: text), width: 120, lines: 1)
        #expect(tail.lines.count == 1)
        #expect(tail.lines[0].glyphs.last?.glyph == tail.ellipsis)
        #expect(tail.lines[0].width * 17 <= 120)
        let head = try Self.laidOut(LabelContent(text: text, lineBreakMode: .byTruncatingHead), width: 120, lines: 1)
        #expect(head.lines[0].glyphs.first?.glyph == head.ellipsis)
        let middle = try Self.laidOut(LabelContent(text: text, lineBreakMode: .byTruncatingMiddle), width: 120, lines: 1)
        #expect(middle.lines[0].glyphs.first?.glyph != middle.ellipsis && middle.lines[0].glyphs.last?.glyph != middle.ellipsis)
        #expect(middle.lines[0].glyphs.contains { $0.glyph == middle.ellipsis })
        // Clipping keeps the whole line and no ellipsis; wrapping shows the first line's words.
        let clipped = try Self.laidOut(LabelContent(text: text, lineBreakMode: .byClipping), width: 120, lines: 1)
        #expect(clipped.lines[0].width * 17 > 120 && !clipped.lines[0].glyphs.contains { $0.glyph == clipped.ellipsis })
        let wrapped = try Self.laidOut(LabelContent(text: text, lineBreakMode: .byWordWrapping), width: 120, lines: 1)
        #expect(wrapped.lines[0].width * 17 <= 120 && !wrapped.lines[0].glyphs.contains { $0.glyph == wrapped.ellipsis })
        // Two lines: the second ends in the ellipsis; a dropped paragraph is marked even when its last line fits.
        let two = try Self.laidOut(LabelContent(text: text, numberOfLines: 2), width: 120, lines: 2)
        #expect(two.lines.count == 2 && two.lines[1].glyphs.last?.glyph == two.ellipsis)
        let paragraphs = try Self.laidOut(LabelContent(text: "one\ntwo", numberOfLines: 1), width: 120, lines: 1)
        #expect(paragraphs.lines.count == 1 && paragraphs.lines[0].glyphs.last?.glyph == paragraphs.ellipsis)
        let fits = try Self.laidOut(LabelContent(text: "fits", numberOfLines: 1), width: 120, lines: 1)
        #expect(!fits.lines[0].glyphs.contains { $0.glyph == fits.ellipsis })
    }

    /// Bounding box of the pixels darker than mid-grey.
    static func ink(_ c: Canvas) -> PixelRect {
        var r = PixelRect.empty
        for y in 0..<c.height {
            for x in 0..<c.width where Scenes.pixel(c, x, y).alpha > 128 {
                r = r.union(PixelRect(x0: x, y0: y, x1: x + 1, y1: y + 1))
            }
        }
        return r
    }

    func label(_ text: String, _ alignment: TextAlignment, lines: Int = 1) throws -> Canvas {
        let l = LabelContent(
            text: text, font: ResolvedFont(family: "system", size: 20, weight: .regular),
            alignment: alignment, numberOfLines: lines)
        return try Renderer().render(RenderLayer(frame: Scenes.rect(0, 0, 200, 40), text: .label(l)), scale: 1)
    }

    @Test func labelGlyphsLandWhereAligned() throws {
        let left = Self.ink(try label("HHH", .left))
        #expect(left.x0 >= 0 && left.x0 <= 3)
        #expect(left.x1 > 30 && left.x1 < 60)
        // Cap height of DejaVu is 0.73 em: 20 px caps centred in a 23.3 px line, centred in 40.
        #expect(left.y0 >= 10 && left.y0 <= 14)
        #expect(left.y1 >= 24 && left.y1 <= 28)
        let right = Self.ink(try label("HHH", .right))
        #expect(right.x1 >= 197 && right.x1 <= 200)
        let centre = Self.ink(try label("HHH", .center))
        #expect(abs((centre.x0 + centre.x1) - 200) <= 3)
        #expect(Self.ink(try label("HHH", .natural)) == left)
    }

    /// Glyphs are placed at the nearest quarter pixel: the left edge of a
    /// stem is never more than ⅛ px (plus coverage rounding) from where its
    /// outline puts it, for any fractional origin. Rounding down put every
    /// glyph up to ¼ px left of its outline.
    @Test func glyphStemsSitWithinAnEighthOfAPixelOfTheirOutline() throws {
        func stemEdge(at x: Double) throws -> Double {
            let l = LabelContent(
                text: "l", color: .black, font: ResolvedFont(family: "system", size: 40, weight: .regular),
                alignment: .left)
            let label = RenderLayer(frame: Scenes.rect(x, 0, 40, 60), text: .label(l))
            let c = try Renderer().render(RenderLayer(frame: Scenes.rect(0, 0, 60, 60), sublayers: [label]), scale: 1)
            let box = Self.ink(c)
            let y = (box.y0 + box.y1) / 2
            for column in 0..<c.width where Scenes.pixel(c, column, y).alpha > 0 {
                // Exact-area coverage: the partly covered column is covered right of the edge.
                return Double(column) + 1 - Double(Scenes.pixel(c, column, y).alpha) / 255
            }
            return .nan
        }
        let reference = try stemEdge(at: 10)
        var worst = 0.0
        for step in 1..<20 {
            let offset = Double(step) * 0.05
            worst = max(worst, abs(try stemEdge(at: 10 + offset) - (reference + offset)))
        }
        #expect(worst <= 0.13)
        #expect(worst > 0.05, "the edges do move in quarter-pixel steps")
    }

    @Test func truncatedLabelEndsInAnEllipsis() throws {
        // An ellipsis is three dots on the baseline: the ink's last column is a dot's, low in the line.
        let long = try label(String(repeating: "H", count: 40), .left)
        let box = Self.ink(long)
        #expect(box.x1 <= 200)
        var lastColumnTop = Int.max
        for y in 0..<40 where Scenes.pixel(long, box.x1 - 1, y).alpha > 128 { lastColumnTop = min(lastColumnTop, y) }
        #expect(lastColumnTop > 21)
    }

    @Test func textShadowIsDrawnBeneathAtItsOffset() throws {
        let l = LabelContent(
            text: "H", color: .white, font: ResolvedFont(family: "system", size: 20, weight: .bold),
            shadowColor: Scenes.red, shadowOffset: Size(width: 0, height: 10))
        let c = try Renderer().render(RenderLayer(frame: Scenes.rect(0, 0, 40, 60), text: .label(l)), scale: 1)
        let white = (0..<60).filter { y in (0..<40).contains { Scenes.pixel(c, $0, y) == Scenes.opaque(255, 255, 255) } }
        let red = (0..<60).filter { y in (0..<40).contains { Scenes.pixel(c, $0, y) == Scenes.opaque(255, 0, 0) } }
        #expect((red.max() ?? 0) - (white.max() ?? 0) == 10)
    }

    @Test func buttonCentresImageAndTitleTogether() throws {
        let icon = try Scenes.image(width: 10, height: 10, Array(repeating: Scenes.red, count: 100))
        let b = ButtonContent(
            title: "HH", titleColor: .black, font: ResolvedFont(family: "system", size: 20, weight: .regular),
            image: RenderImage(canvas: icon))
        let c = try Renderer().render(RenderLayer(frame: Scenes.rect(0, 0, 100, 40), text: .button(b)), scale: 1)
        var iconColumns: [Int] = []
        for x in 0..<100 where Scenes.pixel(c, x, 20) == Scenes.opaque(255, 0, 0) { iconColumns.append(x) }
        let title = Self.ink(c)
        // Image 10 px then title ~30 px, the pair centred in 100: the image starts near 30.
        #expect(iconColumns.count >= 9 && iconColumns.count <= 10)  // 10 px at a fractional x
        #expect(title.x1 > (iconColumns.last ?? 0) + 20)
        let pairCentre = Double((iconColumns.first ?? 0) + title.x1) / 2
        #expect(abs(pairCentre - 50) <= 3)
        #expect(abs(Double(title.y0 + title.y1) / 2 - 20) <= 2)
    }

    /// Every weight draws with its own face: ink grows from ultraLight to black.
    @Test func weightsIncreaseInInkFromLightToBlack() throws {
        func inkCount(_ w: FontWeight) throws -> Int {
            let l = LabelContent(text: "HHH", font: ResolvedFont(family: "system", size: 20, weight: w))
            let c = try Renderer().render(RenderLayer(frame: Scenes.rect(0, 0, 100, 30), text: .label(l)), scale: 1)
            return stride(from: 3, to: c.pixels.count, by: 4).reduce(0) { $0 + Int(c.pixels[$1]) }
        }
        let ink = try FontWeight.allCases.map(inkCount)
        for (lighter, heavier) in zip(ink, ink.dropFirst()) { #expect(heavier > lighter + 500, "\(ink)") }
    }

    @Test func contactSheetLaysPanelsOutUnderCaptions() throws {
        let a = try Scenes.image(width: 10, height: 20, Array(repeating: Scenes.red, count: 200))
        let b = try Scenes.image(width: 30, height: 10, Array(repeating: Scenes.blue, count: 300))
        let sheet = try ContactSheet(
            panels: [.init(caption: "light @2x", canvas: a), .init(caption: "dark", canvas: b)],
            captionSize: 10, spacing: 4
        ).render(with: Renderer())
        // 4 + 10 + 4 + 30 + 4 wide; 4 + 15 (caption) + 20 + 4 tall.
        #expect(sheet.width == 52 && sheet.height == 43)
        #expect(Scenes.pixel(sheet, 4, 19) == Scenes.opaque(255, 0, 0))
        #expect(Scenes.pixel(sheet, 18, 19) == Scenes.opaque(0, 0, 255))
        #expect(Scenes.pixel(sheet, 18, 30) == Scenes.opaque(128, 128, 128))
        #expect(Self.ink(sheet).y0 < 19)
    }
}
