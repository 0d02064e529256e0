import Testing
import Livery

/// Docs/Stylesheets.md §4: the view's current key, then the axis default, then unset.
@Suite struct KeyedValueTests {
    static func buttonTable() -> TableBuilder {
        var b = TableBuilder()
        b.rule(
            "UIButton", set("titleColor", for: "normal", red), set("titleColor", for: "selected", green),
            set("titleColor", for: "disabled", blue))
        return b
    }

    @Test func exactKeyWins() {
        let tree = view("UIView", view("UIButton", id: "s", state: .selected), view("UIButton", id: "n"))
        let resolved = KeyedValueTests.buttonTable().resolver.resolve(tree)
        #expect(resolved.value("s", "titleColor") == resolvedColor(0, 255, 0))
        #expect(resolved.axisKey("s", "titleColor") == "selected")
        #expect(resolved.value("n", "titleColor") == resolvedColor(255, 0, 0))
    }

    /// UIKit's documented rule: an unset `highlighted+selected` falls back to
    /// `normal`, not to `selected`.
    @Test func unsetCombinedStateFallsBackToNormal() {
        let tree = view("UIButton", id: "b", state: [.selected, .highlighted])
        let resolved = KeyedValueTests.buttonTable().resolver.resolve(tree)
        #expect(resolved.value("b", "titleColor") == resolvedColor(255, 0, 0))
        #expect(resolved.axisKey("b", "titleColor") == "normal")
        #expect(resolved.view(id: "b")?.style.state.key == "highlighted+selected")
    }

    @Test func explicitCombinedStateKeysAreWrittenInAnyOrder() {
        var button = view("UIButton", id: "b", state: [.highlighted, .selected])
        button.explicitKeyedValues = ["titleColor": ["selected+highlighted": fixedColor(1, 2, 3)]]
        let resolved = KeyedValueTests.buttonTable().resolver.resolve(button)
        #expect(resolved.value("b", "titleColor") == resolvedColor(1, 2, 3))
        #expect(resolved.axisKey("b", "titleColor") == "highlighted+selected")
    }

    @Test func noExactKeyAndNoDefaultLeavesThePropertyUnset() {
        var b = TableBuilder()
        b.rule("UIButton", set("title", for: "highlighted", .string("Pressed")))
        let tree = view("UIView", view("UIButton", id: "n"), view("UIButton", id: "h", state: .highlighted))
        let resolved = b.resolver.resolve(tree)
        #expect(resolved.value("n", "title") == nil)
        #expect(resolved.value("h", "title") == .value(.string("Pressed")))
    }

    @Test func resolvedControlPropertiesAddStateFlags() {
        var b = KeyedValueTests.buttonTable()
        b.rule("UIButton", classes: ["off"], set("isEnabled", .bool(false)))
        b.rule("UIButton", classes: ["on"], set("isSelected", .bool(true)))
        let tree = view("UIView", view("UIButton", id: "off", classes: ["off"]), view("UIButton", id: "on", classes: ["on"]))
        let resolved = b.resolver.resolve(tree)
        #expect(resolved.value("off", "titleColor") == resolvedColor(0, 0, 255))
        #expect(resolved.view(id: "off")?.style.state == .disabled)
        #expect(resolved.value("on", "titleColor") == resolvedColor(0, 255, 0))
    }

    @Test func explicitKeyedValuesBeatRulesPerKey() {
        let b = KeyedValueTests.buttonTable()
        var button = view("UIButton", id: "b", state: .selected)
        button.explicitKeyedValues = ["titleColor": ["selected": fixedColor(9, 9, 9)]]
        var plain = view("UIButton", id: "p")
        plain.explicitValues = ["titleColor": fixedColor(7, 7, 7)]  // a plain value means `normal`
        let resolved = b.resolver.resolve(view("UIView", button, plain))
        #expect(resolved.value("b", "titleColor") == resolvedColor(9, 9, 9))
        #expect(resolved.value("p", "titleColor") == resolvedColor(7, 7, 7))
        #expect(resolved.axisKey("p", "titleColor") == "normal")
    }

    static func avatarRegistry() throws -> TypeRegistry {
        var registry = TypeRegistry.builtIn
        try registry.register(
            TypeSpec(
                name: "AvatarView", superclass: "UIView",
                properties: [
                    PropertySpec("rank", .enumeration(["none", "adventurer", "knight", "king"]), default: .enumCase("none")),
                    PropertySpec("badgeImage", .image, keyedBy: "rank", target: .part("badge", keyPath: "image")),
                ]))
        return registry
    }

    @Test func customEnumAxisFollowsTheResolvedEnumProperty() throws {
        var b = TableBuilder()
        b.registry = try KeyedValueTests.avatarRegistry()
        let crown = Value.image(ImageReference(written: "Crown.png", resolvedPath: "/s/Crown.png"))
        let plain = Value.image(ImageReference(written: "Plain.png", resolvedPath: "/s/Plain.png"))
        b.rule("AvatarView", set("badgeImage", for: "king", crown), set("badgeImage", for: "none", plain))
        b.rule("AvatarView", classes: ["royal"], set("rank", .enumCase("king")))
        let tree = view(
            "UIView", view("AvatarView", id: "king", set: ["rank": .enumCase("king")]),
            view("AvatarView", id: "royal", classes: ["royal"]),
            view("AvatarView", id: "default"),
            view("AvatarView", id: "knight", set: ["rank": .enumCase("knight")]))
        let resolved = b.resolver.resolve(tree)
        #expect(resolved.value("king", "badgeImage") == .value(crown))
        #expect(resolved.value("royal", "badgeImage") == .value(crown))
        #expect(resolved.value("default", "badgeImage") == .value(plain))
        // No knight image: falls back to the enum's default key, `none`.
        #expect(resolved.value("knight", "badgeImage") == .value(plain))
        #expect(resolved.axisKey("knight", "badgeImage") == "none")
    }
}
