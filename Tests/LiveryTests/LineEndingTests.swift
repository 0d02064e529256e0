import Testing
@testable import Livery
@testable import LiveryCore
import LiveryYAML

/// The source line and caret are found whatever the file's line endings.
@Suite struct LineEndingTests {
    @Test(arguments: ["\r\n", "\r", "\n"])
    func excerptsFollowTheLineEnding(_ ending: String) throws {
        let source = ["livery: 1", "rules:", "  - type: UIView", "    set:", "      alpha: 2", ""].joined(separator: ending)
        let fixture = Fixture()
        let diagnostics = fixture.compile(source).diagnostics
        #expect(diagnostics.summary == ["out-of-range@5:14"])
        var formatter = DiagnosticFormatter()
        formatter.addSource(source, for: fixture.path("test.style.yaml"))
        let text = try formatter.format(#require(diagnostics.first))
        #expect(text.hasSuffix("\n      alpha: 2\n             ^"))
    }

    /// YAML counts NEL (U+0085) inside a quoted scalar as a line break: so does the excerpt.
    @Test func nextLineInsideAScalarCountsAsALine() throws {
        let source = "livery: 1\nrules:\n  - type: UIButton\n    set: { title: \"a\u{85}b\" }\n  - type: UIView\n    set:\n      alpha: 2\n"
        let fixture = Fixture()
        let diagnostics = fixture.compile(source).diagnostics
        let range = try #require(diagnostics.first { $0.code == .outOfRange })
        var formatter = DiagnosticFormatter()
        formatter.addSource(source, for: fixture.path("test.style.yaml"))
        #expect(formatter.format(range).hasSuffix("\n      alpha: 2\n             ^"))
    }
}
