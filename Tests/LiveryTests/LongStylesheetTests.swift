import Testing
@testable import Livery

/// Long rule lists are compiled in two halves on two threads
/// (`RuleCompiler.parallelThreshold`); the table and the diagnostics must be
/// exactly the sequential ones.
@Suite struct LongStylesheetTests {
    /// `count` rules, three lines each after the header, one style class per rule
    /// so no two share a selector; `body(i)` is rule i's `set:` mapping.
    private static func stylesheet(_ count: Int, body: (Int) -> String) -> String {
        "livery: 1\nrules:\n" + (0..<count).map { "  - type: UILabel\n    class: c\($0)\n    set: \(body($0))\n" }.joined()
    }

    @Test func rulesKeepTheirIndicesAndOriginsAcrossTheSplit() throws {
        let count = RuleCompiler.parallelThreshold + 88
        let (table, diagnostics) = Fixture.compile(Self.stylesheet(count) { "{ alpha: \($0 % 10) / 10, layer.cornerRadius: \($0) }" })
        #expect(diagnostics.isEmpty)
        let t = try #require(table)
        #expect(t.rules.map(\.index) == Array(0..<count))
        let ruleLines: [Int] = (0..<count).map { 3 + 3 * $0 }
        #expect(t.rules.map(\.origin.line) == ruleLines)
        #expect(t.rules.map(\.selector.classes) == (0..<count).map { ["c\($0)"] })
        let ruleOfEach: [Int] = (0..<count).flatMap { [$0, $0] }
        #expect(t.invocations.map(\.rule) == ruleOfEach)
        let values: [Value] = (0..<count).flatMap { i -> [Value] in [.number(Double(i % 10) / 10), .number(Double(i))] }
        #expect(t.invocations.map(\.value) == values)
        let valueLines: [Int] = ruleOfEach.map { 5 + 3 * $0 }
        #expect(t.invocations.map(\.origin.line) == valueLines)
    }

    @Test func aTypoInTheSecondHalfIsReportedInPlace() {
        let count = RuleCompiler.parallelThreshold + 88
        let bad = count - 10
        let (table, diagnostics) = Fixture.compile(Self.stylesheet(count) { $0 == bad ? "{ alpa: 1 }" : "{ alpha: 1 }" })
        #expect(table == nil)
        #expect(diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
            == ["\(5 + 3 * bad):12 unknown property 'alpa' for UILabel"])
        #expect(diagnostics.first?.hint == "did you mean 'alpha'?")
    }

    /// Each file offers 200 "did you mean" hints: typos in the first half use
    /// them up, so none are left for the second half's.
    @Test func theSuggestionBudgetCarriesOverToTheSecondHalf() {
        let count = RuleCompiler.parallelThreshold + 88
        let (_, diagnostics) = Fixture.compile(Self.stylesheet(count) { _ in "{ alpa: 1 }" })
        #expect(diagnostics.count == count)
        let lines: [Int] = (0..<count).map { 5 + 3 * $0 }
        #expect(diagnostics.map(\.location.line) == lines)
        let hinted: [Bool] = (0..<count).map { $0 < 200 }
        #expect(diagnostics.map { $0.hint != nil } == hinted)
    }
}
