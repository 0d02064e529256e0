import Foundation
import Livery
import LiveryRender
import Testing

/// Comparison with a reviewed golden image in Tests/LiveryRenderTests/Golden.
/// `LIVERY_UPDATE_GOLDEN=1` writes the new image instead; look at it before
/// committing it.
///
/// Tolerance: every channel within 2/255 — the renderer's own accuracy bar for
/// coverage and blur — except at most 0.05% of the channel values, which may
/// differ by more. Those are isolated anti-aliased glyph and curve edge
/// pixels, which can move with floating-point contraction on another CPU or a
/// FreeType or HarfBuzz update. A real regression (a moved edge or line, a
/// wrong color, a lost shadow or clip, a different face) changes thousands of
/// pixels by far more than that.
enum GoldenImage {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ canvas: Canvas, named name: String) throws {
        let goldenPath = folder.appendingPathComponent(name).path
        if ProcessInfo.processInfo.environment["LIVERY_UPDATE_GOLDEN"] == "1" {
            try AtomicFileWriter.write(try PNGCodec.encode(canvas), to: goldenPath)
        }
        let data = try #require(FileManager.default.contents(atPath: goldenPath), "missing golden \(name)")
        let expected = try PNGCodec.decode(Array(data))
        #expect(canvas.width == expected.width && canvas.height == expected.height, "\(name)")
        guard canvas.width == expected.width, canvas.height == expected.height else { return }
        var outliers = 0
        var worst = 0
        for (a, b) in zip(canvas.pixels, expected.pixels) {
            let d = abs(Int(a) - Int(b))
            worst = max(worst, d)
            if d > 2 { outliers += 1 }
        }
        let allowed = canvas.width * canvas.height / 2000
        #expect(outliers <= allowed, "\(name): \(outliers) channel values differ by more than 2 (worst \(worst)); allowed \(allowed)")
    }
}
