import Foundation
import Testing

/// Scripts/install-deps.sh on macOS, run here with a stand-in `uname` that
/// says Darwin and a stand-in `brew` that records what it is asked for and
/// knows only the formulae and casks the test says are installed.
@Suite struct InstallDepsTests {
    let cli = CLITests()
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts/install-deps.sh").path

    /// Runs the script with `installed` already there; returns the run and the `brew` calls, a line each.
    func install(_ arguments: [String] = [], installed: [String] = [], brew: Bool = true) throws -> (CLITests.Run, [String]) {
        let bin = cli.directory.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let log = cli.directory.appendingPathComponent("brew-\(UUID().uuidString).log").path
        let stubs = [
            "uname": "#!/bin/sh\necho Darwin\n",
            "brew": """
                #!/bin/sh
                echo "$*" >> '\(log)'
                if [ "$1" = list ]; then
                    for name in \(installed.joined(separator: " ")); do [ "$3" = "$name" ] && exit 0; done
                    exit 1
                fi
                exit 0

                """,
        ]
        for (name, text) in stubs where brew || name != "brew" {
            let path = bin.appendingPathComponent(name).path
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o755])
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let run = try cli.run("/bin/bash", [Self.script] + arguments, environment: ["PATH": bin.path + ":" + path])
        let calls = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        return (run, calls)
    }

    @Test func aMacGetsTheLibrariesAsFormulaeAndTheFontsAsCasks() throws {
        let (run, calls) = try install()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(calls.filter { !$0.hasPrefix("list") } == [
            "install --quiet libyaml libpng pkg-config freetype harfbuzz fribidi fontconfig poppler",
            "install --quiet --cask font-inter font-dejavu font-noto-sans font-noto-color-emoji font-material-icons",
        ])
    }

    @Test func onlyWhatIsMissingIsInstalledAndChromiumIsACask() throws {
        let (run, calls) = try install(
            ["chromium"], installed: ["libyaml", "libpng", "pkg-config", "freetype", "fribidi", "fontconfig", "poppler", "font-inter", "font-dejavu"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(calls.filter { !$0.hasPrefix("list") } == [
            "install --quiet harfbuzz", "install --quiet --cask font-noto-sans font-noto-color-emoji font-material-icons chromium",
        ])
        let (done, again) = try install(
            installed: ["libyaml", "libpng", "pkg-config", "freetype", "harfbuzz", "fribidi", "fontconfig", "poppler", "font-inter", "font-dejavu",
                        "font-noto-sans", "font-noto-color-emoji", "font-material-icons"])
        #expect(done.status == 0 && !again.contains { !$0.hasPrefix("list") }, "nothing left to install")
    }

    @Test func checkNamesWhatIsMissingWithTheLineThatInstallsItAndInstallsNothing() throws {
        let (run, calls) = try install(["--check"], installed: ["libyaml", "libpng", "pkg-config", "freetype", "fribidi", "fontconfig", "poppler"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("missing: harfbuzz font-inter"))
        #expect(run.stderr.contains("  brew install harfbuzz\n"))
        #expect(run.stderr.contains("  brew install --cask font-inter font-dejavu font-noto-sans font-noto-color-emoji font-material-icons\n"))
        #expect(!calls.contains { !$0.hasPrefix("list") })
    }

    @Test func aMacWithoutHomebrewIsToldHowToGetIt() throws {
        let (run, calls) = try install(brew: false)
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: Livery needs Homebrew on macOS to install libyaml"))
        #expect(run.stderr.contains("raw.githubusercontent.com/Homebrew/install"))
        #expect(calls.isEmpty)
    }
}
