import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `livery diff` with `git:REV:path` sides: the temporary copy is removed on
/// every way out (errors and signals included), only what the stylesheet
/// and trees read is copied, and the copy is held to a byte budget.
extension CLITests {
    static let gitStylesheet = """
        livery: 1
        imports: [Palette.style.yaml]
        rules:
          - type: UIView
            class: badge
            set: { backgroundColor: brand }
          - type: UIView
            set: { layer.contents: Badge.png }
        """

    /// A repository in a fresh folder: `files` (path → contents) committed,
    /// and a temporary directory of its own for the runs to use as TMPDIR.
    func gitRepository(_ files: [String: Data]) throws -> (repo: String, tmp: String) {
        let repo = directory.appendingPathComponent("repo-\(UUID().uuidString)").path
        let tmp = directory.appendingPathComponent("tmp-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
        for (path, contents) in files {
            let url = URL(fileURLWithPath: repo + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url)
        }
        for arguments in [
            ["init", "-q"], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "files"],
        ] {
            #expect(try run("/usr/bin/env", ["git"] + arguments, in: repo).status == 0)
        }
        return (repo, tmp)
    }

    /// The standard repository: a stylesheet importing a palette and naming
    /// a small image, a tree, and `extra` files beside them.
    func standardRepository(
        stylesheet: String = CLITests.gitStylesheet, extra: [String: Data] = [:]
    ) throws -> (
        repo: String, tmp: String
    ) {
        var files: [String: Data] = [
            "styles/App.style.yaml": Data(stylesheet.utf8),
            "styles/Palette.style.yaml": Data("livery: 1\ncolors: { brand: systemBlue }\n".utf8),
            "screen.tree.yaml": Data(Self.diffTree.utf8),
        ]
        let image = directory.appendingPathComponent("Badge-\(UUID().uuidString).png").path
        let style = file("plain.style.yaml", "livery: 1\n")
        #expect(try livery("render", style, file("t.tree.yaml", Self.diffTree), "-o", image).status == 0)
        files["styles/Badge.png"] = try Data(contentsOf: URL(fileURLWithPath: image))
        files.merge(extra) { _, new in new }
        return try gitRepository(files)
    }

    /// Runs `livery` in `folder` with TMPDIR set to `tmp` (and more of the environment).
    func livery(_ arguments: [String], in folder: String, tmp: String, environment: [String: String] = [:]) throws -> Run {
        let binary = try #require(CLITests.binary, "build the livery product first (swift build)")
        return try run(binary, arguments, in: folder, environment: environment.merging(["TMPDIR": tmp]) { given, _ in given })
    }

