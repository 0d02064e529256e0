import Testing
import Livery
@testable import LiveryRender

@Suite struct TextTests {
    /// Every character one unit wide.
    static func unit(_ c: Character) -> Double { 1 }

    @Test func wrapsAtSpacesAndKeepsWhatFits() {
        #expect(
            TextLayout.lines("hello world foo bar", maxWidth: 11, maxLines: nil, advance: Self.unit)
                == ["hello world", "foo bar"])
        #expect(TextLayout.lines("a\n\nb", maxWidth: 11, maxLines: nil, advance: Self.unit) == ["a", "", "b"])
    }

    @Test func longWordBreaksBetweenCharacters() {
        #expect(
            TextLayout.lines("abcdefghij xy", maxWidth: 4, maxLines: nil, advance: Self.unit)
                == ["abcd", "efgh", "ij", "xy"])
    }

    @Test func tailTruncationAddsAnEllipsis() {
        #expect(TextLayout.lines("hello world foo", maxWidth: 8, maxLines: 1, advance: Self.unit) == ["hello w…"])
        #expect(
            TextLayout.lines("hello world foo bar baz qux", maxWidth: 11, maxLines: 2, advance: Self.unit)
                == ["hello world", "foo bar ba…"])
        // The trailing space before the cut goes: "foo " + "…" would read "foo …".
        #expect(TextLayout.lines("foo barbaz", maxWidth: 5, maxLines: 1, advance: Self.unit) == ["foo…"])
        // A dropped paragraph is marked even when the last line fits.
        #expect(TextLayout.lines("one\ntwo", maxWidth: 10, maxLines: 1, advance: Self.unit) == ["one…"])
        #expect(TextLayout.lines("fits", maxWidth: 10, maxLines: 1, advance: Self.unit) == ["fits"])
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

    @Test func boldWeightsUseTheBoldFace() throws {
        func inkCount(_ w: FontWeight) throws -> Int {
            let l = LabelContent(text: "HHH", font: ResolvedFont(family: "system", size: 20, weight: w))
            let c = try Renderer().render(RenderLayer(frame: Scenes.rect(0, 0, 100, 30), text: .label(l)), scale: 1)
            return stride(from: 3, to: c.pixels.count, by: 4).reduce(0) { $0 + Int(c.pixels[$1]) }
        }
        #expect(try inkCount(.semibold) > inkCount(.medium) + 1000)
        #expect(try inkCount(.semibold) == inkCount(.black))
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
