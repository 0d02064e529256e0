import Foundation
import Testing
import Livery
@testable import LiveryRender

/// Inputs the fuzzers (Fuzz/, Docs/Fuzzing.md) found crashing the renderer,
/// kept as tests in plain Swift. Each says what it caught.
@Suite struct FuzzRegressionTests {
    /// FuzzRender: a label in the smallest positive font size (5e-324 pt)
    /// had a line height that underflowed to 0, and "lines that fit" became
    /// 0 / 0, trapping in Int(_:). Such a font now draws nothing.
    /// FuzzPNG: a header of 4,294,901,776 × 536,870,911 pixels overflowed the
    /// bound on its compressed data; the size limits refuse it instead.
    @Test func aHugeHeaderIsRefusedWithoutOverflow() throws {
        let input = try #require(
            Data(
                base64Encoded:
                    "iVBORw0KGgoAAAANSUhEUv//ABAf////CAYAAAAf8/9hAAAAR0lEQVR42mNgGD7g2SqR/zGlFCCJqQFc4lgVokvgE0MRxyaJUE5HDQoaCgAAAA1JSERSAAAAAQAAAAEIBgAAAWgS9B8AAAANSUSILIZLHKtCQVR4nGNgZGJmAQAAGQCYBDFiC+c="
            ))
        #expect(throws: RenderError.self) { try PNGCodec.decode([UInt8](input)) }
    }

    @Test func subnormalFontSizeDrawsNothing() throws {
        let font = ResolvedFont(family: "system", size: .leastNonzeroMagnitude, weight: .thin)
        let label = RenderLayer(frame: Scenes.rect(0, 0, 10, 10), text: .label(LabelContent(text: "😀👍🏽", font: font, numberOfLines: 0)))
        let canvas = try Renderer().render(label, scale: 1)
        #expect(canvas.pixels.allSatisfy { $0 == 0 })
    }

    /// The same count overflowed the other way: a tiny but normal font
    /// (1e-300 pt) in a tall label fits 10³⁰⁹ lines, more than an Int holds.
    @Test func absurdlyManyFittingLinesRender() throws {
        let font = ResolvedFont(family: "system", size: 1e-300, weight: .regular)
        let label = RenderLayer(frame: Scenes.rect(0, 0, 10, 1e10), text: .label(LabelContent(text: "Hello", font: font, numberOfLines: 0)))
        let canvas = try Renderer().render(RenderLayer(frame: Scenes.rect(0, 0, 10, 10), sublayers: [label]), scale: 1)
        #expect(canvas.pixels.allSatisfy { $0 == 0 })
    }

    /// FuzzRender: a shadow path 10³⁰⁰ points wide trapped converting the
    /// straight-edge zone's end column to Int. The visible part is the blur
    /// of a half-plane: full strength inside, fading across its top edge.
    @Test func shadowPathFarWiderThanTheCanvas() throws {
        let layer = RenderLayer(
            frame: Scenes.rect(0, 0, 5, 9), shadowOpacity: 1, shadowRadius: 4,
            shadowOffset: .zero, shadowPath: .rect(Scenes.rect(0, 20, 1e300, 1e300)))
        let canvas = try Renderer().render(RenderLayer(frame: Scenes.rect(0, 0, 40, 40), sublayers: [layer]), scale: 1)
        #expect(Scenes.pixel(canvas, 30, 35).alpha == 255)
        // Pixel centres ½ px either side of the edge: 255·Φ(±0.5 / 4) = 140 and 115.
        #expect(Scenes.pixel(canvas, 30, 20).alpha == 140)
        #expect(Scenes.pixel(canvas, 30, 19).alpha == 115)
        #expect(Scenes.pixel(canvas, 30, 5).alpha == 0)
    }
}
