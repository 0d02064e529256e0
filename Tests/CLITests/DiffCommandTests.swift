import Foundation
import Testing

/// `livery diff` end to end: exactly the views and properties a change
/// touches, pixel counts and bounds, the JSON and the report folder, exit
/// statuses 0, 1 and 2, and `git:REV:path`.
extension CLITests {
    static let diffStylesheet = """
        livery: 1
        rules:
          - type: UIView
            set: { backgroundColor: white }
          - type: UIView
            class: badge
            set: { backgroundColor: systemBlue, layer.cornerRadius: 4 }
          - type: UILabel
            set: { textColor: label }
        """
    static let diffTree = """
        livery-tree: 1
        root:
          type: UIView
          frame: [0, 0, 100, 50]
          children:
            - { type: UIView, id: badge, classes: [badge], frame: [10, 10, 20, 10] }
            - { type: UIView, id: plain, frame: [50, 10, 20, 10] }
            - { type: UILabel, id: title, frame: [10, 30, 80, 15] }
        """

    func diffFiles(changing old: String? = nil, to new: String? = nil) -> (old: String, new: String, tree: String) {
        let before = file("old.style.yaml", Self.diffStylesheet)
        let after = file(
            "new.style.yaml", old.map { Self.diffStylesheet.replacingOccurrences(of: $0, with: new ?? $0) } ?? Self.diffStylesheet)
        return (before, after, file("screen.tree.yaml", Self.diffTree))
    }

