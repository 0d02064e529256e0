import Foundation
import Livery
import Testing

@testable import LiveryRender

/// A label's typography as iOS lays it out (Docs/Rendering.md, "Line height").
///
/// Reference T: the figures TextKit gives a UILabel set in Inter Regular 17
/// with `kern: 2`, `lineHeightMultiple: 1.5` and a single underline, worked
/// out from what Apple documents and Inter's own tables, not from a
/// screenshot. NSParagraphStyle.h: "Natural line height is multiplied by
/// this factor (if positive) before being constrained by minimum and maximum
/// line height"; `minimumLineHeight` is "basically the line fragment height.
/// Does not include lineSpacing (which is added after this computation)".
/// UIFont's `lineHeight` for a font is its hhea ascender − descender + line
/// gap. The extra height goes above the glyphs (the baseline keeps its
/// distance from the box's bottom): developer.apple.com/forums/thread/124799
/// (a minimumLineHeight's extra space shows above "ÍÇ", and baselineOffset is
/// how apps move the text up into it) and medium.com/@at_underscore "Fix
/// Clipping UIFont lineHeightMultiple" (a multiple under 1 clips the first
/// line's top). NSKernAttributeName adds its points after every character,
/// the last included, after the font's own kerning.
///
/// Inter Regular (Debian's fonts-inter, Inter-Regular.otf): head
/// unitsPerEm 2816; hhea ascender 2728, descender −680, lineGap 0; hmtx
/// advance of "H" 2084 and of "i" 668 (Inter has no kerning between them);
/// post underlinePosition −464 (the stroke's top), underlineThickness 192.
@Suite struct TypographyRenderTests {
    static let perUnit = 17.0 / 2816
    /// 20.5739 pt: UIFont(name: "Inter-Regular", size: 17).lineHeight.
    static let natural = (2728.0 + 680) * perUnit
    /// 30.8608 pt: each line fragment, 1.5 × the natural height.
    static let box = 1.5 * natural
    /// 26.7557 pt: the first baseline, the descent above the box's bottom.
    static let firstBaseline = box - 680 * perUnit
    /// 14.5810 pt: the "i" after "H" and 2 points of kern.
    static let secondGlyphX = 2084 * perUnit + 2
    /// 20.6136 pt: "Hi" and a kern after each character.
    static let lineWidth = (2084.0 + 668) * perUnit + 2 * 2
    /// 3.3807 pt below the baseline, 1.1591 pt thick.
    static let underlineCentre = (464.0 + 96) * perUnit
    static let underlineThickness = 192 * perUnit

    static let label = LabelContent(
        text: "Hi\nHi", color: .black, font: ResolvedFont(family: "system", size: 17, weight: .regular), numberOfLines: 0,
        typography: TextTypography(kern: 2, lineHeightMultiple: 1.5, underlineStyle: .single))

    @Test func lineBoxesAndGlyphPositionsAreTextKits() throws {
        let m = ShapingTests.engine.measure(Self.label, maxWidth: .infinity, limits: .default)
        #expect(m.lineCount == 2)
        #expect(abs(m.height - 2 * Self.box) < 1e-6, "two 30.86-point line fragments: 61.72")
        #expect(abs(m.firstBaseline - Self.firstBaseline) < 1e-6)
        #expect(abs(m.lastBaseline - (Self.box + Self.firstBaseline)) < 1e-6)
        #expect(abs(m.width - Self.lineWidth) < 1e-6)
        let lines = try TextTests.laidOut(Self.label, width: 1000, lines: nil).lines
        #expect(lines.count == 2 && lines[1].startsParagraph)
        for line in lines {
            let x = line.glyphs.map { ($0.x + $0.dx) * 17 }
            #expect(x.count == 2 && abs(x[0]) < 1e-9 && abs(x[1] - Self.secondGlyphX) < 1e-6, "\(x)")
            #expect(abs(line.width * 17 - Self.lineWidth) < 1e-6)
        }
    }

