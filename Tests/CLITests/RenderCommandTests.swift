import Foundation
import Testing

/// `livery render`, end to end through the executable.
extension CLITests {
    static let renderStylesheet = """
        livery: 1
        rules:
          - type: UIView
            set: { backgroundColor: white }
          - type: UILabel
            set: { textColor: black, font: { size: 17 }, layer.shadowOpacity: 0.5, layer.shadowRadius: 4 }
        """

    static func renderTree(width: Int, height: Int) -> String {
        """
        livery-tree: 1
        root:
          type: UIView
          frame: [0, 0, \(width), \(height)]
          children:
            - { type: UILabel, frame: [8, 8, \(width - 16), 24], set: { text: "Hello, Livery" } }
        """
    }

    @Test func renderWritesThePNG() throws {
        let out = directory.appendingPathComponent("out.png").path
        let run = try livery("render", file("s.style.yaml", CLITests.renderStylesheet),
                             file("t.tree.yaml", CLITests.renderTree(width: 40, height: 30)), "-o", out, "--scale", "2")
        #expect(run.status == 0)
        #expect(run.stdout == "wrote \(out) (80×60 px)\n")
        let png = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    /// Nothing lost: with the file size limited to one block (512 bytes under
    /// dash, 1 KiB under bash), writing a larger PNG fails part way with
    /// EFBIG. The previous out.png is intact and no temporary file is left.
    @Test func aWriteThatFailsMidwayKeepsThePreviousFile() throws {
        let stylesheet = file("s.style.yaml", CLITests.renderStylesheet)
        let small = file("small.tree.yaml", CLITests.renderTree(width: 20, height: 20))
        let large = file("large.tree.yaml", CLITests.renderTree(width: 200, height: 120))
        let out = directory.appendingPathComponent("out.png").path
        #expect(try livery("render", stylesheet, small, "-o", out, "--scale", "1").status == 0)
        let previous = try Data(contentsOf: URL(fileURLWithPath: out))

        // The premise: without the limit, the new PNG is several blocks long.
        let unlimited = directory.appendingPathComponent("unlimited.png").path
        #expect(try livery("render", stylesheet, large, "-o", unlimited, "--scale", "3").status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: unlimited)).count > 4096)

        let run = try livery(under: "ulimit -f 1", "render", stylesheet, large, "-o", out, "--scale", "3")
        #expect(run.status == 1)
        #expect(run.stderr == "error: cannot write '\(out)': File too large\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == previous)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".livery-") }
        #expect(leftovers == [])
    }
}
