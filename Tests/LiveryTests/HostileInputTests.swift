import Foundation
import Testing
@testable import Livery
@testable import LiveryCore

/// Hostile files end in a diagnostic, never a crash or a hang.
@Suite struct HostileInputTests {
    @Test func billionLaughsStopsAtTheAliasBudget() {
        var text = "livery: 1\nlol0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...9 {
            text += "lol\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let (table, diagnostics) = Fixture.compile(text)
        #expect(table == nil)
        #expect(diagnostics.summary == ["alias-budget@6:47"])
    }

    @Test func deeplyNestedBracketsStopAtTheDepthLimit() {
        let (table, diagnostics) = Fixture.compile("livery: 1\nrules: " + String(repeating: "[", count: 200_000))
        #expect(table == nil)
        #expect(diagnostics.summary == ["nesting-too-deep@2:135"])
    }

    @Test func controlBytesAreASyntaxError() {
        let fixture = Fixture()
        fixture.write(
            "test.style.yaml", Array("livery: 1\nrules:\n  - type: UIView\n    set: { alpha: 1".utf8) + [0x01, 0x02] + Array(" }\n".utf8))
        let diagnostics = StylesheetCompiler.compile(path: fixture.path("test.style.yaml")).diagnostics
        #expect(diagnostics.summary == ["yaml-syntax@4:20"])
    }

    @Test func hugeNumbersAreNotFinite() {
        let diagnostics = Fixture.compile(Fixture.rule("UIView", "alpha: 1e400", "layer.cornerRadius: 1e300 * 1e300")).diagnostics
        #expect(diagnostics.summary == ["number-not-finite@5:14", "number-not-finite@6:33"])
    }

    @Test func longExpressionsAndPathsHitTheirLimits() {
        let expression = String(repeating: "(1+", count: 400) + "1" + String(repeating: ")", count: 400)
        let path = "M0 0" + String(repeating: " L1 1", count: 10_001)
        let diagnostics = Fixture.compile(Fixture.rule("UIView", "alpha: \(expression)", "layer.shadowPath: { path: \"\(path)\" }"))
            .diagnostics
        #expect(diagnostics.map(\.code.rawValue) == ["expression-too-long", "bad-path-data"])
        #expect(diagnostics.last?.message == "path has more than 10000 commands")
    }

    @Test func tooManyRulesStopAtTheLimit() {
        var limits = StylesheetLimits.default
        limits.maxRules = 100
        let source = "livery: 1\nrules:\n" + String(repeating: "  - { type: UIView, set: { alpha: 1 } }\n", count: 150)
        let diagnostics = Fixture.compile(source, limits: limits).diagnostics
        #expect(diagnostics.summary.filter { !$0.hasPrefix("rule-never-wins") } == ["too-many-rules@103:5"])
    }

    @Test func longImportChainsStopAtTheDepthLimit() {
        var files: [String: String] = [:]
        for i in 0..<30 { files["F\(i).style.yaml"] = "livery: 1\nimports: [F\(i + 1).style.yaml]\n" }
        let diagnostics = Fixture.compile("livery: 1\nimports: [F0.style.yaml]\n", files: files).diagnostics
        #expect(diagnostics.map(\.code.rawValue) == ["import-limit"])
        #expect(diagnostics.first?.location.file.hasSuffix("F15.style.yaml") == true)
    }

    @Test func aFileThatIsNotAMappingIsReported() {
        #expect(Fixture.compile("- just\n- a list\n").diagnostics.summary == ["wrong-kind@1:1"])
        #expect(Fixture.compile("").diagnostics.summary == ["missing-version@1:1"])
    }

    @Test func invalidUTF8IsReportedWithItsPosition() {
        let fixture = Fixture()
        fixture.write("test.style.yaml", Array("livery: 1\ncolors: { a: ".utf8) + [0xC3, 0x28] + Array(" }\n".utf8))
        #expect(StylesheetCompiler.compile(path: fixture.path("test.style.yaml")).diagnostics.map(\.code.rawValue) == ["yaml-syntax"])
    }

    /// A FIFO would block the read forever and /dev/zero never ends: an
    /// import of either is refused at once, before anything is read (a
    /// device is not even a YAML file; a YAML-named FIFO is not a regular file).
    @Test func importsOfFIFOsAndDevicesAreRefused() throws {
        let fixture = Fixture()
        #expect(mkfifo(fixture.path("pipe.style.yaml"), 0o600) == 0)
        let diagnostics = fixture.compile("livery: 1\nimports: [pipe.style.yaml, /dev/zero]\n").diagnostics
        #expect(diagnostics.summary == ["missing-import@2:11", "bad-import@2:28"])
        #expect(
            diagnostics.map(\.message) == [
                "cannot read '\(fixture.path("pipe.style.yaml"))': not a regular file",
                "'/dev/zero' is not a YAML file; imports name stylesheets (.style.yaml) or token files (.tokens.json)",
            ])
    }

    /// The size is checked before reading: a sparse 4 GiB file costs nothing.
    @Test func oversizedFilesAreRefusedUnread() throws {
        let fixture = Fixture()
        fixture.write("big.style.yaml", [])
        fixture.write("big.tree.yaml", [])
        for name in ["big.style.yaml", "big.tree.yaml"] {
            let handle = try #require(FileHandle(forWritingAtPath: fixture.path(name)))
            try handle.truncate(atOffset: 4 << 30)
            try handle.close()
        }
        let stylesheet = StylesheetCompiler.compile(path: fixture.path("big.style.yaml")).diagnostics
        #expect(
            stylesheet.map(\.description) == [
                "\(fixture.path("big.style.yaml")):1:1: error: '\(fixture.path("big.style.yaml"))' is 4294967296 bytes; the limit is 4194304 [input-too-large]"
            ])
        var diagnostics: [Diagnostic] = []
        #expect(TreeLoader.load(contentsOf: fixture.path("big.tree.yaml"), registry: .builtIn, diagnostics: &diagnostics) == nil)
        #expect(diagnostics.map(\.message) == ["'\(fixture.path("big.tree.yaml"))' is 4294967296 bytes; the limit is 16777216"])
        #expect(diagnostics.map(\.code.rawValue) == ["input-too-large"])
    }

    @Test func treeDocumentsMustBeRegularFiles() {
        var diagnostics: [Diagnostic] = []
        #expect(TreeLoader.load(contentsOf: "/dev/zero", registry: .builtIn, diagnostics: &diagnostics) == nil)
        #expect(
            diagnostics.map(\.description) == [
                "/dev/zero:1:1: error: cannot read tree document '/dev/zero': not a regular file [file-not-found]"
            ])
    }
}
