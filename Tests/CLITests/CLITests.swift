import Foundation
import Testing

/// End-to-end: runs the built `livery` binary (`make test` builds it first).
@Suite struct CLITests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary beside the test bundle, else in the package's .build/debug.
    static let binary: String? = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("livery").path,
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(".build/debug/livery").path,
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    let directory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("livery-cli-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    func file(_ name: String, _ text: String) -> String {
        let path = directory.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    func livery(_ arguments: String...) throws -> Run {
        try livery(arguments)
    }

    func livery(_ arguments: [String]) throws -> Run {
        let binary = try #require(CLITests.binary, "build the livery product first (swift build)")
        return try run(binary, arguments)
    }

    /// Runs `livery` from a shell that first applies `limit` (e.g. `ulimit -f 1`).
    func livery(under limit: String, _ arguments: String...) throws -> Run {
        let binary = try #require(CLITests.binary, "build the livery product first (swift build)")
        // Process hands the child this thread's signal mask, and test threads
        // block most signals: unblock SIGXFSZ (and give it its default action)
        // while spawning, so `livery` meets it as it would from a shell.
        var fileSize = sigset_t()
        var previous = sigset_t()
        sigemptyset(&fileSize)
        sigaddset(&fileSize, SIGXFSZ)
        pthread_sigmask(SIG_UNBLOCK, &fileSize, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        signal(SIGXFSZ, SIG_DFL)
        return try run("/bin/sh", ["-c", limit + "; exec \"$0\" \"$@\"", binary] + arguments)
    }

    /// Runs `executable`, in `folder` when given, with `environment` over this process's.
    func run(_ executable: String, _ arguments: [String], in folder: String? = nil, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new } }
        // Files, not pipes, so a large output can never fill a pipe and block.
        let out = directory.appendingPathComponent("stdout-\(UUID().uuidString)")
        let err = directory.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8),
            stderr: try String(contentsOf: err, encoding: .utf8))
    }

    static let broken = """
        livery: 1
        rules:
          - type: UIView
            set:
              backgroundColor: systemBlu
        """

    @Test func lintPrintsTheDiagnosticWithACaretAndExits1() throws {
        let path = file("broken.style.yaml", CLITests.broken)
        let run = try livery("lint", path)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(
            run.stderr == """
                \(path):5:24: error: unknown color 'systemBlu' [unknown-color]
                      backgroundColor: systemBlu
                                       ^
                hint: did you mean 'systemBlue'?
                1 error, 0 warnings

                """)
    }

    @Test func strictTurnsAWarningIntoFailure() throws {
        let path = file("thin.style.yaml", "livery: 1\nrules:\n  - { type: UIView, set: { layer.borderWidth: 0.5 } }\n")
        let relaxed = try livery("lint", path)
        #expect(relaxed.status == 0)
        #expect(relaxed.stderr.hasPrefix("\(path):3:47: warning: border width 0.5 is 1.5 pixels at scale 3"))
        let strict = try livery("lint", "--strict", path)
        #expect(strict.status == 1)
        #expect(strict.stderr == relaxed.stderr)
    }

    @Test func cleanFilesPrintNothing() throws {
        let path = file("ok.style.yaml", "livery: 1\nrules:\n  - { type: UIView, set: { alpha: 0.5 } }\n")
        let run = try livery("lint", "--strict", path, path)
        #expect(run.status == 0)
        #expect(run.stdout == "")
        #expect(run.stderr == "")
    }

    @Test func lintJSONListsEveryDiagnostic() throws {
        let broken = file("broken.style.yaml", CLITests.broken)
        let thin = file("thin.style.yaml", "livery: 1\nrules:\n  - { type: UIView, set: { layer.borderWidth: 0.5 } }\n")
        let run = try livery("lint", "--format", "json", broken, thin)
        #expect(run.status == 1)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(list.count == 2)
        #expect(list[0]["file"] as? String == broken)
        #expect(list[0]["line"] as? Int == 5)
        #expect(list[0]["column"] as? Int == 24)
        #expect(list[0]["severity"] as? String == "error")
        #expect(list[0]["code"] as? String == "unknown-color")
        #expect(list[0]["message"] as? String == "unknown color 'systemBlu'")
        #expect(list[1]["severity"] as? String == "warning")
        #expect(list[1]["code"] as? String == "border-width-pixels")
    }

    @Test func tableJSONListsRecordsWithOrigins() throws {
        let path = file(
            "buttons.style.yaml",
            """
            livery: 1
            colors:
              ink: { light: black, dark: white }
            rules:
              - type: UIButton
                inside: [UITableViewCell]
                when: { userInterfaceStyle: dark }
                class: primary
                set:
                  titleColor: { normal: ink, selected+highlighted: "#FF000080" }
                  titleFont: { size: 15, weight: semibold }
                  contentEdgeInsets: 8
            """)
        let run = try livery("table", "--format", "json", path)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(root["files"] as? [String] == [path])
        let records = try #require(root["records"] as? [[String: Any]])
        #expect(records.map { $0["keyPath"] as? String } == ["titleColor", "titleColor", "titleFont", "contentEdgeInsets"])
        #expect(records.map { $0["axisKey"] as? String } == ["normal", "highlighted+selected", nil, nil])
        #expect(records.map { $0["origin"] as? String } == ["\(path):10:29", "\(path):10:56", "\(path):11:18", "\(path):12:26"])
        let selector = try #require(records[0]["selector"] as? [String: Any])
        #expect(selector["type"] as? String == "UIButton")
        #expect(selector["inside"] as? [String] == ["UITableViewCell"])
        #expect(selector["when"] as? [String: String] == ["userInterfaceStyle": "dark"])
        #expect(selector["class"] as? [String] == ["primary"])
        let dynamic = try #require(records[0]["value"] as? [String: String])
        #expect(dynamic["light"] == "#000000FF")
        #expect(dynamic["dark"] == "#FFFFFFFF")
        #expect(records[1]["value"] as? String == "#FF000080")
        let font = try #require(records[2]["value"] as? [String: Any])
        #expect(font["family"] as? String == "system")
        #expect(font["size"] as? Int == 15)
        #expect(font["weight"] as? String == "semibold")
        #expect(records[3]["value"] as? [Int] == [8, 8, 8, 8])
    }

    @Test func tableTextIsAnAlignedListing() throws {
        let path = file(
            "t.style.yaml", "livery: 1\nrules:\n  - { type: UILabel, class: title, set: { textColor: black, numberOfLines: 2 } }\n")
        let run = try livery("table", path)
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                SELECTOR       KEYPATH        AXIS  VALUE            ORIGIN
                UILabel.title  textColor      -     black #000000FF  \(path):3:54
                UILabel.title  numberOfLines  -     2                \(path):3:76

                """)
    }

    @Test func tableFailsOnErrors() throws {
        let run = try livery("table", file("broken.style.yaml", CLITests.broken))
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("[unknown-color]"))
    }

    @Test func missingFilesAndUsageErrors() throws {
        let missing = try livery("lint", directory.appendingPathComponent("nope.style.yaml").path)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("[file-not-found]"))
        let usage = try livery("lint")
        #expect(usage.status == 64)
        let format = try livery("table", "--format", "xml", "x.style.yaml")
        #expect(format.status == 64)
    }
}
