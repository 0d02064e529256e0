import Testing
@testable import Livery
@testable import LiveryCore

/// What a command prints for diagnostics is bounded whatever the input: a
/// window of a long line, and a count for diagnostics past the first 200.
@Suite struct DiagnosticOutputBoundTests {
    static let file = "long.style.yaml"

    @Test func aLongLineIsShownAsAWindowAroundTheCaret() {
        let line = String(repeating: "a", count: 70_000) + "X" + String(repeating: "b", count: 70_000)
        var formatter = DiagnosticFormatter()
        formatter.addSource("livery: 1\n" + line + "\n", for: Self.file)
        let text = formatter.format(Diagnostic(.unknownKey, "unknown key", at: SourceLocation(file: Self.file, line: 2, column: 70_001)))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 3)
        #expect(lines[1].count == DiagnosticFormatter.excerptWidth + 2 && lines[1].hasPrefix("…") && lines[1].hasSuffix("…"))
        // The caret still points at the X.
        let caret = lines[2].count - 1
        #expect(Array(lines[1])[caret] == "X")
        #expect(text.utf8.count < 1_000)
    }

    @Test func theStartAndEndOfALongLineAreCutOnOneSideOnly() {
        let line = "X" + String(repeating: "a", count: 1_000) + "Y"
        var formatter = DiagnosticFormatter()
        formatter.addSource(line, for: Self.file)
        let start = formatter.format(Diagnostic(.unknownKey, "m", at: SourceLocation(file: Self.file, line: 1, column: 1)))
            .split(separator: "\n").map(String.init)
        #expect(start[1].hasPrefix("Xa") && start[1].hasSuffix("…") && start[2] == "^")
        let end = formatter.format(Diagnostic(.unknownKey, "m", at: SourceLocation(file: Self.file, line: 1, column: 1_002)))
            .split(separator: "\n").map(String.init)
        #expect(end[1].hasPrefix("…") && end[1].hasSuffix("aY") && Array(end[1])[end[2].count - 1] == "Y")
    }

    @Test func pastTwoHundredDiagnosticsOnlyACountIsPrinted() {
        var formatter = DiagnosticFormatter()
        formatter.addSource("livery: 1\n", for: Self.file)
        let diagnostics = (0..<1_000).map { i in
            Diagnostic(i % 2 == 0 ? .unknownKey : .lowContrast, "problem \(i)", at: SourceLocation(file: Self.file, line: 1, column: 1))
        }
        let text = formatter.report(diagnostics)
        // Errors come first when some must be left out: all but the warnings are shown.
        #expect(text.contains("problem 398") && !text.contains("problem 1 [") && !text.contains("problem 400"))
        #expect(text.contains("… and 800 more"))
        #expect(text.hasSuffix("500 errors, 500 warnings"))
        let few = formatter.report(Array(diagnostics.prefix(4)))
        #expect(few.contains("problem 1 [") && few.hasSuffix("2 errors, 2 warnings"))
    }
}
