import Foundation
import Testing
@testable import Livery
@testable import LiveryRender

/// Decoded images have one budget per render, a file is decoded once
/// however its path is spelt, and compressed data longer than the image
/// needs is refused before it is inflated.
@Suite struct ImageBudgetTests {
    static func png(width: Int, height: Int) throws -> [UInt8] {
        try PNGCodec.encode(Canvas(width: width, height: height))
    }

    static func write(_ bytes: [UInt8], in folder: String, as name: String) -> String {
        let path = folder + "/" + name
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    static func folder() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("livery-images-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path + "/Images", withIntermediateDirectories: true)
        return path
    }

    /// A row of image views, one per path.
    static func build(_ paths: [String], limits: RenderLimits) throws -> Result<Void, SceneBuilder.Failure> {
        let table = try #require(StylesheetCompiler.compile(source: "livery: 1\n", path: "/tmp/x.style.yaml").table)
        let root = ViewNode(
            type: "UIView", frame: Scenes.rect(0, 0, 100, 10),
            children: paths.map { path in
                ViewNode(
                    type: "UIImageView", frame: Scenes.rect(0, 0, 10, 10),
                    explicitValues: ["image": .image(ImageReference(written: path, resolvedPath: path))])
            })
        var builder = SceneBuilder(limits: limits)
        do {
            _ = try builder.build(root, styles: Resolver(table: table).resolve(root))
            return .success(())
        } catch {
            return .failure(error)
        }
    }

    @Test func oneFileUnderManySpellingsIsDecodedOnce() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = Self.write(try Self.png(width: 40, height: 25), in: folder, as: "Images/a.png")
        let spellings = (0..<12).map { folder + "/Images/" + String(repeating: "./", count: $0) + "a.png" }
        // Room for one decode of 1,000 pixels, not two.
        let limits = RenderLimits(maxTotalImagePixels: 1_500)
        #expect(throws: Never.self) { try Self.build(spellings, limits: limits).get() }

        _ = Self.write(try Self.png(width: 40, height: 25), in: folder, as: "Images/b.png")
        let result = try Self.build([folder + "/Images/a.png", folder + "/Images/b.png"], limits: limits)
        guard case .failure(let failure) = result else {
            Issue.record("expected the decoded-pixel budget to stop the render")
            return
        }
        #expect(failure.diagnostic.message.hasSuffix("(40×25) would take the images of this render past 1500 decoded pixels"))
        #expect(failure.diagnostic.code == .imageInvalid)
    }

    @Test func compressedDataLongerThanTheImageNeedsIsRefused() throws {
        var bytes = try Self.png(width: 8, height: 8)
        // Insert an IDAT chunk of 100,000 bytes before IEND (the last 12 bytes).
        let extra: [UInt8] = [0x00, 0x01, 0x86, 0xA0] + Array("IDAT".utf8) + [UInt8](repeating: 0, count: 100_000) + [0, 0, 0, 0]
        bytes.insert(contentsOf: extra, at: bytes.count - 12)
        #expect(throws: RenderError.invalidImage("the compressed image data (over 1530 bytes) is longer than a 8×8 image needs")) {
            try PNGCodec.decode(bytes)
        }
        #expect(throws: Never.self) { try PNGCodec.decode(try Self.png(width: 8, height: 8)) }
    }
}
