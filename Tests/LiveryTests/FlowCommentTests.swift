import Testing
@testable import Livery
@testable import LiveryCore

/// An unquoted `#` inside a flow mapping starts a comment, which hides the
/// rest of the line: reported at the `#` with the fix, not as libyaml's
/// "did not find expected ','" lines later.
@Suite struct FlowCommentTests {
    @Test func oneLineFlowMapping() {
        let (_, diagnostics) = Fixture.compile(
            Fixture.rule(
                "UIView",
                "backgroundColor: { light: #111, dark: #EEE }", "alpha: 1"))
        #expect(diagnostics.summary == ["yaml-syntax@5:33"])
        #expect(diagnostics.first?.hint == "quote it: \"#111\"")
        #expect(diagnostics.first?.message.contains("unquoted '#' starts a comment") == true)
    }

    @Test func flowMappingOverSeveralLines() {
        let (_, diagnostics) = Fixture.compile(
            Fixture.rule(
                "UIView",
                "backgroundColor: {", "  light: \"#111111\",", "  dark: #EEE }", "alpha: 1"))
        #expect(diagnostics.summary == ["yaml-syntax@7:15"])
        #expect(diagnostics.first?.hint == "quote it: \"#EEE\"")
    }

    @Test func flowMappingThatReachesTheEndOfTheFile() {
        let (_, diagnostics) = Fixture.compile("livery: 1\nrules:\n  - { type: UIView, set: { backgroundColor: #111 } }\n")
        #expect(diagnostics.summary == ["yaml-syntax@3:45"])
    }

    /// libyaml counts its marks in characters: text beyond ASCII before the
    /// mapping must not move where the scan for the `#` starts.
    @Test func afterTextBeyondASCII() {
        let title = String(repeating: "\u{E9}", count: 20)
        let (_, diagnostics) = Fixture.compile(
            "livery: 1\ntitle: \"\(title)\"\ncolors:\n  brand: { light: #111111, dark: #EEEEEE }\n"
                + "rules:\n  - type: UIView\n    set: { backgroundColor: brand }\n")
        #expect(diagnostics.first { $0.code == .yamlSyntax }.map { "\($0.location.line):\($0.location.column)" } == "4:19")
        #expect(diagnostics.first?.hint == "quote it: \"#111111\"")
    }

    /// Comments outside flow collections, and `#` inside quotes, are not blamed.
    @Test func otherSyntaxErrorsKeepLibyamlsMessage() {
        let (_, diagnostics) = Fixture.compile("livery: 1\n# a comment { here\nrules:\n  - { type: UIView, set: { title: \"#1 # x\" }\n")
        #expect(diagnostics.summary == ["yaml-syntax@5:1"])
        #expect(diagnostics.first?.message.hasPrefix("while parsing a flow mapping") == true)
    }
}
