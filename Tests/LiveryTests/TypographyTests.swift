import Testing

@testable import Livery
@testable import LiveryCore

/// A label's typography (Docs/Stylesheets.md, "Typography"): the
/// NSAttributedString and NSParagraphStyle names, their ranges, and the
/// appearance a renderer reads with NSParagraphStyle's defaults.
@Suite struct TypographyTests {
    static let rule = Fixture.rule(
        "UILabel",
        "kern: -0.4",
        "baselineOffset: 1",
        "lineHeightMultiple: 1.2",
        "minimumLineHeight: 22",
        "maximumLineHeight: 30",
        "lineSpacing: 2",
        "paragraphSpacing: 12",
        "paragraphSpacingBefore: 4",
        "underlineStyle: double",
        "underlineColor: systemBlue",
        "strikethroughStyle: single")

    @Test func everyAttributeCompilesAndResolvesIntoTheLabelsAppearance() throws {
        let (table, diagnostics) = Fixture.compile(Self.rule)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let style = Resolver(table: try #require(table)).resolve(ViewNode(type: "UILabel")).views[0].style
        let t = try #require(LabelAppearance.of(style)).typography
        #expect(t.kern == -0.4 && t.baselineOffset == 1)
        #expect(t.lineHeightMultiple == 1.2 && t.minimumLineHeight == 22 && t.maximumLineHeight == 30)
        #expect(t.lineSpacing == 2 && t.paragraphSpacing == 12 && t.paragraphSpacingBefore == 4)
        #expect(t.underlineStyle == .double && t.underlineColor != nil)
        #expect(t.strikethroughStyle == .single && t.strikethroughColor == nil)
    }

    @Test func aPlainLabelHasNSParagraphStylesDefaults() {
        #expect(LabelAppearance.plain.typography == .plain)
        #expect(TextTypography.plain.lineHeightMultiple == 0 && TextTypography.plain.underlineStyle == .none)
    }

    @Test func valuesOutOfRangeAndUnknownStylesAreLocatedErrors() {
        let (table, diagnostics) = Fixture.compile(
            Fixture.rule(
                "UILabel",
                "lineHeightMultiple: -1",
                "minimumLineHeight: -4",
                "kern: 5000",
                "underlineStyle: wavy",
                "lineSpacing: 20000"))
        #expect(table == nil)
        #expect(
            diagnostics.summary == [
                "out-of-range@5:27", "out-of-range@6:26", "out-of-range@7:13", "unknown-enum-case@8:23", "out-of-range@9:20",
            ])
        #expect(diagnostics.first?.message == "lineHeightMultiple -1 is out of range: it takes 0…100")
        #expect(diagnostics[2].message == "kern 5000 is out of range: it takes -1000…1000")
    }

    /// A bar appearance slot's title typography has the same bounds as a label's.
    @Test func aSlotsTitleTypographyIsBoundedToo() {
        let (table, diagnostics) = Fixture.compile(
            Fixture.rule(
                "UINavigationBar", "standardAppearance.titleTextAttributes.kern: 5000",
                "scrollEdgeAppearance.largeTitleTextAttributes.shadow.shadowBlurRadius: -4"))
        #expect(table == nil)
        #expect(diagnostics.map(\.code) == [.outOfRange, .outOfRange])
        #expect(diagnostics.first?.message == "standardAppearance.titleTextAttributes.kern 5000 is out of range: it takes -1000…1000")
    }

    @Test func otherViewsDoNotTakeALabelsTypography() {
        let (_, diagnostics) = Fixture.compile(Fixture.rule("UIView", "kern: 1"))
        #expect(diagnostics.map(\.code) == [.unknownProperty])
    }

