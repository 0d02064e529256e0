import Foundation
import Testing
import CText
import Livery
@testable import LiveryRender

/// HarfBuzz shaping, FriBidi ordering and font fallback, checked on the
/// shaped glyphs rather than on pixels.
@Suite struct ShapingTests {
    static let engine = Renderer().text
    static let body = ResolvedFont(family: "system", size: 17, weight: .regular)

    /// The line as the engine shapes it, with the face each glyph came from.
    static func line(_ text: String, rightToLeft: Bool = false, font: ResolvedFont = body) throws -> (ShapedLine, primary: Int) {
        let engine = Self.engine
        engine.lock.lock()
        defer { engine.lock.unlock() }
        let primary = try engine.primaryFace(font)
        let scalars = Array(text.unicodeScalars)
        let analysis = try engine.analyze(scalars, primary: primary, bold: font.weight.isBold, rightToLeft: rightToLeft)
        return (try engine.shapeLine(0..<scalars.count, of: analysis), primary)
    }

    @Test func rightToLeftWordsComeAfterTheNumberThatEndsThem() throws {
        let (line, primary) = try Self.line("שלום עולם 123")
        // Visual order: "123", then the two Hebrew words right to left.
        #expect(line.glyphs.prefix(3).allSatisfy { $0.face == primary })
        #expect(line.glyphs.last?.face != primary)
    }

    /// A paragraph's base direction is its first strong character's, as
    /// UIKit's `natural` writing direction takes it: English in a
    /// right-to-left layout keeps its question mark and full stop at its
    /// end, and Hebrew in a left-to-right layout reads right to left.
    @Test func theFirstStrongCharacterSetsTheParagraphsDirection() throws {
        for text in ["Forgot password?", "on every device."] {
            let rtl = try Self.line(text, rightToLeft: true).0.glyphs.map(\.glyph)
            let ltr = try Self.line(text, rightToLeft: false).0.glyphs.map(\.glyph)
            #expect(rtl == ltr, "\(text) is drawn in its own order in a right-to-left layout")
        }
        let hebrew = Array("שלום!".unicodeScalars)
        let (levels, base) = TextEngine.bidiLevels(hebrew, rightToLeft: false)
        #expect(base == 1 && levels.last == 1, "the exclamation mark takes the Hebrew paragraph's direction")
        // With no strong character, the layout direction decides.
        #expect(TextEngine.bidiLevels(Array("123 …".unicodeScalars), rightToLeft: true).base == 1)
        #expect(TextEngine.bidiLevels(Array("Forgot password?".unicodeScalars), rightToLeft: true).base == 0)
    }
}

extension ShapingTests {
    /// HarfBuzz applies the font's kerning: "AV" is narrower than its two
    /// advances by exactly the pair's kerning, which shaping with `-kern` removes.
    @Test func aKernedPairIsNarrowerByHarfBuzzsAmount() throws {
        let (line, primary) = try Self.line("AV")
        let engine = Self.engine
        engine.lock.lock()
        defer { engine.lock.unlock() }
        let face = try engine.loadedFonts().faces[primary]
        let em = face.unitsPerEm
        let advances = ["A", "V"].map { (c: Unicode.Scalar) in
            Double(hb_font_get_glyph_h_advance(face.shaper, face.glyphIndex(c))) / em
        }
        let unkerned = advances.reduce(0, +)
        // The same pair shaped with kerning turned off.
        let buffer = try #require(hb_buffer_create())
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, "AV", -1, 0, -1)
        hb_buffer_guess_segment_properties(buffer)
        var feature = hb_feature_t()
        #expect(hb_feature_from_string("-kern", -1, &feature) != 0)
        hb_shape(face.shaper, buffer, &feature, 1)
        var count: UInt32 = 0
        let positions = try #require(hb_buffer_get_glyph_positions(buffer, &count))
        let plain = (0..<Int(count)).reduce(0.0) { $0 + Double(positions[$1].x_advance) / em }
        #expect(abs(plain - unkerned) < 1e-9)
        #expect(line.width < unkerned - 0.02, "kerning of at least 0.02 em")
    }

    /// Arabic letters join: beh in "ببب" takes its initial, medial and final
    /// forms, none of them the isolated glyph, and the word reads right to left.
    @Test func arabicIsJoined() throws {
        let (isolated, _) = try Self.line("ب")
        let (word, primary) = try Self.line("ببب")
        let alone = try #require(isolated.glyphs.first?.glyph)
        #expect(word.glyphs.count == 3)
        #expect(word.glyphs.allSatisfy { $0.glyph != alone && $0.face != primary })
        #expect(Set(word.glyphs.map(\.glyph)).count == 3, "initial, medial and final forms differ")
    }

    /// An emoji draws in colour from Noto Color Emoji, whatever the text colour.
    @Test func emojiDrawInColour() throws {
        let label = LabelContent(text: "😀", color: .black, font: ResolvedFont(family: "system", size: 40, weight: .regular))
        let canvas = try Renderer().render(RenderLayer(frame: Scenes.rect(0, 0, 60, 60), text: .label(label)), scale: 1)
        var yellow = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let p = Scenes.pixel(canvas, x, y)
                if p.alpha > 200 && p.red > 180 && p.green > 120 && p.blue < 100 { yellow += 1 }
            }
        }
        #expect(yellow > 300)
    }

    /// A character no installed font has, and a family that is not installed,
    /// are warnings at the values' lines; the render still succeeds.
    @Test func missingCharactersAndUnknownFamiliesAreWarnings() throws {
        let (table, diagnostics) = StylesheetCompiler.compile(
            source: """
                livery: 1
                rules:
                  - type: UILabel
                    set:
                      text: "Tofu \u{10FFFD}\u{10FFFD}"
                      font: { size: 17, family: "No Such Family" }
                """, path: "/tmp/fonts.style.yaml")
        #expect(diagnostics.isEmpty)
        let tree = ViewNode(
            type: "UIView", frame: Rect(x: 0, y: 0, width: 200, height: 40),
            children: [ViewNode(type: "UILabel", frame: Rect(x: 0, y: 0, width: 200, height: 40))])
        var warnings: [Diagnostic] = []
        _ = try Renderer().render(
            tree, styledBy: Resolver(table: try #require(table)), traits: TraitCollection(), scale: 1, warnings: &warnings)
        #expect(
            warnings.map(\.description) == [
                "/tmp/fonts.style.yaml:6:13: warning: font family 'No Such Family' is not installed; drawing with the system font [unknown-font-family]",
                "/tmp/fonts.style.yaml:5:13: warning: no installed font has U+10FFFD '\u{10FFFD}'; drawn as missing-glyph boxes [missing-glyph]",
            ])
    }

    /// A named family that is installed draws with its own face.
    @Test func anInstalledFamilyIsUsed() throws {
        let (_, serif) = try Self.line("Hg", font: ResolvedFont(family: "DejaVu Serif", size: 17, weight: .regular))
        let (_, system) = try Self.line("Hg")
        #expect(serif != system)
    }
}
