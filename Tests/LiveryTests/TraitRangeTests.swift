import Foundation
import Testing
@testable import Livery
@testable import LiveryCore

/// `when:` text-size ranges (`atLeast` / `atMost`) and `isAccessibilityCategory`
/// (Docs/Stylesheets.md §8): which sizes they match, how they rank, how they are
/// reported, and that a compiled table keeps them.
@Suite struct TraitRangeTests {
    static let source = """
        livery: 1
        rules:
          - type: UILabel
            set: { numberOfLines: 1 }
          - type: UILabel
            when: { preferredContentSizeCategory: { atLeast: accessibilityMedium } }
            set: { numberOfLines: 0 }
          - type: UILabel
            when: { preferredContentSizeCategory: { atLeast: small, atMost: large } }
            set: { alpha: 0.5 }
          - type: UILabel
            when: { isAccessibilityCategory: true }
            set: { textAlignment: center }
          - type: UILabel
            when: { isAccessibilityCategory: false }
            set: { textAlignment: left }
        """

    func resolve(_ table: InvocationTable, _ size: TraitCollection.ContentSizeCategory) -> ResolvedTree {
        var traits = TraitCollection()
        traits.preferredContentSizeCategory = size
        return Resolver(table: table).resolve(view("UILabel", id: "l"), traits: traits)
    }

    @Test func rangesMatchTheirSizesBothEndsIncluded() throws {
        let (table, diagnostics) = Fixture.compile(Self.source)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let t = try #require(table)
        let expected: [(TraitCollection.ContentSizeCategory, Double, Double?, String)] = [
            (.xSmall, 1, nil, "left"), (.small, 1, 0.5, "left"), (.large, 1, 0.5, "left"),
            (.xxxLarge, 1, nil, "left"), (.accessibilityMedium, 0, nil, "center"),
            (.accessibilityExtraExtraExtraLarge, 0, nil, "center"),
        ]
        for (size, lines, alpha, alignment) in expected {
            let resolved = resolve(t, size)
            #expect(resolved.value("l", "numberOfLines") == .value(.number(lines)), "\(size)")
            #expect(resolved.value("l", "alpha") == alpha.map { .value(.number($0)) }, "\(size)")
            #expect(resolved.value("l", "textAlignment") == .value(.enumCase(alignment)), "\(size)")
        }
        #expect(t.traitDependencies.contains(.preferredContentSizeCategory))
    }

    /// A range or `isAccessibilityCategory` is one trait condition, so it beats
    /// an unconditional rule written later and loses to two conditions.
    @Test func aRangeCountsAsOneTraitCondition() throws {
        let (table, _) = Fixture.compile(
            """
            livery: 1
            rules:
              - type: UILabel
                when: { preferredContentSizeCategory: { atLeast: xLarge }, userInterfaceStyle: light }
                set: { alpha: 0.25 }
              - type: UILabel
                when: { isAccessibilityCategory: true }
                set: { alpha: 0.5 }
              - type: UILabel
                set: { alpha: 0.75 }
            """)
        let t = try #require(table)
        #expect(resolve(t, .accessibilityLarge).value("l", "alpha") == .value(.number(0.25)))
        #expect(resolve(t, .large).value("l", "alpha") == .value(.number(0.75)))
        var dark = TraitCollection()
        dark.userInterfaceStyle = .dark
        dark.preferredContentSizeCategory = .accessibilityLarge
        #expect(Resolver(table: t).resolve(view("UILabel", id: "l"), traits: dark).value("l", "alpha") == .value(.number(0.5)))
    }

    @Test func badRangesAreLocatedErrors() {
        let (_, diagnostics) = Fixture.compile(
            """
            livery: 1
            rules:
              - type: UILabel
                when: { preferredContentSizeCategory: { atLeast: xxLarge, atMost: large } }
                set: { alpha: 1 }
              - type: UILabel
                when: { preferredContentSizeCategory: { atleast: large, atMost: larg } }
                set: { alpha: 1 }
              - type: UILabel
                when: { isAccessibilityCategory: yes, preferredContentSizeCategory: {} }
                set: { alpha: 1 }
            """)
        #expect(
            diagnostics.summary == [
                "bad-trait-value@4:43", "bad-trait-value@7:45", "bad-trait-value@7:69", "bad-trait-value@10:38",
                "bad-trait-value@10:73",
            ])
        #expect(diagnostics.first?.message == "no size is at least xxLarge and at most large: the rule never applies")
        #expect(diagnostics.map(\.hint).contains("did you mean 'atLeast'?"))
        #expect(diagnostics.map(\.hint).contains("did you mean 'large'?"))
    }

    @Test func compiledTablesKeepRangesAndTheJSONSpellsThemAsWritten() throws {
        let folder = TemporaryDirectory.make()
        defer { TemporaryDirectory.remove(folder) }
        let (table, _) = Fixture.compile(Self.source)
        let t = try #require(table)
        let decoded = try InvocationTable(compiled: t.compiled(relativeTo: folder), relativeTo: folder)
        #expect(decoded.rules.map(\.selector) == t.rules.map(\.selector))
        #expect(
            t.rules[2].selector.traits == [.contentSizeRange(atLeast: .small, atMost: .large)])
        let json = t.jsonText()
        #expect(json.contains("\"atLeast\": \"small\""))
        #expect(json.contains("\"isAccessibilityCategory\": true"))
        #expect(t.rules[1].selector.description == "UILabel when preferredContentSizeCategory atLeast accessibilityMedium")
    }

    @Test func theConditionsTextFormReadsBack() throws {
        let conditions: [TraitCondition] = [
            .equals(.userInterfaceStyle(.dark)), .isAccessibilityCategory(false),
            .contentSizeRange(atLeast: .medium, atMost: nil), .contentSizeRange(atLeast: nil, atMost: .xxLarge),
            .contentSizeRange(atLeast: .small, atMost: .accessibilityLarge),
        ]
        for condition in conditions {
            #expect(try TraitCondition(key: condition.key, value: condition.value) == condition)
        }
        #expect(throws: TraitSetting.ParseError.self) {
            try TraitCondition(key: "preferredContentSizeCategory", value: "atLeast small, atLeast large")
        }
        #expect(throws: TraitSetting.ParseError.self) { try TraitCondition(key: "isAccessibilityCategory", value: "1") }
    }
}
