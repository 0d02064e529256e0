import Testing
@testable import Livery
@testable import LiveryCore

/// `styles:` and `include:`: included sets in order, the rule's own set last,
/// each value keeping the line that wrote it; unknown names and cycles are errors.
@Suite struct NamedStyleTests {
    static let source = """
        livery: 1
        styles:
          rounded:
            set: { layer.cornerRadius: 12, alpha: 0.5 }
          card:
            include: rounded
            set: { backgroundColor: white, alpha: 0.8 }
        rules:
          - type: UIView
            include: [card]
            set: { alpha: 0.9 }
          - type: UILabel
            include: rounded
        """

    @Test func includedSetsComeFirstAndTheRulesOwnSetWins() throws {
        let (table, diagnostics) = Fixture.compile(Self.source)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let t = try #require(table)
        let view = t.invocations.filter { $0.rule == 0 }.map { "\(t.keyPath(of: $0))=\($0.origin.line):\($0.origin.column)" }
        #expect(view == ["layer.cornerRadius=4:32", "alpha=11:19", "backgroundColor=7:29"])
        let label = t.invocations.filter { $0.rule == 1 }.map(\.value)
        #expect(label == [.number(12), .number(0.5)])
    }

    @Test func unknownStylesAndCyclesAreErrors() {
        let (_, diagnostics) = Fixture.compile(
            "livery: 1\nstyles:\n  a: { include: b, set: { alpha: 1 } }\n  b: { include: a }\nrules:\n  - type: UIView\n    include: [a, nope]\n"
        )
        #expect(diagnostics.summary == ["include-cycle@4:17", "unknown-style@7:18"])
        let (_, missing) = Fixture.compile("livery: 1\nrules:\n  - type: UIView\n")
        #expect(missing.map(\.message) == ["a rule needs 'set' (or 'include'), the properties it sets"])
    }

    @Test func anIncludedPropertyTheClassLacksIsReportedInTheStyle() {
        let (_, diagnostics) = Fixture.compile(
            "livery: 1\nstyles:\n  text: { set: { textColor: red } }\nrules:\n  - type: UIView\n    include: text\n")
        #expect(diagnostics.summary == ["unknown-property@3:18"])
    }

    @Test func includesAreBudgetedInDepthAndInValuesRecorded() {
        let chain = (0..<40).map { "  s\($0): { include: s\($0 + 1), set: { alpha: 0.5 } }" }.joined(separator: "\n")
        let (_, deep) = Fixture.compile(
            "livery: 1\nstyles:\n\(chain)\n  s40: { set: { alpha: 1 } }\nrules:\n  - type: UIView\n    include: s0\n")
        #expect(deep.map(\.code) == [.includeLimit])
        #expect(deep.first?.location.line == 34)

        var limits = StylesheetLimits()
        limits.maxIncludedValues = 50
        let rules = (0..<30).map { _ in "  - type: UIView\n    include: big" }.joined(separator: "\n")
        let (_, budget) = Fixture.compile(
            "livery: 1\nstyles:\n  big: { set: { alpha: 0.5, layer.cornerRadius: 2 } }\nrules:\n\(rules)\n", limits: limits)
        #expect(budget.filter { $0.severity == .error }.map(\.message) == ["includes record more than 50 values"])
    }
}
