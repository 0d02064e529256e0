import Testing
@testable import Livery
@testable import LiveryCore

@Suite struct LintTests {
    private func warnings(_ source: String) -> [String] {
        let diagnostics = Fixture.compile(source).diagnostics
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        return diagnostics.summary
    }

    private func rules(_ rules: String...) -> String {
        "livery: 1\nrules:\n" + rules.map { "  - " + $0 + "\n" }.joined()
    }

    // MARK: preview-only

    /// A rule setting a property no UIKit API sets warns; applied properties,
    /// an app's declared ones and a silenced line do not.
    @Test func previewOnlyPropertiesWarnWhereARuleSetsThem() {
        #expect(warnings(Fixture.rule("UIView", "cornerStyle: rounded")) == ["preview-only@5:20"])
        #expect(warnings(Fixture.rule("UIButton", "buttonType: system")) == ["preview-only@5:19"])
        #expect(warnings(Fixture.rule("UITableView", "style: grouped")) == ["preview-only@5:14"])
        #expect(warnings(Fixture.rule("UIActivityIndicatorView", "style: large")) == [], "the same keypath, applied on this class")
        #expect(warnings(Fixture.rule("UIView", "layer.cornerRadius: 8")) == [])
        #expect(warnings(Fixture.rule("UIView", "cornerStyle: rounded  # livery:ignore preview-only")) == [])
        let declared = """
            livery: 1
            types:
              PillView: { inherits: UIView, properties: { pillStyle: { enum: [flat, round] } } }
            rules:
              - { type: PillView, set: { pillStyle: round } }
            """
        #expect(warnings(declared) == [], "an app's own property reaches the device through its own applier")
    }