    @Test func theFontsUnderlineMetricsAreRead() throws {
        let engine = ShapingTests.engine
        engine.lock.lock()
        defer { engine.lock.unlock() }
        let m = try #require(try engine.metrics(Self.label.font))
        #expect(abs(m.underlineY - Self.underlineCentre) < 1e-6 && abs(m.underlineThickness - Self.underlineThickness) < 1e-6)
        // OS/2: yStrikeoutPosition 922 (the stroke's top), yStrikeoutSize 192.
        #expect(abs(m.strikeoutY + (922.0 - 96) * Self.perUnit) < 1e-6 && abs(m.strikeoutThickness - 192 * Self.perUnit) < 1e-6)
    }

    /// The label sized by layout and drawn at 3 pixels a point: its frame is
    /// the two line boxes, the glyphs sit at each box's bottom (nothing is
    /// drawn in the extra third above the first line's capitals), and the
    /// underline runs under both characters and the kern after the last.
    @Test func aLabelIsSizedAndDrawnWithItsLineBoxes() throws {
        let (canvas, layout) = try IOSFigureTests.render(
            #"{ type: UILabel, set: { text: "Hi\nHi", numberOfLines: 0, kern: 2, lineHeightMultiple: 1.5, underlineStyle: single, textColor: black, font: { size: 17 } } }"#,
            width: 60)
        let frame = LayoutTests.frame(layout, 1)
        #expect(abs(frame[3] - 2 * Self.box) < 0.34, "\(frame)")
        #expect(abs(frame[2] - Self.lineWidth) < 0.34, "\(frame)")
        let top = frame[1] * 3
        let left = Int((frame[0] * 3).rounded())
        let right = Int(((frame[0] + frame[2]) * 3).rounded())
        // Inter's cap height is 2048 units: the first line's capitals start 9.9 points into the box.
        let capTop = top + (Self.firstBaseline - 2048 * Self.perUnit) * 3
        let above = IOSFigureTests.inkedColumns(canvas, rows: Int(top)..<Int(capTop) - 1, columns: left..<right, threshold: 64)
        #expect(above == nil, "no ink above the capitals")
        for line in 0..<2 {
            let baseline = (top + (Self.firstBaseline + Double(line) * Self.box) * 3).rounded()
            let row = Int((baseline + Self.underlineCentre * 3).rounded(.down))
            let inked = IOSFigureTests.inkedColumns(canvas, rows: row..<row + 1, columns: left - 3..<right + 3, threshold: 128)
            let span = try #require(inked, "line \(line): an underline at row \(row)")
            #expect(abs(Double(span.lowerBound - left)) <= 1 && abs(Double(span.upperBound + 1 - right)) <= 1, "\(span) \(left)…\(right)")
        }
    }

    /// The rows and columns holding red (the shadow) in a canvas.
    static func redExtent(_ c: Canvas, faint: Bool = false) -> (rows: ClosedRange<Int>, columns: ClosedRange<Int>)? {
        // Red over white, not grey: a faint one is still redder than it is green or blue.
        let margin = faint ? 10 : 85
        var rows: [Int] = []
        var columns: [Int] = []
        for y in 0..<c.height {
            for x in 0..<c.width {
                let p = Scenes.pixel(c, x, y)
                if p.red > 200 && Int(p.red) - Int(p.green) > margin && Int(p.red) - Int(p.blue) > margin {
                    rows.append(y)
                    columns.append(x)
                }
            }
        }
        guard let top = rows.min(), let bottom = rows.max(), let left = columns.min(), let right = columns.max() else { return nil }
        return (top...bottom, left...right)
    }

