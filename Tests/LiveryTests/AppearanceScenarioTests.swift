import Testing
import Livery

/// The classic custom-appearance scenarios: a pill-shaped
/// "Show More" view, and an AvatarView whose badge image follows its rank
/// while its image views get a border only inside an AvatarView.
@Suite struct AppearanceScenarioTests {
    static func table() throws -> TableBuilder {
        var b = TableBuilder()
        b.registry = try KeyedValueTests.avatarRegistry()
        try b.registry.register(TypeSpec(name: "ShowMoreView", superclass: "UIView"))
        func image(_ name: String) -> Value { .image(ImageReference(written: name, resolvedPath: "/images/" + name)) }
        b.rule(
            "ShowMoreView", set("cornerStyle", .enumCase("rounded")), set("layer.borderWidth", .number(1)),
            set("layer.borderColor", .color(SystemColors.table["systemBlue"]!)))
        b.rule(
            "UIImageView", inside: ["AvatarView"], set("layer.borderWidth", .number(1)),
            set("layer.borderColor", fixedColor(85, 85, 85)))
        b.rule(
            "AvatarView", set("badgeImage", for: "king", image("Crown.png")),
            set("badgeImage", for: "knight", image("Knight.png")),
            set("badgeImage", for: "adventurer", image("Adventurer.png")))
        return b
    }

    static let tree = view(
        "UIView",
        view("ShowMoreView", id: "more", view("UILabel", id: "moreLabel")),
        view(
            "AvatarView", id: "avatar", set: ["rank": .enumCase("king")],
            view("UIImageView", id: "photo", part: "photo"),
            view("UIImageView", id: "badge", part: "badge")),
        view(
            "AvatarView", id: "nobody",
            view("UIImageView", id: "nobodyBadge", part: "badge")),
        view("UIImageView", id: "loose"))

    @Test func pillGetsRoundedCornerStyle() throws {
        let resolved = try AppearanceScenarioTests.table().resolver.resolve(AppearanceScenarioTests.tree)
        #expect(resolved.value("more", "cornerStyle") == .value(.enumCase("rounded")))
        #expect(resolved.value("more", "layer.borderColor") == resolvedColor(0, 122, 255))
        #expect(resolved.value("moreLabel", "cornerStyle") == nil)
    }

    @Test func badgeImageFollowsRankThroughTheTarget() throws {
        let resolved = try AppearanceScenarioTests.table().resolver.resolve(AppearanceScenarioTests.tree)
        #expect(
            resolved.value("avatar", "badgeImage")
                == .value(.image(ImageReference(written: "Crown.png", resolvedPath: "/images/Crown.png"))))
        #expect(resolved.value("badge", "image") == .value(.image(ImageReference(written: "Crown.png", resolvedPath: "/images/Crown.png"))))
        #expect(resolved.source("badge", "image") == .target(fromPath: "1", property: "badgeImage"))
        // Only the part named by the target is driven.
        #expect(resolved.value("photo", "image") == nil)
        // Rank `none` has no image: nothing to drive.
        #expect(resolved.value("nobody", "badgeImage") == nil)
        #expect(resolved.value("nobodyBadge", "image") == nil)
    }

    @Test func imageViewsAreBorderedOnlyInsideAnAvatarView() throws {
        let resolved = try AppearanceScenarioTests.table().resolver.resolve(AppearanceScenarioTests.tree)
        for id in ["photo", "badge", "nobodyBadge"] {
            #expect(resolved.value(id, "layer.borderWidth") == .value(.number(1)))
            #expect(resolved.value(id, "layer.borderColor") == resolvedColor(85, 85, 85))
        }
        #expect(resolved.value("loose", "layer.borderWidth") == nil)
    }

    @Test func explicitValueOnTheTargetStillWins() throws {
        var tree = AppearanceScenarioTests.tree
        let own = Value.image(ImageReference(written: "Own.png", resolvedPath: "/t/Own.png"))
        tree.children[1].children[1].explicitValues["image"] = own
        let resolved = try AppearanceScenarioTests.table().resolver.resolve(tree)
        #expect(resolved.value("badge", "image") == .value(own))
        #expect(resolved.source("badge", "image") == .explicit)
    }

    @Test func targetBeatsTheTargetsOwnRules() throws {
        var b = try AppearanceScenarioTests.table()
        b.rule(
            "UIImageView", inside: ["AvatarView"], classes: [],
            set("image", .image(ImageReference(written: "Rule.png", resolvedPath: "/r"))))
        let resolved = b.resolver.resolve(AppearanceScenarioTests.tree)
        #expect(resolved.value("badge", "image") == .value(.image(ImageReference(written: "Crown.png", resolvedPath: "/images/Crown.png"))))
        #expect(resolved.value("photo", "image") == .value(.image(ImageReference(written: "Rule.png", resolvedPath: "/r"))))
    }

    @Test func targetOnTheViewItselfDrivesItsOwnProperty() throws {
        var b = TableBuilder()
        try b.registry.register(
            TypeSpec(
                name: "Chip", superclass: "UIView",
                properties: [
                    PropertySpec("accent", .color, target: .own("backgroundColor"))
                ]))
        b.rule("Chip", set("accent", red), set("backgroundColor", green))
        let tree = view("UIView", view("Chip", id: "chip"), view("Chip", id: "own", set: ["backgroundColor": blue]))
        let resolved = b.resolver.resolve(tree)
        #expect(resolved.value("chip", "backgroundColor") == resolvedColor(255, 0, 0))
        #expect(resolved.source("chip", "backgroundColor") == .target(fromPath: "0", property: "accent"))
        #expect(resolved.value("own", "backgroundColor") == resolvedColor(0, 0, 255))
    }
}