    @Test func thePreviewOnlyMessageGivesTheSchemasReason() {
        let d = Fixture.compile(Fixture.rule("UINavigationBar", "title: Inbox")).diagnostics.first
        #expect(
            d?.message
                == "title is drawn in previews but not applied on a device: the title belongs to the view controller (navigationItem.title): set it in the tree"
        )
        #expect(d?.code == .previewOnly)
        #expect(d?.severity == .warning)
    }

    // MARK: border-width-pixels

    @Test(arguments: [
        ("layer.borderWidth: 1", [String]()), ("layer.borderWidth: 2", []), ("layer.borderWidth: 0", []),
        ("layer.borderWidth: 0.5", ["border-width-pixels@5:26"]), ("layer.borderWidth: 1.25", ["border-width-pixels@5:26"]),
    ])
    func borderWidths(_ line: String, _ expected: [String]) {
        #expect(warnings(Fixture.rule("UIView", line)) == expected)
    }

    @Test func aDisplayScaleConditionChecksThatScaleOnly() {
        #expect(warnings(rules("{ type: UIView, when: { displayScale: 2 }, set: { layer.borderWidth: 0.5 } }")) == [])
        #expect(
            warnings(rules("{ type: UIView, when: { displayScale: 3 }, set: { layer.borderWidth: 0.5 } }")) == ["border-width-pixels@3:74"])
    }

    @Test func theMessageNamesThePixelsAndTheScale() {
        let d = Fixture.compile(Fixture.rule("UIView", "layer.borderWidth: 0.5")).diagnostics.first
        #expect(d?.message == "border width 0.5 is 1.5 pixels at scale 3, not a whole number: its edges will look soft")
        #expect(d?.hint == "use a whole number of points, such as 1")
    }

    @Test func declaredPropertiesThatDriveTheBorderWidthAreChecked() {
        #expect(
            warnings(
                """
                livery: 1
                types:
                  ShowMoreView: { properties: { borderWidth: { type: number, target: layer.borderWidth } } }
                rules:
                  - { type: ShowMoreView, set: { borderWidth: 0.75 } }
                """) == ["border-width-pixels@5:47"])
    }

    // MARK: masks-clip-shadow

    @Test func masksToBoundsWithAVisibleShadowOnTheSameSelector() {
        #expect(
            warnings(
                rules(
                    "{ type: UIView, class: card, set: { layer.shadowOpacity: 0.2 } }",
                    "{ type: UIView, class: card, set: { clipsToBounds: true } }")) == ["masks-clip-shadow@4:56"])
    }

    @Test(arguments: [
        ["{ type: UIView, set: { layer.shadowOpacity: 0, layer.masksToBounds: true } }"],
        ["{ type: UIView, set: { layer.shadowOpacity: 0.3, contentMasksToBounds: true } }"],
        ["{ type: UIView, set: { layer.shadowOpacity: 0.3 } }", "{ type: UIView, class: card, set: { layer.masksToBounds: true } }"],
        [
            "{ type: UIView, set: { layer.shadowOpacity: 0.3, layer.masksToBounds: true } }",
            "{ type: UIView, set: { layer.masksToBounds: false } }",
        ],
    ])
    func noShadowClipWarning(_ ruleLines: [String]) {
        let source = "livery: 1\nrules:\n" + ruleLines.map { "  - " + $0 + "\n" }.joined()
        #expect(warnings(source).filter { $0.hasPrefix("masks-clip-shadow") } == [])
    }

    // MARK: rule-never-wins

    @Test func aRuleCoveredByLaterIdenticalSelectorsNeverWins() {
        let source = rules(
            "{ type: UIButton, set: { alpha: 0.5, titleColor: { highlighted: red } } }",
            "{ type: UIButton, set: { alpha: 1 } }",
            "{ type: UIButton, set: { titleColor: { highlighted: blue }, isHidden: false } }")
        let diagnostics = Fixture.compile(source).diagnostics
        #expect(diagnostics.summary == ["rule-never-wins@3:5"])
        #expect(
            diagnostics.first?.message
                == "this rule never wins: every property it sets is set again by a later rule with the same selector (line 4, line 5)")
    }

    @Test(arguments: [
        // A different axis key, a different selector, a partial override.
        ["{ type: UIButton, set: { titleColor: { highlighted: red } } }", "{ type: UIButton, set: { titleColor: blue } }"],
        ["{ type: UIView, set: { alpha: 0.5 } }", "{ type: UIView, class: x, set: { alpha: 1 } }"],
        ["{ type: UIView, set: { alpha: 0.5, isHidden: true } }", "{ type: UIView, set: { alpha: 1 } }"],
        ["{ type: UIView, set: { alpha: 0.5 } }", "{ type: UIView, when: { userInterfaceStyle: dark }, set: { alpha: 1 } }"],
    ])
    func rulesThatCanStillWin(_ ruleLines: [String]) {
        let source = "livery: 1\nrules:\n" + ruleLines.map { "  - " + $0 + "\n" }.joined()
        #expect(warnings(source) == [])
    }

    // MARK: low-contrast

    @Test(arguments: [
        ("textColor: black", "backgroundColor: white"), ("textColor: label", "backgroundColor: systemBackground"),
        ("textColor: white", "backgroundColor: \"#1E6FD9\""), ("textColor: black", "alpha: 1"),
    ])
    func readableText(_ text: String, _ background: String) {
        #expect(warnings(Fixture.rule("UILabel", text, background)) == [])
    }

    @Test func lowContrastNamesTheFailingMode() {
        let d = Fixture.compile(
            Fixture.rule("UILabel", "textColor: { light: black, dark: \"#333333\" }", "backgroundColor: systemBackground")
        )
        .diagnostics
        #expect(d.summary == ["low-contrast@5:18"])
        #expect(d.first?.message == "textColor on backgroundColor has a contrast of 1.6:1 in dark mode, below WCAG's 4.5:1")
    }

    @Test func translucentColorsAreCompositedFirst() {
        // Black at 10% over white reads as a very light gray.
        #expect(
            warnings(Fixture.rule("UILabel", "textColor: { color: black, alpha: 0.1 }", "backgroundColor: white")) == ["low-contrast@5:18"])
        // A fully transparent background shows the system background: black text on white passes in light mode only.
        let d = Fixture.compile(Fixture.rule("UILabel", "textColor: black", "backgroundColor: clear")).diagnostics
        #expect(d.first?.message == "textColor on backgroundColor has a contrast of 1:1 in dark mode, below WCAG's 4.5:1")
    }

    @Test func buttonTitleColorsAreCheckedPerStateExceptDisabled() {
        #expect(
            warnings(
                Fixture.rule(
                    "UIButton", "titleColor: { normal: white, highlighted: lightGray, disabled+selected: white }",
                    "backgroundColor: white"))
                == ["low-contrast@5:29", "low-contrast@5:49"])
    }

    @Test func contrastRatioMatchesWCAG() {
        #expect(Color.contrastRatio(.black, .white) == 21)
        #expect(abs(Color.contrastRatio(Color(red: 118, green: 118, blue: 118), .white) - 4.54) < 0.01)
    }
}