    /// One colour changed: the badge's background, in both variants, and
    /// nothing else; the changed pixels are the badge's frame.
    @Test func aOneColourChangeReportsExactlyWhatItTouches() throws {
        let (old, new, tree) = diffFiles(changing: "systemBlue", to: "systemRed")
        let run = try livery("diff", old, new, tree, "--format", "json", "--scales", "1")
        #expect(run.status == 1, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let changes = try #require(json["changes"] as? [[String: Any]])
        #expect(
            changes.map { "\($0["variant"] ?? "") \($0["view"] ?? "") \($0["property"] ?? "")" } == [
                "light badge backgroundColor", "dark badge backgroundColor",
            ])
        #expect(changes[0]["old"] as? String == "#007AFFFF" && changes[0]["new"] as? String == "#FF3B30FF")
        #expect((changes[0]["origin"] as? String)?.hasSuffix("new.style.yaml:7:29") == true)
        let screens = try #require(json["screens"] as? [[String: Any]])
        #expect(screens.count == 2)
        for screen in screens {
            // The badge's 20 × 10 points, less its corners' outermost pixels (radius 4).
            #expect((180...200).contains(screen["changedPixels"] as? Int ?? 0))
            #expect(screen["bounds"] as? [Double] == [10, 10, 20, 10])
            #expect(screen["before"] is NSNull)
        }
    }

    /// A tree on a device is compared at the device's scale, unless --scales says.
    @Test func aTreeOnADeviceIsComparedAtItsScale() throws {
        let (old, new, _) = diffFiles(changing: "systemBlue", to: "systemRed")
        let tree = file("device.tree.yaml", Self.diffTree.replacingOccurrences(of: "livery-tree: 1\n", with: "livery-tree: 1\ndevice: \"iPhone 16 Pro\"\n"))
        let run = try livery("diff", old, new, tree, "--variants", "light", "--quiet")
        #expect(run.stdout.contains("device.tree.yaml light @3x:"), "\(run.stdout)")
        let two = try livery("diff", old, new, tree, "--variants", "light", "--scales", "2", "--quiet")
        #expect(two.stdout.contains("device.tree.yaml light @2x:"), "\(two.stdout)")
    }

    /// An inherited value's change is one line, on the view it comes from,
    /// naming the views that inherit it.
    @Test func inheritedChangesAreListedOnTheirSource() throws {
        let old = file("tint-old.style.yaml", "livery: 1\ncolors: { accent: \"#FF0000\" }\nrules:\n  - { type: UIWindow, set: { tintColor: accent } }\n")
        let new = file("tint-new.style.yaml", "livery: 1\ncolors: { accent: \"#00AA00\" }\nrules:\n  - { type: UIWindow, set: { tintColor: accent } }\n")
        let tree = file(
            "tint.tree.yaml",
            "livery-tree: 1\nroot:\n  type: UIWindow\n  frame: [0, 0, 100, 100]\n  children:\n"
                + "    - { type: UISwitch, id: toggle, frame: [0, 0, 51, 31] }\n    - { type: UISlider, frame: [0, 40, 100, 30] }\n")
        let run = try livery("diff", old, new, tree, "--variants", "light", "--quiet")
        #expect(run.stdout.contains("view at path '' tintColor: #FF0000FF → #00AA00FF  ("), "\(run.stdout)")
        #expect(run.stdout.contains("tint-new.style.yaml:4:41); inherited by 2 views: 'toggle', '1'\n"), "\(run.stdout)")
        #expect(!run.stdout.contains("inherited from view"))
        let json = try livery("diff", old, new, tree, "--variants", "light", "--quiet", "--format", "json")
        #expect(json.stdout.components(separatedBy: "\"property\": \"tintColor\"").count - 1 == 3, "JSON keeps every view's change")
    }

    /// A palette entry's change is the line the report points at: the
    /// changes it causes are listed under it, and one rule's change on
    /// several views is one line naming them.
    @Test func aPaletteChangeIsListedAtItsLineWithWhatItChanges() throws {
        let sheet = """
            livery: 1
            colors:
              brand: "#1E6FD9"
              ink: "#222222"
            rules:
              - { type: UIView, set: { tintColor: brand } }
              - { type: UIButton, set: { backgroundColor: brand } }
              - { type: UILabel, set: { textColor: ink } }
            """
        let old = file("palette-old.style.yaml", sheet)
        let new = file("palette-new.style.yaml", sheet.replacingOccurrences(of: "#1E6FD9", with: "#D91E6F"))
        let tree = file(
            "palette.tree.yaml",
            "livery-tree: 1\nroot:\n  type: UIView\n  id: screen\n  frame: [0, 0, 300, 200]\n  children:\n"
                + "    - { type: UILabel, id: title, frame: [16, 16, 200, 22], set: { text: Hello } }\n"
                + "    - { type: UIButton, id: buy, frame: [16, 60, 120, 44], set: { title: Buy } }\n")
        let run = try livery("diff", old, new, tree, "--variants", "light", "--quiet")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 5, "\(run.stdout)")
        #expect(lines[1].hasPrefix("  colors.brand: \"#1E6FD9\" → \"#D91E6F\"") || lines[1].hasPrefix("  colors.brand: #1E6FD9 → #D91E6F"), "\(run.stdout)")
        #expect(lines[1].hasSuffix("palette-new.style.yaml:3:10)"), "points at the palette line: \(lines[1])")
        #expect(lines[2].hasPrefix("    screen, title, buy tintColor: #1E6FD9FF → #D91E6FFF  ("), "\(run.stdout)")
        #expect(lines[3].hasPrefix("    buy backgroundColor: "), "\(run.stdout)")
        let json = try livery("diff", old, new, tree, "--variants", "light", "--quiet", "--format", "json")
        #expect(json.stdout.components(separatedBy: "\"cause\": \"colors.brand").count - 1 == 4, "every change names its cause")
    }

    /// An imported palette's entry, reached through an alias of the
    /// stylesheet's own (`accent: brand`), is the line a change points at;
    /// a name the stylesheet shadows is its own.
    @Test func aChangeIsTracedThroughImportsAndAliasesToItsPaletteLine() throws {
        for side in ["trace-old", "trace-new"] {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent(side), withIntermediateDirectories: true)
        }
        let palette = "livery: 1\ncolors:\n  brand: \"#1E6FD9\"\n  ink: \"#111111\"\n"
        _ = file("trace-old/Palette.style.yaml", palette)
        _ = file("trace-new/Palette.style.yaml", palette.replacingOccurrences(of: "#1E6FD9", with: "#00AA00").replacingOccurrences(of: "#111111", with: "#222222"))
        let app = """
            livery: 1
            imports: [Palette.style.yaml]
            colors:
              accent: brand
              ink: "#333333"
            rules:
              - { type: UIView, set: { tintColor: accent } }
              - { type: UILabel, set: { textColor: ink } }
            """
        let old = file("trace-old/App.style.yaml", app)
        let new = file("trace-new/App.style.yaml", app)
        let tree = file("trace.tree.yaml", "livery-tree: 1\nroot:\n  type: UIView\n  id: screen\n  frame: [0, 0, 100, 40]\n  children:\n    - { type: UILabel, id: title, frame: [0, 0, 100, 20], set: { text: Hi } }\n")
        let run = try livery("diff", old, new, tree, "--variants", "light", "--quiet")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("  colors.brand: \"#1E6FD9\" → \"#00AA00\"") || $0.hasPrefix("  colors.brand: #1E6FD9 → #00AA00") && $0.hasSuffix("trace-new/Palette.style.yaml:3:10)") }, "\(run.stdout)")
        #expect(!run.stdout.contains("colors.ink"), "the stylesheet's own ink shadows the palette's, which changed: \(run.stdout)")
    }

    @Test func identicalInputsExit0() throws {
        let (old, new, tree) = diffFiles()
        let run = try livery("diff", old, new, tree)
        #expect(run.status == 0)
        #expect(run.stdout == "no changes in 2 screens\n")
    }

    /// A change that moves no pixel past the threshold still counts when a
    /// property changed; a threshold forgives pixels only.
    @Test func theThresholdForgivesPixelsOnly() throws {
        let (old, new, tree) = diffFiles(changing: "systemBlue", to: "systemRed")
        #expect(try livery("diff", old, new, tree, "--threshold", "100000").status == 1)
    }

    @Test func aBrokenSideExits2WithDiagnostics() throws {
        let (old, new, tree) = diffFiles(changing: "systemBlue", to: "systemBlu")
        let run = try livery("diff", old, new, tree)
        #expect(run.status == 2)
        #expect(run.stderr.contains("new.style.yaml:7:29: error: unknown color 'systemBlu' [unknown-color]"))
        #expect(run.stdout.isEmpty)
    }

    @Test func theReportFolderHoldsThePNGsAndAPageThatNamesThem() throws {
        let (old, new, tree) = diffFiles(changing: "layer.cornerRadius: 4", to: "layer.cornerRadius: 5")
        let report = directory.appendingPathComponent("report").path
        let run = try livery("diff", old, new, tree, "-o", report, "--variants", "dark")
        #expect(run.status == 1)
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: report))
        #expect(files == ["index.html", "screen.dark@2x.before.png", "screen.dark@2x.after.png", "screen.dark@2x.difference.png"])
        let page = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        #expect(page.contains("src=\"screen.dark@2x.difference.png\""))
        #expect(page.contains("<td>badge</td><td>layer.cornerRadius</td><td>4</td><td>5</td>"))
        #expect(page.contains("type=\"range\""))
        #expect(!page.contains("http://") && !page.contains("https://"))
    }

    /// `git:REV:path` reads the stylesheet, and what it imports, at a revision.
    @Test func aGitRevisionIsOneSide() throws {
        let repo = directory.appendingPathComponent("repo").path
        try FileManager.default.createDirectory(atPath: repo + "/styles", withIntermediateDirectories: true)
        let palette = "livery: 1\ncolors: { brand: systemBlue }\n"
        let sheet =
            "livery: 1\nimports: [Palette.style.yaml]\nrules:\n  - type: UIView\n    class: badge\n    set: { backgroundColor: brand }\n"
            + "  - type: UIView\n    set: { layer.contents: Badge.png }\n"
        _ = FileManager.default.createFile(atPath: repo + "/styles/Palette.style.yaml", contents: Data(palette.utf8))
        _ = FileManager.default.createFile(atPath: repo + "/styles/App.style.yaml", contents: Data(sheet.utf8))
        _ = FileManager.default.createFile(atPath: repo + "/screen.tree.yaml", contents: Data(Self.diffTree.utf8))
        // An image the stylesheet names: read from the revision's copy on one side, the working copy on the other.
        let style = file("plain.style.yaml", "livery: 1\n")
        #expect(try livery("render", style, file("t.tree.yaml", Self.diffTree), "-o", repo + "/styles/Badge.png").status == 0)
        for arguments in [
            ["init", "-q"], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "styles"],
        ] {
            #expect(try run("/usr/bin/env", ["git"] + arguments, in: repo).status == 0)
        }
        // Only the imported palette changes in the working copy.
        _ = FileManager.default.createFile(
            atPath: repo + "/styles/Palette.style.yaml",
            contents: Data(palette.replacingOccurrences(of: "systemBlue", with: "systemGreen").utf8))
        let binary = try #require(CLITests.binary)
        let diff = try run(binary, ["diff", "git:HEAD:styles/App.style.yaml", "styles/App.style.yaml", "screen.tree.yaml"], in: repo)
        #expect(diff.status == 1, "\(diff.stderr)")
        #expect(diff.stdout.contains("badge backgroundColor: #007AFFFF → #34C759FF"))
        let same = try run(
            binary, ["diff", "git:HEAD:styles/App.style.yaml", "git:HEAD:styles/App.style.yaml", "screen.tree.yaml"], in: repo)
        #expect(same.status == 0)
        let missing = try run(binary, ["diff", "git:HEAD:styles/Nope.style.yaml", "styles/App.style.yaml", "screen.tree.yaml"], in: repo)
        #expect(missing.status == 2 && missing.stderr.contains("is not in revision 'HEAD'"))
        // The same image, named the same, is no change, though one side reads it from the revision's copy.
        _ = FileManager.default.createFile(atPath: repo + "/styles/Palette.style.yaml", contents: Data(palette.utf8))
        let unchanged = try run(binary, ["diff", "git:HEAD:styles/App.style.yaml", "styles/App.style.yaml", "screen.tree.yaml"], in: repo)
        #expect(unchanged.status == 0, "\(unchanged.stdout)")
    }
}