    /// NSShadow's fields: any one set draws the shadow, in black at a third unless coloured.
    @Test func aShadowFieldSetIsAShadow() throws {
        let (table, diagnostics) = Fixture.compile(
            Fixture.rule("UILabel", "shadow.shadowBlurRadius: 4", "shadow.shadowOffset: [1, 2]"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let style = Resolver(table: try #require(table)).resolve(ViewNode(type: "UILabel")).views[0].style
        let t = try #require(LabelAppearance.of(style)).typography
        #expect(t.hasShadow && t.shadowBlurRadius == 4 && t.shadowOffset == Size(width: 1, height: 2) && t.shadowColor == nil)
        #expect(!LabelAppearance.plain.typography.hasShadow)
        let (_, negative) = Fixture.compile(Fixture.rule("UILabel", "shadow.shadowBlurRadius: -1"))
        #expect(negative.map(\.code) == [.outOfRange])
    }

    /// A label's `backgroundColor` is its view's: the run's background is a text attribute's only.
    @Test func aRunsBackgroundIsATextAttributes() throws {
        let (table, diagnostics) = Fixture.compile(Fixture.rule("UITextField", "defaultTextAttributes.backgroundColor: yellow"))
        #expect(diagnostics.isEmpty)
        let style = Resolver(table: try #require(table)).resolve(ViewNode(type: "UITextField")).views[0].style
        #expect(TextFieldAppearance(style).typography.backgroundColor != nil)
        #expect(TypographyKeys.label.backgroundColor == nil)
    }
}

/// The character attributes (kern, baseline offset, underline and
/// strikethrough) in the text attributes of navigation bars, segmented
/// controls (per state) and text fields; the paragraph style's are a label's only.
@Suite struct TextAttributeTypographyTests {
    @Test func textAttributesTakeTheCharacterAttributes() throws {
        let (table, diagnostics) = Fixture.compile(
            """
            livery: 1
            rules:
              - type: UINavigationBar
                set: { titleTextAttributes.kern: 0.5, largeTitleTextAttributes.underlineStyle: single }
              - type: UISegmentedControl
                set: { titleTextAttributes.kern: { normal: 1, selected: 2 }, titleTextAttributes.strikethroughStyle: { selected: thick } }
              - type: UITextField
                set: { defaultTextAttributes.baselineOffset: 2, defaultTextAttributes.underlineColor: systemRed }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let resolver = Resolver(table: try #require(table))
        func style(_ type: String) -> ResolvedStyle { resolver.resolve(ViewNode(type: type)).views[0].style }
        let bar = NavigationBarAppearance(style("UINavigationBar"))
        #expect(bar.titleTypography.kern == 0.5 && bar.largeTitleTypography.underlineStyle == .single)
        #expect(bar.largeTitleTypography.kern == 0 && bar.titleTypography.underlineStyle == .none)
        let segments = SegmentedControlAppearance(style("UISegmentedControl"))
        #expect(segments.titleTypography.kern == 1 && segments.selectedTitleTypography.kern == 2)
        #expect(segments.titleTypography.strikethroughStyle == .none && segments.selectedTitleTypography.strikethroughStyle == .thick)
        let field = TextFieldAppearance(style("UITextField"))
        #expect(field.typography.baselineOffset == 2 && field.typography.underlineColor != nil)
    }

    @Test func paragraphStylesAreALabelsOnly() {
        let (_, diagnostics) = Fixture.compile(Fixture.rule("UINavigationBar", "titleTextAttributes.lineHeightMultiple: 1.2"))
        #expect(diagnostics.map(\.code) == [.unknownProperty])
        let (_, keyed) = Fixture.compile(Fixture.rule("UISegmentedControl", "titleTextAttributes.kern: { normal: 5000 }"))
        #expect(keyed.map(\.code) == [.outOfRange])
    }
}

/// A button's title takes the character attributes per state, below
/// `titleTextAttributes`, as the state's attributed title.
@Suite struct ButtonTitleTypographyTests {
    @Test func theStatesValuesElseNormals() throws {
        let (table, diagnostics) = Fixture.compile(
            Fixture.rule("UIButton", "titleTextAttributes.kern: { normal: 1, highlighted: 3 }", "titleTextAttributes.underlineStyle: single"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let resolver = Resolver(table: try #require(table))
        let normal = ButtonAppearance(resolver.resolve(ViewNode(type: "UIButton")).views[0].style)
        let pressed = ButtonAppearance(resolver.resolve(ViewNode(type: "UIButton", state: .highlighted)).views[0].style)
        #expect(normal.titleTypography.kern == 1 && pressed.titleTypography.kern == 3)
        #expect(normal.titleTypography.underlineStyle == .single && pressed.titleTypography.underlineStyle == .single)
        #expect(ButtonAppearance.plain.titleTypography == .plain)
    }
}

/// A bar item's title takes the character attributes per state, as its
/// colour and font: the state's, else normal's.
@Suite struct BarItemTypographyTests {
    @Test func theStatesElseNormals() throws {
        let (table, diagnostics) = Fixture.compile(
            Fixture.rule("UITabBarItem", "titleTextAttributes.kern: { normal: 0.5, selected: 1 }", "titleTextAttributes.underlineStyle: { disabled: single }"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let style = Resolver(table: try #require(table)).resolve(ViewNode(type: "UITabBarItem")).views[0].style
        let item = BarItemAppearance(style)
        #expect(item.typography.kern == 0.5 && item.selectedTypography.kern == 1)
        #expect(item.typography.underlineStyle == .none && item.button(tint: .black).titleTypography.kern == 0.5)
    }
}

/// A navigation bar appearance's slot sets its titles' typography; a slot
/// that sets none leaves the bar's own.
@Suite struct BarSlotTypographyTests {
    @Test func theSlotsTypographyWhereItSetsAny() throws {
        let (table, diagnostics) = Fixture.compile(
            Fixture.rule("UINavigationBar", "standardAppearance.titleTextAttributes.kern: 0.4", "titleTextAttributes.kern: 2"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let style = Resolver(table: try #require(table)).resolve(ViewNode(type: "UINavigationBar")).views[0].style
        let bar = BarAppearance(style)
        #expect(bar.titleTypography?.kern == 0.4 && bar.largeTitleTypography == nil)
        #expect(NavigationBarAppearance(style).titleTypography.kern == 2)
    }
}
