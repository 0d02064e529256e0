import LiveryYAML
import Testing
@testable import Livery
@testable import LiveryCore

/// Lists a stylesheet can make long are checked in linear time, and
/// messages that name their members stay short.
@Suite struct ListBudgetTests {
    @Test func aHugeEnumAndAHugeClassListCompileInLinearTime() {
        let cases = (0..<20_000).map { "c\($0)" }
        let classes = (0..<20_000).map { "k\($0)" }
        let source = """
            livery: 1
            types:
              BigView:
                inherits: UIView
                properties:
                  mode: { enum: [\(cases.joined(separator: ", "))] }
            rules:
              - type: BigView
                class: [\(classes.joined(separator: ", ")), k1]
                set: { mode: c19999 }
              - type: BigView
                set: { mode: nope }
            """
        let (_, diagnostics) = StylesheetCompiler.compile(source: source, path: "big.style.yaml")
        let unknown = diagnostics.first { $0.code == .unknownEnumCase }
        #expect(diagnostics.map(\.code) == [.unknownEnumCase])
        #expect(unknown?.message.hasSuffix("c19, … (20000 in all)") == true)
        #expect((unknown?.message.count ?? .max) < 300)
    }

    @Test func aBoundedListingNamesHowManyThereAre() {
        #expect(["a", "b"].boundedListing() == "a, b")
        #expect((0..<30).map(String.init).boundedListing(limit: 3) == "0, 1, 2, … (30 in all)")
    }
}

/// "Did you mean" stays cheap: long names get none, and a tree document's
/// suggestions share one budget like a stylesheet's.
@Suite struct SuggestionBudgetTests {
    @Test func aLongNameGetsNoSuggestion() {
        let long = String(repeating: "v", count: 400)
        #expect(Suggestion.hint(for: long + "x", in: [long]) == nil)
        #expect(Suggestion.hint(for: "UIlabel", in: ["UILabel", String(repeating: "U", count: 10_000)]) == "did you mean 'UILabel'?")
    }

    @Test func aTreeDocumentsSuggestionsAreBudgeted() throws {
        let views = (0..<300).map { _ in "    - { type: UILabl }" }.joined(separator: "\n")
        let yaml = try YAMLReader.parse("livery-tree: 1\nroot:\n  type: UIView\n  children:\n" + views + "\n")
        var diagnostics: [Diagnostic] = []
        _ = TreeLoader.load(yaml, file: "t.tree.yaml", registry: .builtIn, diagnostics: &diagnostics)
        let hints = diagnostics.filter { $0.code == .unknownType }.map(\.hint)
        #expect(hints.count == 300)
        #expect(hints.filter { $0 == "did you mean 'UILabel'?" }.count == 200)
    }
}
