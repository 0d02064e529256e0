import Testing
@testable import Livery
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

    /// A slip changes letters within words; another name adds, drops,
    /// swaps or negates a whole word, and is not suggested.
    @Test func anotherNameIsNotASlip() {
        #expect(Suggestion.hint(for: "UITabBarItem", in: ["UITabBar", "UIToolbar"]) == nil)
        #expect(Suggestion.hint(for: "barTintColor", in: ["tintColor"]) == nil)
        #expect(Suggestion.hint(for: "selectedItemTintColor", in: ["unselectedItemTintColor"]) == nil)
        #expect(Suggestion.hint(for: "backgroundImage", in: ["backgroundColor"]) == nil)
        #expect(Suggestion.hint(for: "barTintColr", in: ["barTintColor", "tintColor"]) == "did you mean 'barTintColor'?")
        #expect(Suggestion.hint(for: "tintColour", in: ["tintColor"]) == "did you mean 'tintColor'?")
        #expect(Suggestion.hint(for: "UILable", in: ["UILabel", "UITabBar"]) == "did you mean 'UILabel'?")
        #expect(Suggestion.words("layer.cornerRadius") == ["layer", "corner", "Radius"])
        #expect(Suggestion.words("UITabBarItem") == ["UITab", "Bar", "Item"])
    }
}

/// The hints real apps' stylesheets met: a bar item named as a view, and a
/// colour with commas unquoted in a flow mapping.
@Suite struct MisleadingHintTests {
    @Test func aBarItemOrAControllerIsNotDeclaredAsAView() throws {
        let diagnostics = Fixture.compile("livery: 1\nrules:\n  - { type: UINavigationItem, set: { tintColor: red } }\n").diagnostics
        let hint = try #require(diagnostics.first { $0.code == .unknownType }?.hint)
        #expect(hint.contains("not a view") && !hint.contains("declare it under types:"))
        let controller = Fixture.compile("livery: 1\nrules:\n  - { type: UINavigationController, set: { alpha: 1 } }\n")
        #expect(controller.diagnostics.first { $0.code == .notStylable }?.hint?.contains("inside:") == true)
    }

    /// A misspelt controller in `type:` is named, with what to write instead.
    @Test func aMisspeltControllerInTypeSaysToUseInside() throws {
        let diagnostics = Fixture.compile("livery: 1\nrules:\n  - { type: UIViewControler, set: { alpha: 1 } }\n").diagnostics
        let hint = try #require(diagnostics.first { $0.code == .unknownType }?.hint)
        #expect(hint.contains("did you mean 'UIViewController'?") && hint.contains("inside: [UIViewController]"))
    }

    @Test func aCommaInAFlowMappingHintsToQuote() {
        let duplicate = Fixture.compile("livery: 1\nrules:\n  - { type: UILabel, set: { textColor: rgba(10%, 10%, 10%, 0.5) } }\n")
        #expect(duplicate.diagnostics.first { $0.code == .duplicateKey }?.hint?.contains("quote a value that has commas") == true)
        let split = Fixture.compile("livery: 1\nrules:\n  - { type: UIView, set: { backgroundColor: rgba(97.6%, 50%, 20%, 1) } }\n")
        // The colour cut short at its first comma says so too.
        #expect(split.diagnostics.first { $0.code == .badColor }?.hint?.contains("quote a value that has commas") == true)
        let unknown = split.diagnostics.filter { $0.code == .unknownProperty }
        #expect(!unknown.isEmpty && unknown.allSatisfy { $0.hint?.contains("quote a value that has commas") == true })
        // A name-like unknown key still gets its suggestion.
        let typo = Fixture.compile("livery: 1\nrules:\n  - { type: UIView, set: { alpah: 1 } }\n")
        #expect(typo.diagnostics.first?.hint == "did you mean 'alpha'?")
    }
}
