import Testing
import Livery

/// `explain` data: matching rules in precedence order, and per slot the
/// winner and the step that decided against each loser.
@Suite struct ExplanationTests {
    static func table() -> TableBuilder {
        var b = TableBuilder()
        b.rule("UIView", set("alpha", .number(0.1)))  // #0
        b.rule("UILabel", set("alpha", .number(0.2)), set("textColor", red))  // #1
        b.rule("UILabel", when: [("userInterfaceStyle", "light")], set("alpha", .number(0.3)))  // #2
        b.rule("UILabel", inside: ["UITableView"], set("alpha", .number(0.4)))  // #3
        b.rule("UILabel", inside: ["UITableViewCell", "UITableView"], set("alpha", .number(0.5)))  // #4
        b.rule("UILabel", inside: ["UITableViewCell"], set("alpha", .number(0.6)))  // #5
        b.rule("UILabel", classes: ["title"], set("alpha", .number(0.7)))  // #6
        b.rule("UILabel", when: [("userInterfaceStyle", "dark")], set("alpha", .number(0.8)))  // #7: no match
        b.rule("UIView", set("alpha", .number(0.15)))  // #8
        return b
    }

    static let tree = view(
        "UITableView",
        view(
            "UITableViewCell",
            view(
                "UILabel", id: "l", classes: ["title"],
                set: ["textColor": blue])))

    @Test func rulesAreListedInPrecedenceOrder() throws {
        let explanation = try #require(ExplanationTests.table().resolver.explain(.id("l"), in: ExplanationTests.tree))
        #expect(explanation.matchedRules.map(\.index) == [6, 4, 3, 5, 2, 1, 8, 0])
        #expect(explanation.matchedRules.first?.rule.origin == SourceLocation(file: TableBuilder.file, line: 61, column: 3))
        #expect(explanation.view.path == "0.0")
    }

    @Test func eachLoserNamesTheStepThatDecidedAgainstIt() throws {
        let explanation = try #require(ExplanationTests.table().resolver.explain(.id("l"), in: ExplanationTests.tree))
        let alpha = try #require(explanation.properties.first { $0.keyPath == "alpha" })
        #expect(alpha.isEffective)
        #expect(alpha.winner == Contender(source: .rule(6, origin: origin(rule: 6)), value: .number(0.7)))
        let losers = alpha.losers.map { loser -> (Int, PrecedenceStep) in
            guard case .rule(let index, _) = loser.contender.source else { return (-1, loser.decidedBy) }
            return (index, loser.decidedBy)
        }
        #expect(losers.map(\.0) == [4, 3, 5, 2, 1, 8, 0])
        #expect(losers.map(\.1) == [.classes, .classes, .classes, .classes, .classes, .classes, .classes])

        // Against the runner-up, each step in turn.
        let ranks = Dictionary(uniqueKeysWithValues: explanation.matchedRules.map { ($0.index, $0.rank) })
        func step(_ winner: Int, _ loser: Int) -> PrecedenceStep? {
            guard let w = ranks[winner], let l = ranks[loser] else { return nil }
            return w.compare(to: l)?.step
        }
        #expect(step(4, 3) == .containmentLength)
        #expect(step(3, 5) == .containmentOutermost)
        #expect(step(5, 2) == .containmentOutermost)
        #expect(step(2, 1) == .traits)
        #expect(step(1, 8) == .typeDistance)
        #expect(step(8, 0) == .sourceOrder)

        let textColor = try #require(explanation.properties.first { $0.keyPath == "textColor" })
        #expect(textColor.winner.source == .explicit)
        #expect(textColor.losers.map(\.decidedBy) == [.explicit])
    }

    @Test func keyedSlotsAreMarkedEffectiveOnlyForTheKeyInUse() throws {
        var b = TableBuilder()
        b.rule("UIButton", set("titleColor", for: "normal", red), set("titleColor", for: "selected", green))
        let tree = view("UIButton", id: "b", state: [.selected, .highlighted])
        let explanation = try #require(b.resolver.explain(.path(""), in: tree))
        #expect(
            explanation.properties.map { "\($0.keyPath)[\($0.axisKey ?? "")] \($0.isEffective)" }
                == ["titleColor[normal] true", "titleColor[selected] false"])
    }

    @Test func reportSaysWhenAStateFallsBackToNormal() throws {
        var b = TableBuilder()
        b.rule("UIButton", set("titleColor", for: "normal", red), set("titleColor", for: "selected", green))
        let tree = view("UIButton", id: "b", state: [.selected, .highlighted])
        let report = try #require(b.resolver.explain(.path(""), in: tree)).report(property: "titleColor")
        #expect(report.contains("effective: \"#FF0000FF\" (no value for highlighted+selected: falls back to normal)"))
        #expect(report.contains("titleColor[selected] = \"#00FF00FF\"  from rule #0 UIButton (test.style.yaml:4); not the current key"))
    }

    @Test func missingViewGivesNil() {
        #expect(ExplanationTests.table().resolver.explain(.id("nope"), in: ExplanationTests.tree) == nil)
    }

    @Test func reportCitesRulesByFileAndLine() throws {
        var b = TableBuilder()
        b.rule("UILabel", set("alpha", .number(0.5)))
        b.rule("UILabel", inside: ["UITableViewCell"], set("alpha", .number(0.25)))
        let tree = view("UITableViewCell", view("UILabel", id: "l"))
        let report = try #require(b.resolver.explain(.id("l"), in: tree)).report()
        #expect(
            report == """
                view 'l' (UILabel), path '0'
                  traits: userInterfaceStyle=light, displayScale=2, accessibilityContrast=normal, userInterfaceLevel=base, \
                horizontalSizeClass=compact, verticalSizeClass=regular, userInterfaceIdiom=phone, layoutDirection=leftToRight, \
                preferredContentSizeCategory=large, legibilityWeight=regular
                  state: normal
                matching rules, highest precedence first:
                  #1 UILabel inside UITableViewCell  (test.style.yaml:11)
                  #0 UILabel  (test.style.yaml:1)
                properties:
                  alpha = 0.25  from rule #1 UILabel inside UITableViewCell (test.style.yaml:13); effective: 0.25
                      beats rule #0 UILabel (test.style.yaml:3) = 0.5  [containment-outermost]

                """)
    }
}