    /// NSShadow: the glyphs' coverage moved by the offset (down is
    /// positive) and blurred by half the blur radius, behind the text.
    @Test func aTextShadowIsMovedAndBlurred() throws {
        func render(_ blur: Double) throws -> Canvas {
            try IOSFigureTests.render(
                "{ type: UILabel, set: { text: Hi, textColor: black, font: { size: 17 }, shadow.shadowColor: red, shadow.shadowOffset: [3, 4], shadow.shadowBlurRadius: \(formatNumber(blur)) } }",
                width: 80, scale: 2, displayScale: 2
            ).0
        }
        let sharp = try render(0)
        let red = try #require(Self.redExtent(sharp, faint: true))
        let black = try #require(
            IOSFigureTests.inkedColumns(sharp, rows: 0..<sharp.height, columns: 0..<sharp.width, threshold: 128))
        let blackTop = try #require((0..<sharp.height).first { y in (0..<sharp.width).contains { IOSFigureTests.ink(sharp, $0, y) > 128 } })
        // 3 points right and 4 down at 2 pixels a point: the "H"'s top-left corner moves 6 and 8 pixels.
        #expect(abs(red.columns.lowerBound - black.lowerBound - 6) <= 1, "\(red) \(black)")
        #expect(abs(red.rows.lowerBound - blackTop - 8) <= 1, "\(red) top \(blackTop)")
        let blurred = try #require(Self.redExtent(try render(6), faint: true))
        #expect(blurred.columns.count > red.columns.count + 4, "blurred: \(blurred), sharp: \(red)")
    }

    /// A text attribute's background fills behind the run, its line's height.
    @Test func aRunsBackgroundFillsBehindTheText() throws {
        let (canvas, layout) = try IOSFigureTests.render(
            "{ type: UITextField, size: [120, 30], set: { text: Hi, defaultTextAttributes.backgroundColor: red } }", width: 160, scale: 1,
            displayScale: 1)
        let frame = LayoutTests.frame(layout, 1)
        let red = try #require(Self.redExtent(canvas))
        let width = Double(red.columns.count)
        #expect(abs(width - (2084.0 + 668) * Self.perUnit) <= 1.5, "the run's advance: \(red)")
        #expect(abs(Double(red.rows.count) - Self.natural) <= 1.5, "the line's height: \(red)")
        #expect(Double(red.columns.lowerBound) >= frame[0] - 0.5)
    }

    /// A button sizes its title with its kern and draws its underline.
    @Test func aButtonsTitleIsSpacedAndUnderlined() throws {
        func render(_ set: String) throws -> (Canvas, [Double]) {
            let (canvas, layout) = try IOSFigureTests.render(
                "{ type: UIButton, set: { title: Continue, buttonType: custom, titleColor: black, \(set) } }", width: 200, scale: 2,
                displayScale: 2)
            return (canvas, LayoutTests.frame(layout, 1))
        }
        let (_, plain) = try render("isEnabled: true")
        let (canvas, spaced) = try render("titleTextAttributes.kern: 2, titleTextAttributes.underlineStyle: thick, titleTextAttributes.underlineColor: red")
        // "Continue" is 8 characters: 8 kerns of 2 points.
        #expect(abs(spaced[2] - plain[2] - 16) < 0.01, "\(plain) \(spaced)")
        let red = try #require(Self.redExtent(canvas))
        #expect(abs(Double(red.columns.count) - spaced[2] * 2) <= 2, "the underline spans the title: \(red), \(spaced)")
    }

    /// A segmented control's segments are as wide as the widest title with its kern.
    @Test func segmentsWidenWithTheTitlesKern() throws {
        func width(_ set: String) throws -> Double {
            LayoutTests.frame(
                try IOSFigureTests.render("{ type: UISegmentedControl, set: { segments: [One, Three], \(set) } }", width: 300).1, 1)[2]
        }
        let plain = try width("selectedSegmentIndex: 0")
        // Two segments, each "Three" (5 characters) wider by 5 × 2 points.
        #expect(abs(try width("titleTextAttributes.kern: { normal: 2 }") - plain - 20) < 0.01)
    }
}
