import Testing
import Livery
@testable import LiveryRender

@Suite struct PNGCodecTests {
    @Test func roundTripKeepsPremultipliedPixels() throws {
        var straight: [UInt8] = []
        for i in 0..<64 {
            straight += [UInt8(i * 4), UInt8(255 - i * 4), UInt8(i * 3), UInt8([0, 255, 128, 17, 200][i % 5])]
        }
        var premultiplied = straight
        PNGCodec.premultiply(&premultiplied)
        let canvas = try Canvas(width: 8, height: 8, premultipliedPixels: premultiplied)
        let bytes = try PNGCodec.encode(canvas)
        #expect(Array(bytes.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        #expect(try PNGCodec.decode(bytes) == canvas)
    }

    /// `fast` changes the file's size and speed, never its pixels.
    @Test func fastEncodingKeepsThePixels() throws {
        var pixels: [UInt8] = []
        for i in 0..<(64 * 64) { pixels += [UInt8(i % 251), UInt8(i / 64 * 4), UInt8((i * 7) % 256), 255] }
        let canvas = try Canvas(width: 64, height: 64, premultipliedPixels: pixels)
        let fast = try PNGCodec.encode(canvas, fast: true)
        #expect(try PNGCodec.decode(fast) == canvas)
        #expect(fast != (try PNGCodec.encode(canvas)))
    }

    @Test func encodedAlphaIsStraight() throws {
        // Premultiplied (64, 0, 0, 128) is straight (128, 0, 0, 128) in the file.
        let canvas = try Canvas(width: 1, height: 1, premultipliedPixels: [64, 0, 0, 128])
        var straight = canvas.pixels
        PNGCodec.unpremultiply(&straight)
        #expect(straight == [128, 0, 0, 128])
        #expect(try PNGCodec.decode(PNGCodec.encode(canvas)).pixels == [64, 0, 0, 128])
    }

    @Test func emptyCanvasCannotBeEncoded() throws {
        #expect(throws: RenderError.self) { try PNGCodec.encode(try Canvas(width: 0, height: 3)) }
    }
}
