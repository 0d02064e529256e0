import Testing
@testable import LiveryCore

/// "Did you mean": the slips a typist makes are found, far-off names are not.
@Suite struct SuggestionTests {
    @Test func aSwapOfNeighboursIsOneEdit() {
        #expect(Suggestion.hint(for: "dakr", in: ["light", "dark"]) == "did you mean 'dark'?")
        #expect(Suggestion.hint(for: "lable", in: ["label", "table"]) == "did you mean 'label'?")
        #expect(Suggestion.editDistance(Array("ab".unicodeScalars), Array("ba".unicodeScalars), limit: 3) == 1)
        #expect(Suggestion.editDistance(Array("abc".unicodeScalars), Array("xyz".unicodeScalars), limit: 1) == 2)
    }

    @Test func aSingularForAPluralKeyIsFound() {
        #expect(Suggestion.hint(for: "class", in: ["type", "classes", "children"]) == "did you mean 'classes'?")
        #expect(Suggestion.hint(for: "child", in: ["children"]) == nil)
        #expect(Suggestion.hint(for: "zzz", in: ["type", "classes"]) == nil)
    }
}
