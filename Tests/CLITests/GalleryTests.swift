import Foundation
import LiveryRender
import Testing

/// `livery render` as a gallery: many trees × variants × scales into a
/// folder with an index.html, and `--shard I/N` slices that are disjoint and
/// together exactly the whole.
extension CLITests {
    static let galleryStylesheet = "livery: 1\nrules:\n  - type: UIView\n    set: { backgroundColor: { light: white, dark: black } }\n"

    func galleryTrees() -> [String] {
        ["Home", "Settings", "Profile"].map {
            file("\($0).tree.yaml", "livery-tree: 1\nroot: { type: UIView, frame: [0, 0, 20, 10] }\n")
        }
    }

    func pngs(in folder: String) -> Set<String> {
        Set(((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".png") })
    }

    /// `--variants theme=…` renders each appearance in each theme; `--trait`
    /// sets one; a value the stylesheet does not declare is a usage error.
    @Test func themesFromVariantsAndTraits() throws {
        let style = file(
            "t.style.yaml",
            """
            livery: 1
            traits: { theme: { values: [plain, sepia, black], default: plain } }
            rules:
              - { type: UIView, set: { backgroundColor: white } }
              - { type: UIView, when: { theme: sepia }, set: { backgroundColor: "#F4ECD8" } }
              - { type: UIView, when: { theme: black }, set: { backgroundColor: black } }
            """)
        let tree = file("Reader.tree.yaml", "livery-tree: 1\nroot: { type: UIView, frame: [0, 0, 4, 4] }\n")
        let out = directory.appendingPathComponent("themes").path
        let run = try livery(["render", style, tree, "-o", out, "--variants", "light,theme=sepia,theme=black", "--scales", "1"])
        #expect(run.status == 0, "\(run.stderr)")
        // Beside an appearance, themes add to the trees' own; listed alone, they replace it.
        #expect(pngs(in: out) == ["Reader.light@1x.png", "Reader.light.theme-sepia@1x.png", "Reader.light.theme-black@1x.png"])
        let alone = directory.appendingPathComponent("alone").path
        #expect(try livery(["render", style, tree, "-o", alone, "--variants", "theme=sepia", "--scales", "1"]).status == 0)
        #expect(pngs(in: alone) == ["Reader.light.theme-sepia@1x.png", "Reader.dark.theme-sepia@1x.png"])
        let single = directory.appendingPathComponent("sepia.png").path
        #expect(try livery("render", style, tree, "-o", single, "--trait", "theme=sepia", "--scale", "1").status == 0)
        let canvas = try PNGCodec.decode(Array(try #require(FileManager.default.contents(atPath: single))))
        #expect(canvas.pixel(x: 1, y: 1) == Pixel(red: 0xF4, green: 0xEC, blue: 0xD8, alpha: 255))
        let wrong = try livery(["render", style, tree, "-o", out, "--variants", "theme=sepya"])
        #expect(wrong.status != 0 && wrong.stderr.contains("did you mean 'sepia'?"), "\(wrong.stderr)")
        let unknown = try livery("render", style, tree, "-o", single, "--trait", "mood=calm")
        #expect(unknown.status != 0 && unknown.stderr.contains("unknown trait 'mood'"), "\(unknown.stderr)")
    }

    @Test func aGalleryWritesOnePNGPerScreenAndAnIndex() throws {
        let style = file("g.style.yaml", Self.galleryStylesheet)
        let out = directory.appendingPathComponent("gallery").path
        let run = try livery(
            ["render", style] + galleryTrees() + [
                "-o", out, "--variants", "light,darkHighContrast", "--scales", "1,3",
                "--content-sizes", "large,accessibilityLarge",
            ])
        #expect(run.status == 0, "\(run.stderr)")
        let files = pngs(in: out)
        #expect(files.count == 3 * 2 * 2 * 2)
        #expect(files.contains("Settings.darkHighContrast.accessibilityLarge@3x.png"))
        #expect(files.contains("Home.light.large@1x.png"))
        let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(files.allSatisfy { index.contains("src=\"\($0)\"") })
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: out)) == files.union(["index.html"]))
        // A dark screen is black, a light one white, at the variant's scale.
        let dark = try #require(FileManager.default.contents(atPath: out + "/Home.darkHighContrast.large@3x.png"))
        #expect(dark.count > 0)
    }

    @Test func shardsAreDisjointAndTogetherTheWhole() throws {
        let style = file("g.style.yaml", Self.galleryStylesheet)
        let trees = galleryTrees()
        let whole = directory.appendingPathComponent("whole").path
        #expect(try livery(["render", style] + trees + ["-o", whole, "--scales", "1,2"]).status == 0)
        var union: Set<String> = []
        var total = 0
        for i in 1...3 {
            let out = directory.appendingPathComponent("shard\(i)").path
            let run = try livery(["render", style] + trees + ["-o", out, "--scales", "1,2", "--shard", "\(i)/3"])
            #expect(run.status == 0)
            let files = pngs(in: out)
            #expect(!files.isEmpty)
            total += files.count
            union.formUnion(files)
        }
        #expect(total == union.count)
        #expect(union == pngs(in: whole))
        // --index-only lists the whole matrix, as the merged folder needs.
        let merged = directory.appendingPathComponent("shard1").path
        #expect(try livery(["render", style] + trees + ["-o", merged, "--scales", "1,2", "--index-only"]).status == 0)
        let index = try String(contentsOfFile: merged + "/index.html", encoding: .utf8)
        #expect(union.allSatisfy { index.contains("src=\"\($0)\"") })
    }

    @Test func badGalleryArgumentsAreUsageErrors() throws {
        let style = file("g.style.yaml", Self.galleryStylesheet)
        let trees = galleryTrees()
        let out = directory.appendingPathComponent("bad").path
        for arguments in [["--shard", "4/3"], ["--shard", "0/2"], ["--variants", "dim"], ["--content-sizes", "huge"], ["--sheet"]] {
            let run = try livery(["render", style] + trees + ["-o", out] + arguments)
            #expect(run.status == 64, "\(arguments)")
        }
        #expect(try livery(["render", style] + trees + ["-o", out, "--variants", "darkk"]).stderr.contains("did you mean 'dark'?"))
        let twin = directory.appendingPathComponent("other").path
        try FileManager.default.createDirectory(atPath: twin, withIntermediateDirectories: true)
        let clash = twin + "/Home.tree.yaml"
        _ = FileManager.default.createFile(atPath: clash, contents: Data("livery-tree: 1\nroot: { type: UIView }\n".utf8))
        #expect(try livery(["render", style, trees[0], clash, "-o", out]).status == 64)
    }
}
