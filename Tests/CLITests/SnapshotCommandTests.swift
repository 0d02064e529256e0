import Foundation
import Testing

/// `livery snapshot` end to end on a copy of the bundled screens: record
/// then verify, one palette colour changed and exactly what it touches,
/// record modes, CI, pinned fonts, fingerprints, accept and reject, and
/// baselines that are not ones.
extension CLITests {
    /// The bundled screens, each with its own stylesheet.
    static let bundledScreens = ["Controls", "FeedCard", "Lists", "Reader", "Settings", "SignIn"]

    /// A copy of the repository's `Stylesheets` folder in this test's folder.
    func copyOfStylesheets() throws -> String {
        let copy = directory.appendingPathComponent("Stylesheets")
        try FileManager.default.copyItem(at: CLITests.repository.appendingPathComponent("Stylesheets"), to: copy)
        return directory.path
    }

    /// `livery snapshot ARGS` for one bundled screen, run in `folder`.
    func snapshot(
        _ command: String, _ screen: String, in folder: String, _ more: [String] = [], environment: [String: String] = [:]
    ) throws -> Run {
        let binary = try #require(CLITests.binary, "build the livery product first (swift build)")
        let files = ["Stylesheets/Screens/\(screen).style.yaml", "Stylesheets/Screens/\(screen).tree.yaml"]
        // The suite itself may run where CI is set (`.ci/run`); a test that means it sets it.
        let unsetCI = ["CI": ""].merging(environment) { _, given in given }
        return try run(binary, ["snapshot", command, "--quiet"] + files + more, in: folder, environment: unsetCI)
    }

    func contents(_ folder: String, _ file: String) -> String? {
        try? String(contentsOfFile: folder + "/" + file, encoding: .utf8)
    }

