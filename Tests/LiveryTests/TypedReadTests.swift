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

    /// The slots are kept in (property, axis key) order whatever order the
    /// stylesheet wrote them in, so a style made from the dictionary form
    /// (as the naive resolver and an adapter's tests make them) is equal.
    @Test func keyedSlotsAreOrderedAndRoundTripThroughTheDictionaryForm() throws {
        let style = try #require(try Self.resolve(ViewNode(type: "UIButton", id: "b")).view(id: "b")?.style)
        let order = style.keyed.map { [Int($0.property.rawValue), Int($0.axisKey.rawValue)] }
        #expect(order.count == 3)
        #expect(order == order.sorted { $0.lexicographicallyPrecedes($1) })
        let rebuilt = ResolvedStyle(
            traits: style.traits, state: style.state, properties: style.properties, keyedSlots: style.keyedSlots,
            schema: style.schema)
        #expect(rebuilt == style)
        var changed = style.keyedSlots
        changed[PropertyKeys.titleColor.id]?[AxisKey(.disabled)] = nil
        #expect(
            ResolvedStyle(traits: style.traits, state: style.state, properties: style.properties, keyedSlots: changed, schema: style.schema)
                != style)
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
