import Foundation
import Livery
import LiveryTestSupport
import LiveryYAML
import Testing

@testable import LiveryRender

/// PDF images (Docs/Stylesheets.md, "Image sets"): the first page, one PDF
/// unit per point over the file's scale, drawn at the render's scale; an
/// image set holding only a PDF is drawn in previews; a broken or
/// oversized PDF is an error, never a crash.
@Suite struct PDFImageTests {
    /// A one-page PDF of `width`×`height` units drawing `content`, with a correct cross-reference table.
    static func pdf(
        width: Double, height: Double, content: String, pages: String = "/Kids [3 0 R] /Count 1", resources: String = "<< >>"
    ) -> [UInt8] {
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages \(pages) >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents 4 0 R /Resources \(resources) >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
        ]
        var out = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(out.utf8.count)
            out += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let table = out.utf8.count
        out += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets {
            let digits = String(offset)
            out += String(repeating: "0", count: 10 - digits.count) + digits + " 00000 n \n"
        }
        out += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n"
        return Array(out.utf8)
    }

    /// A 12 × 12 page whose lower half is red: PDF's y axis points up.
    static let lowerHalfRed = pdf(width: 12, height: 12, content: "1 0 0 rg 0 0 12 6 re f")

    @Test func aPDFIsItsFirstPageDrawnAtTheRenderScale() throws {
        let file = ImageFile(bytes: Self.lowerHalfRed, fileScale: 1)
        #expect(try file.pointSize() == Size(width: 12, height: 12))
        let image = try file.decode(renderScale: 2, limits: .default)
        #expect(image.canvas.width == 24 && image.canvas.height == 24 && image.scale == 2)
        #expect(image.size == Size(width: 12, height: 12))
        #expect(Scenes.pixel(image.canvas, 5, 20) == Scenes.opaque(255, 0, 0))
        #expect(Scenes.pixel(image.canvas, 5, 3).alpha == 0)
        // The edge between halves falls on a pixel boundary at 2×: no blend either side.
        #expect(Scenes.pixel(image.canvas, 5, 11).alpha == 0 && Scenes.pixel(image.canvas, 5, 12).alpha == 255)

        // A PDF an image set gives at 2x (or named `…@2x.pdf`) is half as many points, drawn just as sharp.
        let twice = ImageFile(bytes: Self.lowerHalfRed, fileScale: 2)
        #expect(try twice.pointSize() == Size(width: 6, height: 6))
        let sharp = try twice.decode(renderScale: 3, limits: .default)
        #expect(sharp.canvas.width == 18 && sharp.size == Size(width: 6, height: 6))
    }

    @Test func translucentColoursArePremultipliedRGBA() throws {
        let half = Self.pdf(
            width: 2, height: 2, content: "/G gs 0 0 1 rg 0 0 2 2 re f", resources: "<< /ExtGState << /G << /ca 0.5 >> >> >>")
        let image = try ImageFile(bytes: half, fileScale: 1).decode(renderScale: 1, limits: .default)
        let pixel = Scenes.pixel(image.canvas, 0, 0)
        #expect(pixel.red == 0 && pixel.green == 0)
        #expect((126...129).contains(pixel.blue) && (126...129).contains(pixel.alpha), "\(pixel)")
    }

    /// An image set holding only a PDF, as Xcode writes one (`"idiom" : "universal"`, no scale), sizes its
    /// image view in points and is drawn at the render's scale.
    @Test func anImageSetsPDFSizesAndDrawsItsImageView() throws {
        let folder = ImageBudgetTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Assets.xcassets/Arrow.imageset", withIntermediateDirectories: true)
        _ = ImageBudgetTests.write(
            Array(#"{ "images" : [ { "idiom" : "universal", "filename" : "arrow.pdf" } ], "info" : { "version" : 1, "author" : "xcode" } }"#.utf8),
            in: folder, as: "Assets.xcassets/Arrow.imageset/Contents.json")
        _ = ImageBudgetTests.write(
            Self.pdf(width: 20, height: 10, content: "0 1 0 rg 0 0 20 10 re f"), in: folder, as: "Assets.xcassets/Arrow.imageset/arrow.pdf")
        let stylesheet = "livery: 1\nimports: [Assets.xcassets]\nrules:\n  - { type: UIImageView, set: { image: Arrow } }\n"
        let (table, diagnostics) = StylesheetCompiler.compile(source: stylesheet, path: folder + "/Arrow.style.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let tree = """
            livery-tree: 1
            root:
              type: UIStackView
              size: [40, 20]
              set: { axis: vertical, alignment: leading, backgroundColor: white }
              children:
                - { type: UIImageView }
            """
        var loaded: [Diagnostic] = []
        let compiled = try #require(table)
        let document = try #require(
            TreeLoader.load(try YAMLReader.parse(tree), file: folder + "/Arrow.tree.yaml", registry: compiled.registry, diagnostics: &loaded),
            "\(loaded)")
        var warnings: [Diagnostic] = []
        let canvas = try Renderer().render(document.root, styledBy: Resolver(table: compiled), traits: document.traits, scale: 3, warnings: &warnings)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(canvas.width == 120 && canvas.height == 60)
        // The page's 20 points wide at the left, green, white beside it; the stack stretches it to its 20-point height.
        #expect(Scenes.pixel(canvas, 1, 1) == Scenes.opaque(0, 255, 0))
        #expect(Scenes.pixel(canvas, 58, 58) == Scenes.opaque(0, 255, 0))
        #expect(Scenes.pixel(canvas, 61, 10) == Scenes.opaque(255, 255, 255))
    }

    /// Broken inputs by name, so a failure prints the name rather than the bytes.
    static let broken: [String: (bytes: [UInt8], message: String)] = [
        "not a PDF": (Array("GIF89a".utf8), "neither a PNG nor a PDF file"),
        "only the header": (Array("%PDF-1.4\n".utf8), "not a readable PDF"),
        "no page": (pdf(width: 10, height: 10, content: "", pages: "/Kids [] /Count 0"), "no page"),
        "a page a billion units wide": (pdf(width: 1e9, height: 10, content: ""), "a page is from 0 to 14400 units a side"),
        "a header past the first KiB": (Array(repeating: 0x20, count: 2_000) + lowerHalfRed, "neither a PNG nor a PDF file"),
        "over 4 MiB": (lowerHalfRed + Array(repeating: 0x20, count: 4 << 20), "over the 4194304 a PDF image may have"),
    ]

    @Test(arguments: broken.keys.sorted())
    func aBrokenPDFIsAnErrorNotACrash(name: String) throws {
        let input = try #require(Self.broken[name])
        let file = ImageFile(bytes: input.bytes, fileScale: 1)
        #expect {
            _ = try file.decode(renderScale: 2, limits: .default)
        } throws: { error in
            "\(error)".contains(input.message)
        }
    }

    /// The pixels a page takes at the render's scale are checked before any is allocated.
    @Test func aPageLargerThanTheImageLimitsIsRefusedBeforeDrawing() {
        let file = ImageFile(bytes: Self.pdf(width: 14_400, height: 14_400, content: "0 0 1 rg 0 0 14400 14400 re f"), fileScale: 1)
        #expect(throws: RenderError.imageTooLarge(width: 43_200, height: 43_200, maxDimension: 16_384, maxPixels: 64 << 20)) {
            _ = try file.decode(renderScale: 3, limits: RenderLimits(maxImageDimension: 16_384))
        }
    }

    /// A file scale of 0 (an image file made by hand) makes the page infinitely large: refused, never a trap.
    @Test func aZeroFileScaleIsRefused() {
        #expect(throws: RenderError.imageTooLarge(width: 1_000_000_000, height: 1_000_000_000, maxDimension: 16_384, maxPixels: 64 << 20)) {
            _ = try ImageFile(bytes: Self.lowerHalfRed, fileScale: 0).decode(renderScale: 2)
        }
    }

    /// Cut short, bytes flipped: poppler reads what it can or refuses; each ends.
    @Test func damagedPDFsEndInAnImageOrAnError() {
        var generator = SeededGenerator(seed: 47)
        let whole = Self.pdf(width: 30, height: 20, content: "1 0 0 rg 0 0 30 10 re f 0 0 1 RG 2 w 0 0 m 30 20 l S")
        for _ in 0..<200 {
            var bytes = Array(whole.prefix(Int.random(in: 5...whole.count, using: &generator)))
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            if let image = try? ImageFile(bytes: bytes, fileScale: 1).decode(renderScale: 2, limits: .default) {
                #expect(image.canvas.pixels.count == image.canvas.width * image.canvas.height * 4)
            }
        }
    }
}
