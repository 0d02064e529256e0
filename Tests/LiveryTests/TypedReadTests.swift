import Testing
@testable import Livery
@testable import LiveryCore

/// Reads an embedder makes: typed values with the schema's defaults, every
/// axis slot of a keyed property, and the names colours were written with.
@Suite struct TypedReadTests {
    static let stylesheet = """
        livery: 1
        rules:
          - type: UIButton
            set:
              tintColor: systemRed
              titleColor: { normal: label, highlighted: tertiaryLabel, disabled: "#808080" }
          - type: UILabel
            set: { text: Hello }
        """

    static func resolve(_ tree: ViewNode, traits: TraitCollection = TraitCollection()) throws -> ResolvedTree {
        let (table, diagnostics) = Fixture.compile(stylesheet)
        #expect(diagnostics.isEmpty)
        return Resolver(table: try #require(table)).resolve(tree, traits: traits)
    }

    /// A label nobody gave a `textColor` draws in `label`: black in light
    /// mode, white in dark mode (the schema's default, resolved per view).
    @Test func unsetTextColorIsTheSchemasLabelColorInEachMode() throws {
        var dark = TraitCollection()
        dark.userInterfaceStyle = .dark
        let light = try Self.resolve(ViewNode(type: "UILabel", id: "l")).view(id: "l")?.style
        let darkStyle = try Self.resolve(ViewNode(type: "UILabel", id: "l"), traits: dark).view(id: "l")?.style
        #expect(light?[.textColor] == Color(red: 0, green: 0, blue: 0))
        #expect(darkStyle?[.textColor] == Color(red: 255, green: 255, blue: 255))
        #expect(darkStyle?.property(.textColor) == nil, "a default is not something Livery set")
    }

    /// A label with no `font` is `body` at the view's content size category.
    @Test func unsetFontFollowsDynamicType() throws {
        var large = TraitCollection()
        large.preferredContentSizeCategory = .accessibilityExtraLarge
        let style = try Self.resolve(ViewNode(type: "UILabel", id: "l"), traits: large).view(id: "l")?.style
        #expect(style?[.font] == ResolvedFont(family: "system", size: 40, weight: .regular))
        #expect(style.flatMap(LabelAppearance.of)?.font.size == 40)
    }

    /// Every state's title colour is delivered, not only the current one,
    /// so an adapter can call `setTitleColor(_:for:)` per state.
    @Test func everyAxisSlotIsDelivered() throws {
        let style = try #require(try Self.resolve(ViewNode(type: "UIButton", id: "b", state: .highlighted)).view(id: "b")?.style)
        let slots = style.slots(.titleColor)
        #expect(Set(slots.keys.map(style.name)) == ["normal", "highlighted", "disabled"])
        #expect(style[.titleColor, for: AxisKey(.disabled)] == Color(red: 128, green: 128, blue: 128))
        #expect(style[.titleColor] == style[.titleColor, for: AxisKey(.highlighted)], "the current state's value")
        #expect(style.property(.titleColor)?.axisKey == AxisKey(.highlighted))
    }

    @Test func colorsKeepTheNameTheyWereWrittenWith() throws {
        let style = try #require(try Self.resolve(ViewNode(type: "UIButton", id: "b")).view(id: "b")?.style)
        #expect(style.colorName(.tintColor) == "systemRed")
        #expect(style.colorName(.titleColor) == "label")
        guard case .color(let highlighted)? = style.slots(.titleColor)[AxisKey(.highlighted)]?.specified else {
            Issue.record("no highlighted title colour")
            return
        }
        #expect(highlighted.name == "tertiaryLabel")
        #expect(style.colorName(.backgroundColor) == nil)
    }

    @Test func appearancesAreNilForOtherKinds() throws {
        let tree = try Self.resolve(ViewNode(type: "UIView", children: [ViewNode(type: "UILabel", id: "l")]))
        #expect(LabelAppearance.of(tree.views[0].style) == nil)
        #expect(LabelAppearance.of(tree.views[1].style)?.text == "Hello")
        #expect(ButtonAppearance.of(tree.views[1].style) == nil)
    }
}

/// iOS 15's system colours, in each appearance.
@Suite struct SystemColorTests {
    @Test func mintCyanAndBrownResolvePerMode() throws {
        let (table, diagnostics) = Fixture.compile(
            Fixture.rule(
                "UIView",
                "backgroundColor: systemMint", "tintColor: systemCyan", "layer.borderColor: systemBrown"))
        #expect(diagnostics.isEmpty)
        let resolver = Resolver(table: try #require(table))
        func style(_ dark: Bool, _ highContrast: Bool = false) throws -> ResolvedStyle {
            var traits = TraitCollection()
            traits.userInterfaceStyle = dark ? .dark : .light
            traits.accessibilityContrast = highContrast ? .high : .normal
            return try #require(resolver.resolve(ViewNode(type: "UIView"), traits: traits).views.first?.style)
        }
        #expect(try style(false)[.backgroundColor] == Color(red: 0, green: 199, blue: 190))
        #expect(try style(true)[.backgroundColor] == Color(red: 99, green: 230, blue: 226))
        #expect(try style(false)[.tintColor] == Color(red: 50, green: 173, blue: 230))
        #expect(try style(true)[.tintColor] == Color(red: 100, green: 210, blue: 255))
        #expect(try style(false)[.layerBorderColor] == Color(red: 162, green: 132, blue: 94))
        #expect(try style(true)[.layerBorderColor] == Color(red: 172, green: 142, blue: 104))
        #expect(try style(false, true)[.layerBorderColor] == Color(red: 127, green: 101, blue: 69))
        #expect(try style(false).colorName(.backgroundColor) == "systemMint")
    }
}

/// `explain` and `table` name the colours a stylesheet wrote by name.
@Suite struct ColorNameOutputTests {
    @Test func explainAndTableSayTheName() throws {
        let (table, diagnostics) = Fixture.compile(Fixture.rule("UIView", "tintColor: tertiaryLabel", "backgroundColor: black"))
        #expect(diagnostics.isEmpty)
        let t = try #require(table)
        let report = try #require(Resolver(table: t).explain(.path(""), in: ViewNode(type: "UIView"))).report()
        #expect(report.contains("effective: \"#3C3C434C\" (tertiaryLabel)"))
        #expect(report.contains("effective: \"#000000FF\" (black)"))
        #expect(t.invocations.map(\.value.listingText).first?.hasPrefix("tertiaryLabel {light: #3C3C434C") == true)
    }
}