    /// The `livery-git-*` folders left in a temporary directory.
    func leftovers(_ tmp: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: tmp)) ?? []).filter { $0.hasPrefix("livery-git-") }
    }

    /// Every way a `git:` diff fails, and success, leaves no temporary folder behind.
    @Test func aGitDiffLeavesNoTemporaryFolderWhateverItsOutcome() throws {
        let broken = Self.gitStylesheet.replacingOccurrences(of: "brand", with: "brnad")
        let (repo, tmp) = try standardRepository(extra: ["styles/Broken.style.yaml": Data(broken.utf8)])
        let wide = file("wide.tree.yaml", "livery-tree: 1\nroot: { type: UIView, frame: [0, 0, 20000, 10] }\n")
        let app = "git:HEAD:styles/App.style.yaml"
        let cases: [(arguments: [String], status: Int32, message: String)] = [
            (["git:HEAD:styles/Nope.style.yaml", "styles/App.style.yaml", "screen.tree.yaml"], 2, "is not in revision 'HEAD'"),
            (
                ["git:nosuchrevision:styles/App.style.yaml", "styles/App.style.yaml", "screen.tree.yaml"], 2,
                "unknown revision 'nosuchrevision'"
            ),
            (["git:HEAD:styles/Broken.style.yaml", "styles/App.style.yaml", "screen.tree.yaml"], 2, "error: unknown color 'brnad'"),
            ([app, "styles/App.style.yaml", "git:HEAD:missing.tree.yaml"], 2, "is not in revision 'HEAD'"),
            ([app, "styles/App.style.yaml", wide], 2, "exceeds the limit"),
            ([app, "styles/App.style.yaml", "screen.tree.yaml"], 0, ""),
        ]
        for (arguments, status, message) in cases {
            let run = try livery(["diff"] + arguments, in: repo, tmp: tmp)
            #expect(run.status == status, "\(arguments): \(run.stderr)")
            #expect(message.isEmpty || run.stderr.contains(message), "\(arguments): \(run.stderr)")
            #expect(leftovers(tmp).isEmpty, "\(arguments) left \(leftovers(tmp))")
        }
    }

    /// A revision holding a large image no stylesheet names: it is never
    /// copied (under a 1 MiB budget the diff still runs, and the image it
    /// names is read).
    @Test func aLargeUnusedImageIsNotCopied() throws {
        let (repo, tmp) = try standardRepository(extra: ["styles/Unused.png": Data(count: 4 << 20)])
        let run = try livery(
            ["diff", "git:HEAD:styles/App.style.yaml", "styles/App.style.yaml", "screen.tree.yaml", "--git-max-bytes", "1048576"],
            in: repo, tmp: tmp)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(leftovers(tmp).isEmpty)
    }

    /// A needed file past the budget stops the diff before it is copied,
    /// with an error naming the file and the limit.
    @Test func theBudgetRefusesAnOversizedNeededFile() throws {
        let stylesheet = Self.gitStylesheet + "\n  - type: UILabel\n    set: { layer.contents: Big.png }\n"
        let (repo, tmp) = try standardRepository(stylesheet: stylesheet, extra: ["styles/Big.png": Data(count: 2 << 20)])
        let run = try livery(
            ["diff", "git:HEAD:styles/App.style.yaml", "styles/App.style.yaml", "screen.tree.yaml", "--git-max-bytes", "1048576"],
            in: repo, tmp: tmp)
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: git:HEAD:styles/App.style.yaml: 'styles/Big.png' is 2097152 bytes"), "\(run.stderr)")
        #expect(run.stderr.contains("the limit is 1048576 (--git-max-bytes)"), "\(run.stderr)")
        #expect(leftovers(tmp).isEmpty)
    }

    /// Trees may come from a revision too, with the images they name; a
    /// revision written like an option is only ever a request to git.
    @Test func aTreeMayComeFromARevisionAndARevisionIsNeverAnOption() throws {
        let (repo, tmp) = try standardRepository()
        let same = try livery(
            ["diff", "git:HEAD:styles/App.style.yaml", "styles/App.style.yaml", "git:HEAD:screen.tree.yaml"], in: repo, tmp: tmp)
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stdout == "no changes in 2 screens\n")
        // Its report images are named without the colons, which a page's relative links would read as a scheme.
        let red = file("red.style.yaml", "livery: 1\nrules:\n  - type: UIView\n    set: { backgroundColor: systemRed }\n")
        let report = directory.appendingPathComponent("git-tree-report").path
        let changed = try livery(
            ["diff", "styles/App.style.yaml", red, "git:HEAD:screen.tree.yaml", "--variants", "light", "-o", report], in: repo, tmp: tmp)
        #expect(changed.status == 1, "\(changed.stderr)")
        let images = try FileManager.default.contentsOfDirectory(atPath: report).filter { $0.hasSuffix(".png") }.sorted()
        #expect(
            images == [
                "git-HEAD-screen.light@2x.after.png", "git-HEAD-screen.light@2x.before.png", "git-HEAD-screen.light@2x.difference.png",
            ])
        let option = try livery(
            ["diff", "git:--output=written:styles/App.style.yaml", "styles/App.style.yaml", "screen.tree.yaml"], in: repo, tmp: tmp)
        #expect(option.status == 2 && option.stderr.contains("unknown revision '--output=written'"), "\(option.stderr)")
        #expect(!FileManager.default.fileExists(atPath: repo + "/written"))
        #expect(leftovers(tmp).isEmpty)
    }

    /// SIGTERM while a diff reads a revision: the folder goes, and the
    /// status is 128 + 15, as a shell reports it. Git is made slow by a
    /// wrapper first on PATH, so the signal lands while the folder exists:
    /// slow enough that a test thread starved on a loaded machine still
    /// signals before the diff could finish.
    @Test func aSignalRemovesTheTemporaryFolder() throws {
        let (repo, tmp) = try standardRepository()
        let which = try run("/bin/sh", ["-c", "command -v git"])
        let git = which.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try #require(!git.isEmpty)
        let wrappers = directory.appendingPathComponent("slow-git").path
        try FileManager.default.createDirectory(atPath: wrappers, withIntermediateDirectories: true)
        let script = "#!/bin/sh\ncase \" $* \" in *\" cat-file \"*) sleep 60 ;; esac\nexec '\(git)' \"$@\"\n"
        try Data(script.utf8).write(to: URL(fileURLWithPath: wrappers + "/git"))
        chmod(wrappers + "/git", 0o755)

        let binary = try #require(CLITests.binary)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["diff", "git:HEAD:styles/App.style.yaml", "styles/App.style.yaml", "screen.tree.yaml"]
        process.currentDirectoryURL = URL(fileURLWithPath: repo)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": tmp, "PATH": wrappers + ":" + path]) { _, new in
            new
        }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        // The child inherits this thread's signal mask, and test threads
        // block most signals: unblock SIGTERM while spawning.
        var terminate = sigset_t()
        var previous = sigset_t()
        sigemptyset(&terminate)
        sigaddset(&terminate, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &terminate, &previous)
        try process.run()
        pthread_sigmask(SIG_SETMASK, &previous, nil)

        // Waits for the folder to appear; the bound only turns a diff that never makes it into a failure.
        let deadline = Date().addingTimeInterval(60)
        while leftovers(tmp).isEmpty && process.isRunning && Date() < deadline { usleep(5_000) }
        #expect(!leftovers(tmp).isEmpty, "the diff never made its folder")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + SIGTERM)
        #expect(leftovers(tmp).isEmpty, "left \(leftovers(tmp))")
    }
}
