import Foundation
import LiveryRender
import Testing

/// `livery render`, end to end through the executable, including hostile inputs.
extension CLITests {
    static let renderStylesheet = """
        livery: 1
        rules:
          - type: UIView
            set: { backgroundColor: { light: "#FF0000", dark: "#0000FF" } }
        """

    static func tree(width: Double, height: Double, extra: String = "") -> String {
        """
        livery-tree: 1
        root:
          type: UIView
          frame: [0, 0, \(width), \(height)]
        \(extra)
        """
    }

    private func decode(_ path: String) throws -> Canvas {
        let data = try #require(FileManager.default.contents(atPath: path))
        return try PNGCodec.decode(Array(data))
    }

    @Test func renderWritesThePNGAtTheRequestedScale() throws {
        let out = directory.appendingPathComponent("out.png").path
        let run = try livery(
            "render", file("s.style.yaml", CLITests.renderStylesheet),
            file("t.tree.yaml", CLITests.tree(width: 40, height: 20)), "-o", out, "--scale", "2")
        #expect(run.status == 0)
        #expect(run.stdout == "wrote \(out) (80×40 px)\n")
        let canvas = try decode(out)
        #expect(canvas.width == 80 && canvas.height == 40)
        #expect(canvas.pixel(x: 40, y: 20) == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test func traitOverrideSwitchesDynamicColors() throws {
        let out = directory.appendingPathComponent("dark.png").path
        let run = try livery(
            "render", file("s.style.yaml", CLITests.renderStylesheet),
            file("t.tree.yaml", CLITests.tree(width: 10, height: 10)), "-o", out,
            "--trait", "userInterfaceStyle=dark")
        #expect(run.status == 0)
        #expect(try decode(out).pixel(x: 5, y: 5) == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func sheetShowsLightAndDarkInOneRowPerScale() throws {
        let out = directory.appendingPathComponent("sheet.png").path
        let run = try livery(
            "render", file("s.style.yaml", CLITests.renderStylesheet),
            file("t.tree.yaml", CLITests.tree(width: 100, height: 50)), "-o", out,
            "--sheet", "--scales", "1,2")
        #expect(run.status == 0)
        let sheet = try decode(out)
        // Two columns of (light, dark); the widest row is the 2x one: 24 + 200 + 24 + 200 + 24.
        #expect(sheet.width == 472)
        // The first 1x light panel sits under its caption; the dark one beside it.
        var reds = 0
        var blues = 0
        for y in 0..<sheet.height {
            for x in 0..<sheet.width {
                let p = sheet.pixel(x: x, y: y)
                if p == Pixel(red: 255, green: 0, blue: 0, alpha: 255) { reds += 1 }
                if p == Pixel(red: 0, green: 0, blue: 255, alpha: 255) { blues += 1 }
            }
        }
        #expect(reds == 100 * 50 + 200 * 100)
        #expect(blues == 100 * 50 + 200 * 100)
    }

