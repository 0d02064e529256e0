import Foundation
import Testing

/// `livery render` under failure: a write that fails midway, limits past which a render warns or fails.
extension CLITests {
    static let limitsStylesheet = """
        livery: 1
        rules:
          - type: UIView
            set: { backgroundColor: white }
          - type: UILabel
            set: { textColor: black, font: { size: 17 }, layer.shadowOpacity: 0.5, layer.shadowRadius: 4 }
        """

    static func limitsTree(width: Int, height: Int) -> String {
        """
        livery-tree: 1
        root:
          type: UIView
          frame: [0, 0, \(width), \(height)]
          children:
            - { type: UILabel, frame: [8, 8, \(width - 16), 24], set: { text: "Hello, Livery" } }
        """
    }

    @Test func renderWritesALabelledPNG() throws {
        let out = directory.appendingPathComponent("out.png").path
        let run = try livery(
            "render", file("s.style.yaml", CLITests.limitsStylesheet),
            file("t.tree.yaml", CLITests.limitsTree(width: 40, height: 30)), "-o", out, "--scale", "2")
        #expect(run.status == 0)
        #expect(run.stdout == "wrote \(out) (80×60 px)\n")
        let png = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    /// Nothing lost: with the file size limited to one block (512 bytes under
    /// dash, 1 KiB under bash), writing a larger PNG fails part way with
    /// EFBIG. The previous out.png is intact and no temporary file is left.
    @Test func aWriteThatFailsMidwayKeepsThePreviousFile() throws {
        let stylesheet = file("s.style.yaml", CLITests.limitsStylesheet)
        let small = file("small.tree.yaml", CLITests.limitsTree(width: 20, height: 20))
        let large = file("large.tree.yaml", CLITests.limitsTree(width: 200, height: 120))
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

    /// A blur wider than the renderer's limit is drawn at the limit, with a
    /// warning at the value that asked for it.
    @Test func blurBeyondTheLimitIsAWarning() throws {
        let stylesheet = file(
            "s.style.yaml",
            """
            livery: 1
            rules:
              - type: UILabel
                set: { layer.shadowOpacity: 0.5, layer.shadowRadius: 300 }
            """)
        let run = try livery(
            "render", stylesheet, file("t.tree.yaml", CLITests.limitsTree(width: 40, height: 30)),
            "-o", directory.appendingPathComponent("out.png").path, "--scale", "1")
        #expect(run.status == 0)
        #expect(
            run.stderr.hasPrefix(
                """
                \(stylesheet):4:58: warning: layer.shadowRadius 300 blurs by 300 px at 1×; shadows blur by at most 250 px [blur-clamped]
                """))
        #expect(run.stderr.hasSuffix("0 errors, 1 warning\n"))
    }

    /// A text shadow's blur (σ half its radius) is held to the same limit,
    /// in a label's own attributes and in a button's title per state.
    @Test func aTextShadowBlurBeyondTheLimitIsAWarning() throws {
        let stylesheet = file(
            "s.style.yaml",
            """
            livery: 1
            rules:
              - type: UILabel
                set: { shadow.shadowBlurRadius: 600 }
              - type: UIButton
                set: { titleTextAttributes.shadow.shadowBlurRadius: { highlighted: 900 } }
            """)
        let tree = file(
            "t.tree.yaml",
            """
            livery-tree: 1
            root:
              type: UIView
              frame: [0, 0, 40, 60]
              children:
                - { type: UILabel, frame: [0, 0, 40, 30], set: { text: a } }
                - { type: UIButton, frame: [0, 30, 40, 30], set: { title: b } }
            """)
        let run = try livery("render", stylesheet, tree, "-o", directory.appendingPathComponent("out.png").path, "--scale", "1")
        #expect(run.status == 0)
        #expect(run.stderr.contains("\(stylesheet):4:37: warning: shadow.shadowBlurRadius 600 blurs by 300 px at 1×; shadows blur by at most 250 px [blur-clamped]"))
        #expect(run.stderr.contains("warning: titleTextAttributes.shadow.shadowBlurRadius 900 blurs by 450 px at 1×"))
        #expect(run.stderr.hasSuffix("0 errors, 2 warnings\n"))
    }

    /// The text length limit is reported at the view whose text is too long.
    @Test func overlongTextIsALocatedError() throws {
        let text = String(repeating: "a", count: 10_001)
        let tree = file(
            "t.tree.yaml",
            """
            livery-tree: 1
            root:
              type: UIView
              frame: [0, 0, 40, 30]
              children:
                - { type: UILabel, frame: [0, 0, 40, 30], set: { text: \(text) } }
            """)
        let out = directory.appendingPathComponent("out.png").path
        let run = try livery("render", file("s.style.yaml", "livery: 1\n"), tree, "-o", out)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("\(tree):6:7: error: text: text of 10001 characters exceeds the limit of 10000 [text-too-long]\n"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