    @Test func recordThenVerifyPassesOnEveryBundledScreen() throws {
        let folder = try copyOfStylesheets()
        for screen in Self.bundledScreens {
            let record = try snapshot("record", screen, in: folder)
            #expect(record.status == 0, "\(screen): \(record.stderr)")
            #expect(record.stdout.contains("2 recorded"), "\(record.stdout)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/Snapshots").sorted()
        #expect(names == Self.bundledScreens.flatMap { ["\($0).dark@2x.snapshot", "\($0).light@2x.snapshot"] })
        for name in names {
            let size = try #require(try FileManager.default.attributesOfItem(atPath: folder + "/Snapshots/" + name)[.size] as? Int)
            #expect(size < 10_000, "\(name) is \(size) bytes")
        }
        for screen in Self.bundledScreens {
            let verify = try snapshot("verify", screen, in: folder)
            #expect(verify.status == 0, "\(screen): \(verify.stdout) \(verify.stderr)")
            #expect(verify.stdout.hasSuffix("2 screens: 2 match their baselines\n"), "\(verify.stdout)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/Snapshots").sorted() == names)
    }

    /// The properties `apply` gives each view of SignIn in light, by path.
    func appliedSignIn(in folder: String) throws -> [String: [String: String]] {
        let binary = try #require(CLITests.binary)
        let run = try run(
            binary,
            [
                "apply", "Stylesheets/Screens/SignIn.style.yaml", "Stylesheets/Screens/SignIn.tree.yaml", "--format", "json", "--trait",
                "userInterfaceStyle=light", "--quiet",
            ], in: folder)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        var views: [String: [String: String]] = [:]
        for view in try #require(json["views"] as? [[String: Any]]) {
            let properties = view["properties"] as? [String: Any] ?? [:]
            // As JSON with sorted keys: a font's object compares by its fields.
            views[view["path"] as? String ?? ""] = properties.mapValues { value in
                (try? JSONSerialization.data(withJSONObject: [value], options: .sortedKeys)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            }
        }
        return views
    }

    /// SignIn's palette colour `brand` changed in light: verify fails, names
    /// exactly the (view, property) pairs `apply` says changed, with the
    /// rule's file:line, leaves the dark screen passing, and proposes a
    /// pending baseline that `accept` approves.
    @Test func aPaletteColourChangeNamesExactlyTheViewsItTouches() throws {
        let folder = try copyOfStylesheets()
        #expect(try snapshot("record", "SignIn", in: folder).status == 0)
        let before = try appliedSignIn(in: folder)
        let style = folder + "/Stylesheets/Screens/SignIn.style.yaml"
        let text = try String(contentsOfFile: style, encoding: .utf8)
        try text.replacingOccurrences(of: "light: \"#0057D9\"", with: "light: \"#0060E0\"").write(
            toFile: style, atomically: true, encoding: .utf8)
        let after = try appliedSignIn(in: folder)
        var expected: [String] = []
        for (path, properties) in after.sorted(by: { $0.key < $1.key }) {
            for (key, value) in properties.sorted(by: { $0.key < $1.key }) where before[path]?[key] != value {
                expected.append("\(path) \(key)")
            }
        }
        #expect(!expected.isEmpty)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let ruleLine = try #require(lines.firstIndex { $0.contains("backgroundColor: brand") }) + 1

        let verify = try snapshot("verify", "SignIn", in: folder, ["-o", "report"])
        #expect(verify.status == 1, "\(verify.stderr)")
        let changeLines = verify.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }
        let named = changeLines.map { line -> String in
            let words = line.split(separator: " ")
            let view = words.starts(with: ["view", "at", "path"]) ? String(words[3].dropFirst().dropLast()) : String(words[0])
            let property = String((words.starts(with: ["view", "at", "path"]) ? words[4] : words[1]).dropLast())
            return "\(view) \(property)"
        }
        #expect(named.sorted() == expected.sorted(), "\(verify.stdout)")
        #expect(changeLines.allSatisfy { $0.contains("Stylesheets/Screens/SignIn.style.yaml:\(ruleLine))") }, "\(verify.stdout)")
        #expect(verify.stdout.contains("SignIn.light@2x"))
        #expect(!verify.stdout.contains("SignIn.dark@2x"))
        #expect(contents(folder, "Snapshots/SignIn.light@2x.snapshot.pending") != nil)
        #expect(contents(folder, "report/index.html")?.contains("#0060E0FF") == true)

        let old = contents(folder, "Snapshots/SignIn.light@2x.snapshot")
        let accept = try run(try #require(CLITests.binary), ["snapshot", "accept", "SignIn.light@2x"], in: folder)
        #expect(accept.status == 0, "\(accept.stderr)")
        #expect(contents(folder, "Snapshots/SignIn.light@2x.snapshot") != old)
        #expect(contents(folder, "Snapshots/SignIn.light@2x.snapshot.pending") == nil)
        #expect(try snapshot("verify", "SignIn", in: folder).status == 0)
    }

    @Test func recordModesWriteWhatTheySay() throws {
        let folder = try copyOfStylesheets()
        #expect(try snapshot("record", "Lists", in: folder, ["--variants", "light"]).status == 0)
        let light = contents(folder, "Snapshots/Lists.light@2x.snapshot")
        // missing: only the dark screen is new.
        let missing = try snapshot("record", "Lists", in: folder, ["--mode", "missing"])
        #expect(missing.status == 0, "\(missing.stderr)")
        #expect(missing.stdout.hasSuffix("2 screens: 1 recorded, 1 match their baselines\n"), "\(missing.stdout)")
        #expect(contents(folder, "Snapshots/Lists.dark@2x.snapshot") != nil)
        // never: a change is proposed, not approved.
        let style = folder + "/Stylesheets/Screens/Lists.style.yaml"
        let text = try String(contentsOfFile: style, encoding: .utf8)
        try (text + "\n  - type: UITableViewCell\n    set: { layer.borderWidth: 3 }\n").write(toFile: style, atomically: true, encoding: .utf8)
        let never = try snapshot("record", "Lists", in: folder, ["--mode", "never"])
        #expect(never.status == 1)
        #expect(contents(folder, "Snapshots/Lists.light@2x.snapshot") == light)
        #expect(contents(folder, "Snapshots/Lists.light@2x.snapshot.pending") != nil)
        // failed: the changed screens are written and what was pending goes.
        let failed = try snapshot("record", "Lists", in: folder, ["--mode", "failed"])
        #expect(failed.status == 0, "\(failed.stderr)")
        #expect(contents(folder, "Snapshots/Lists.light@2x.snapshot") != light)
        #expect(contents(folder, "Snapshots/Lists.light@2x.snapshot.pending") == nil)
        #expect(try snapshot("verify", "Lists", in: folder).status == 0)
    }

    @Test func recordingWhereCIIsSetIsRefusedUnlessForced() throws {
        let folder = try copyOfStylesheets()
        let refused = try snapshot("record", "Lists", in: folder, environment: ["CI": "true"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("CI is set") && refused.stderr.contains("--force"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Snapshots"))
        let forced = try snapshot("record", "Lists", in: folder, ["--force"], environment: ["CI": "true"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(contents(folder, "Snapshots/Lists.light@2x.snapshot") != nil)
        // Verifying is what CI does.
        #expect(try snapshot("verify", "Lists", in: folder, environment: ["CI": "true"]).status == 0)
    }

    /// A fontconfig that lists DejaVu's folder only changes what `render`
    /// draws (Inter is not found), and not one byte of a snapshot.
    @Test func aFontconfigListingOtherFontsRecordsTheSameBytes() throws {
        let folder = try copyOfStylesheets()
        let config = file(
            "fonts.conf",
            """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig>
              <dir>/usr/share/fonts/truetype/dejavu</dir>
              <dir>/usr/share/fonts/truetype/liberation</dir>
              <cachedir>\(directory.path)/fontconfig-cache</cachedir>
            </fontconfig>
            """)
        let other = ["FONTCONFIG_FILE": config]
        let binary = try #require(CLITests.binary)
        let files = ["Stylesheets/Screens/SignIn.style.yaml", "Stylesheets/Screens/SignIn.tree.yaml"]
        #expect(try run(binary, ["render", "--quiet"] + files + ["-o", "usual.png"], in: folder).status == 0)
        #expect(try run(binary, ["render", "--quiet"] + files + ["-o", "other.png"], in: folder, environment: other).status == 0)
        #expect(
            FileManager.default.contents(atPath: folder + "/usual.png") != FileManager.default.contents(atPath: folder + "/other.png"),
            "the fontconfig must matter to render for this test to mean anything")

        #expect(try snapshot("record", "SignIn", in: folder, ["--snapshots", "usual"]).status == 0)
        #expect(try snapshot("record", "SignIn", in: folder, ["--snapshots", "other"], environment: other).status == 0)
        for name in ["SignIn.light@2x.snapshot", "SignIn.dark@2x.snapshot"] {
            let usual = contents(folder, "usual/" + name)
            #expect(usual != nil)
            #expect(usual == contents(folder, "other/" + name))
        }
    }

    @Test func aMissingFontsFolderIsOneError() throws {
        let folder = try copyOfStylesheets()
        for (arguments, environment) in [(["--fonts", "no-fonts"], [:]), ([], ["LIVERY_FONTS": folder + "/no-fonts"])] {
            let run = try snapshot("record", "SignIn", in: folder, arguments, environment: environment)
            #expect(run.status == 2)
            #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
            #expect(run.stderr.hasPrefix("error: the snapshot fonts' folder") && run.stderr.contains("no-fonts"), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/Snapshots/SignIn.light@2x.snapshot"))
        }
        // A set missing one file names it.
        let partial = directory.appendingPathComponent("partial").path
        try FileManager.default.createDirectory(atPath: partial, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", toPath: partial + "/Inter-Regular.otf")
        let run = try snapshot("record", "SignIn", in: folder, ["--fonts", partial])
        #expect(run.status == 2)
        #expect(run.stderr.contains("lacks 17 of its 18 files") && run.stderr.contains("InterDisplay-Black.otf"), "\(run.stderr)")
    }

    /// Baselines drawn by another Livery: one error for all of them, not a failure per screen.
    @Test func anotherLiverysBaselinesAreOneError() throws {
        let folder = try copyOfStylesheets()
        #expect(try snapshot("record", "SignIn", in: folder).status == 0)
        for name in ["SignIn.light@2x.snapshot", "SignIn.dark@2x.snapshot"] {
            let path = folder + "/Snapshots/" + name
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try text.replacingOccurrences(of: "\nlivery: ", with: "\nlivery: 0.0.1-").write(toFile: path, atomically: true, encoding: .utf8)
        }
        let verify = try snapshot("verify", "SignIn", in: folder)
        #expect(verify.status == 2)
        #expect(verify.stdout.isEmpty)
        #expect(verify.stderr.split(separator: "\n").count == 1, "\(verify.stderr)")
        #expect(verify.stderr.contains("2 of 2 baselines") && verify.stderr.contains("Livery 0.0.1-"), "\(verify.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Snapshots/SignIn.light@2x.snapshot.pending"))
    }

    /// A baseline that is not one is a located `bad-baseline` error, never a crash.
    @Test(arguments: [
        ("", 1, "the first line must be"),
        ("livery-snapshot: 1\nscreen: x\n", 1, "the header has no"),
        ("livery-snapshot: 1\n\tfont\tx\t:1\n", 2, "a property line before any view line"),
        ("livery-snapshot: 1\nview\tonly two\n", 2, "a view line is"),
        ("livery-snapshot: 1\nscreen: a\nscreen: b\n", 3, "'screen' is given twice"),
        ("livery-snapshot: 1\n\u{7}\n", 2, "expected a view line or a property line"),
        ("\u{FF}\u{FE}", 1, "not UTF-8"),
    ])
    func aBaselineThatIsNotOneIsALocatedError(text: String, line: Int, message: String) throws {
        let folder = try copyOfStylesheets()
        try FileManager.default.createDirectory(atPath: folder + "/Snapshots", withIntermediateDirectories: true)
        let bytes = text == "\u{FF}\u{FE}" ? Data([0xFF, 0xFE]) : Data(text.utf8)
        FileManager.default.createFile(atPath: folder + "/Snapshots/Lists.light@2x.snapshot", contents: bytes)
        let verify = try snapshot("verify", "Lists", in: folder)
        #expect(verify.status == 2)
        #expect(verify.stderr.contains("Snapshots/Lists.light@2x.snapshot:\(line):"), "\(verify.stderr)")
        #expect(verify.stderr.contains(message) && verify.stderr.contains("[bad-baseline]"), "\(verify.stderr)")
    }

    @Test func aBaselineOverTheLimitIsRefusedUnread() throws {
        let folder = try copyOfStylesheets()
        try FileManager.default.createDirectory(atPath: folder + "/Snapshots", withIntermediateDirectories: true)
        FileManager.default.createFile(
            atPath: folder + "/Snapshots/Lists.light@2x.snapshot", contents: Data(repeating: 0x41, count: (1 << 20) + 1))
        let verify = try snapshot("verify", "Lists", in: folder)
        #expect(verify.status == 2)
        #expect(verify.stderr.contains("[bad-baseline]") && verify.stderr.contains("1048576"), "\(verify.stderr)")
    }

    @Test func rejectKeepsTheApprovedBaselineAndVerifyFailing() throws {
        let folder = try copyOfStylesheets()
        #expect(try snapshot("record", "Lists", in: folder, ["--variants", "light"]).status == 0)
        let missing = try snapshot("verify", "Lists", in: folder)
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("Lists.dark@2x (Stylesheets/Screens/Lists.tree.yaml): no baseline"), "\(missing.stdout)")
        let binary = try #require(CLITests.binary)
        #expect(try run(binary, ["snapshot", "reject", "Lists.dark@2x"], in: folder).status == 0)
        #expect(contents(folder, "Snapshots/Lists.dark@2x.snapshot.pending") == nil)
        #expect(contents(folder, "Snapshots/Lists.dark@2x.snapshot") == nil)
        let unknown = try run(binary, ["snapshot", "accept", "../Lists.dark@2x"], in: folder)
        #expect(unknown.status == 2 && unknown.stderr.contains("is not a screen's name"), "\(unknown.stderr)")
        #expect(try snapshot("verify", "Lists", in: folder).status == 1)
    }
}

extension CLITests {
    /// Two shards verify disjoint halves that together are the whole; their
    /// reports merge into one naming every screen that changed.
    @Test func shardsVerifyHalvesAndTheirReportsMerge() throws {
        let folder = try copyOfStylesheets()
        let variants = ["--variants", "light,dark,lightHighContrast,darkHighContrast"]
        #expect(try snapshot("record", "SignIn", in: folder, variants + ["--images"]).status == 0)
        let style = folder + "/Stylesheets/Screens/SignIn.style.yaml"
        let text = try String(contentsOfFile: style, encoding: .utf8)
        try text.replacingOccurrences(of: "backgroundColor: systemIndigo", with: "backgroundColor: systemTeal").write(
            toFile: style, atomically: true, encoding: .utf8)
        var shardScreens: [[String]] = []
        for shard in ["1/2", "2/2"] {
            let run = try snapshot("verify", "SignIn", in: folder, variants + ["--shard", shard, "-o", "report-" + shard.prefix(1)])
            #expect(run.status == 1, "\(run.stderr)")
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/report-\(shard.prefix(1))/snapshots.json")))
                    as? [String: Any])
            shardScreens.append(try #require(json["screens"] as? [[String: Any]]).compactMap { $0["screen"] as? String })
        }
        #expect(Set(shardScreens[0]).isDisjoint(with: shardScreens[1]))
        let all = ["light", "dark", "lightHighContrast", "darkHighContrast"].map { "SignIn.\($0)@2x" }
        #expect(Set(shardScreens.joined()) == Set(all))

        let binary = try #require(CLITests.binary)
        let merged = try run(binary, ["snapshot", "merge", "report-1", "report-2", "-o", "merged"], in: folder)
        #expect(merged.status == 1, "\(merged.stderr)")
        #expect(merged.stdout.contains("4 screens: 4 differ from their baselines or have none"), "\(merged.stdout)")
        let page = try #require(contents(folder, "merged/index.html"))
        for screen in all {
            #expect(page.contains("\(screen) · Stylesheets/Screens/SignIn.tree.yaml"))
            for kind in ["before", "after", "difference"] {
                #expect(FileManager.default.fileExists(atPath: folder + "/merged/\(screen).\(kind).png"), "\(screen) \(kind)")
            }
        }
    }

    /// A shard's `snapshots.json` that names a file outside its folder is refused, and nothing is copied.
    @Test func aMergedReportNamingAnotherFileIsRefused() throws {
        let report = directory.appendingPathComponent("shard").path
        try FileManager.default.createDirectory(atPath: report, withIntermediateDirectories: true)
        _ = file("secret.png", "secret")
        for (json, message) in [
            (#"{"screens": [{"screen": "A.light@2x", "tree": "t", "variant": "light", "scale": 2, "status": "changed", "changes": [], "after": "../secret.png"}]}"#, "is not an image of screen"),
            (#"{"screens": [{"screen": "../A", "tree": "t", "variant": "light", "scale": 2, "status": "changed", "changes": []}]}"#, "is not one"),
            ("[1, 2", "snapshots.json"),
        ] {
            _ = file("shard/snapshots.json", json)
            let run = try livery("snapshot", "merge", report, "-o", directory.appendingPathComponent("out").path)
            #expect(run.status == 2)
            #expect(run.stderr.contains(message), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/secret.png").path))
        }
    }
}