    /// Without `--sheet`, `--scales` asks for a gallery: a folder of one PNG
    /// per variant and scale; `--scale` with it is a usage error.
    @Test func scalesWithoutSheetRenderAGallery() throws {
        let style = file("s.style.yaml", CLITests.renderStylesheet)
        let tree = file("t.tree.yaml", CLITests.tree(width: 10, height: 10))
        let out = directory.appendingPathComponent("gallery").path
        let run = try livery("render", style, tree, "-o", out, "--scales", "1,2")
        #expect(run.status == 0)
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: out)) == [
                "index.html", "t.light@1x.png", "t.light@2x.png", "t.dark@1x.png", "t.dark@2x.png",
            ])
        let mixed = try livery("render", style, tree, "-o", out, "--scales", "1,2", "--scale", "2")
        #expect(mixed.status == 64)
        #expect(mixed.stderr.contains("--sheet and --scale render one tree"))
    }

    /// A sheet is checked whole, from its panels' sizes, before any panel is
    /// rendered (each of these panels fits; the sheet of two does not), and the
    /// error names the sheet's own size. `--scales` takes each scale once.
    @Test func anOversizedSheetIsRefusedBeforeRendering() throws {
        let out = directory.appendingPathComponent("sheet.png").path
        let run = try livery(
            "render", file("s.style.yaml", CLITests.renderStylesheet),
            file("t.tree.yaml", CLITests.tree(width: 5_000, height: 100)), "-o", out, "--sheet", "--scales", "2")
        #expect(run.status == 1)
        #expect(run.stderr.contains("canvas of 20072×284 pixels exceeds the limit"))
        #expect(!FileManager.default.fileExists(atPath: out))

        let repeated = try livery(
            "render", file("s.style.yaml", CLITests.renderStylesheet),
            file("t.tree.yaml", CLITests.tree(width: 10, height: 10)), "-o", out, "--sheet", "--scales", "1,1,1,1")
        #expect(repeated.status == 64)
        #expect(repeated.stderr.contains("each once"))
    }

    @Test func aBillionPixelCanvasIsAnErrorAndTheOldFileSurvives() throws {
        let out = file("out.png", "previous")
        let run = try livery(
            "render", file("s.style.yaml", CLITests.renderStylesheet),
            file("t.tree.yaml", CLITests.tree(width: 40_000, height: 25_000)), "-o", out, "--scale", "1")
        #expect(run.status == 1)
        #expect(run.stderr.contains("canvas of 40000×25000 pixels exceeds the limit"))
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "previous")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".livery-") }
        #expect(leftovers.isEmpty)
    }

    @Test func aHugeShadowRadiusIsBoundedNotAHang() throws {
        let stylesheet = """
            livery: 1
            rules:
              - type: UIView
                class: card
                set: { backgroundColor: white, layer.shadowOpacity: 1, layer.shadowRadius: 1000000 }
            """
        let tree = CLITests.tree(
            width: 200, height: 200,
            extra: """
                  children:
                    - { type: UIView, classes: [card], frame: [50, 50, 100, 100] }
                """)
        let out = directory.appendingPathComponent("shadow.png").path
        let run = try livery("render", file("s.style.yaml", stylesheet), file("t.tree.yaml", tree), "-o", out)
        #expect(run.status == 0)
        #expect(try decode(out).pixel(x: 200, y: 200) == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    /// A PNG whose header claims 100,000 × 100,000 pixels, and a truncated PNG:
    /// both are reported at the value that names them, before any large allocation.
    @Test(arguments: ["huge", "truncated"])
    func badImagesAreReportedAtTheirSource(kind: String) throws {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        let side: UInt32 = kind == "huge" ? 100_000 : 4
        for _ in 0..<2 { png += withUnsafeBytes(of: side.bigEndian, Array.init) }
        png += [8, 6, 0, 0, 0]
        let crc = CLITests.crc32(Array(png[12...]))
        png += withUnsafeBytes(of: crc.bigEndian, Array.init)
        if kind == "truncated" {
            png += [0, 0, 0, 40, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C]
        } else {
            // A well-formed stream after the header, so only the claimed size is wrong.
            for chunk in [[0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01], [0x49, 0x45, 0x4E, 0x44]] as [[UInt8]] {
                png += withUnsafeBytes(of: UInt32(chunk.count - 4).bigEndian, Array.init) + chunk
                png += withUnsafeBytes(of: CLITests.crc32(chunk).bigEndian, Array.init)
            }
        }
        _ = FileManager.default.createFile(atPath: directory.appendingPathComponent("bad.png").path, contents: Data(png))
        let stylesheet = """
            livery: 1
            rules:
              - type: UIImageView
                set:
                  image: bad.png
            """
        let tree = CLITests.tree(
            width: 20, height: 20,
            extra: """
                  children:
                    - { type: UIImageView, frame: [0, 0, 20, 20] }
                """)
        let path = file("s.style.yaml", stylesheet)
        let run = try livery("render", path, file("t.tree.yaml", tree), "-o", directory.appendingPathComponent("o.png").path)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("\(path):5:"))
        #expect(run.stderr.contains("image 'bad.png'"))
        #expect(run.stderr.contains(kind == "huge" ? "100000×100000" : "cannot decode image: a chunk runs past the end of the file"))
    }

    /// Finite but enormous frames (a label 10³⁰⁰ points tall, a card 10³⁰⁰
    /// wide) once trapped converting to Int; they render what is on the canvas.
    @Test(arguments: ["[1e300, 0, 10, 10]", "[0, 0, 1e300, 10]", "[-1e300, -1e300, 1e300, 1e300]", "[5, 5, 1e-300, 1e300]"])
    func enormousFramesRenderWithoutTrapping(frame: String) throws {
        let stylesheet = """
            livery: 1
            rules:
              - type: UIView
                class: card
                set: { backgroundColor: white, layer.shadowOpacity: 1, layer.cornerRadius: 5, layer.borderWidth: 1 }
              - type: UILabel
                set: { text: "hello", textColor: black }
            """
        let tree = CLITests.tree(
            width: 100, height: 100,
            extra: """
                  children:
                    - { type: UIView, classes: [card], frame: \(frame) }
                    - { type: UILabel, frame: \(frame) }
                """)
        let out = directory.appendingPathComponent("huge.png").path
        let run = try livery("render", file("s.style.yaml", stylesheet), file("t.tree.yaml", tree), "-o", out)
        #expect(run.status == 0)
        #expect(try decode(out).width == 200)
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
        }
        return ~crc
    }
}
