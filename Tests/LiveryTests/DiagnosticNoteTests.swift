import Testing
@testable import Livery
@testable import LiveryCore
import LiveryYAML

/// Related places travel as notes, printed like swiftc's `note:` lines.
@Suite struct DiagnosticNoteTests {
    @Test func duplicateYAMLKeyNotesTheFirstKey() throws {
        let fixture = Fixture()
        let source = "livery: 1\nrules:\n  - type: UIView\n    set: { alpha: 1 }\n    set: { alpha: 0 }\n"
        let diagnostics = fixture.compile(source).diagnostics
        let duplicate = try #require(diagnostics.first { $0.code == .duplicateKey })
        #expect(duplicate.location.line == 5 && duplicate.location.column == 5)
        #expect(
            duplicate.notes == [
                Diagnostic.Note(
                    "first defined here",
                    at: SourceLocation(file: fixture.path("test.style.yaml"), line: 4, column: 5))
            ])
        var formatter = DiagnosticFormatter()
        formatter.addSource(source, for: fixture.path("test.style.yaml"))
        let text = formatter.format(duplicate)
        #expect(
            text.hasSuffix(
                """
                    ^
                \(fixture.path("test.style.yaml")):4:5: note: first defined here
                    set: { alpha: 1 }
                    ^
                """))
        #expect([duplicate].jsonText().contains("\"notes\": [\n      {\n        \"file\": \"\(fixture.path("test.style.yaml"))\""))
    }

    @Test func duplicatePropertyNotesTheFirstAssignment() throws {
        let (_, diagnostics) = Fixture.compile(Fixture.rule("UIView", "clipsToBounds: true", "layer.masksToBounds: false"))
        let duplicate = try #require(diagnostics.first)
        #expect(diagnostics.summary == ["duplicate-property@6:28"])
        #expect(duplicate.notes.map { "\($0.location.line):\($0.location.column) \($0.message)" } == ["5:22 first set here"])
    }
}
