import Testing
import Livery

@Suite struct MatchingTests {
    @Test func ruleMatchesSubclasses() {
        var b = TableBuilder()
        b.rule("UIControl", set("alpha", .number(0.5)))
        let tree = view("UIView", id: "root", view("UIButton", id: "button"), view("UILabel", id: "label"))
        let resolved = b.resolver.resolve(tree)
        #expect(resolved.value("button", "alpha") == .value(.number(0.5)))
        #expect(resolved.value("label", "alpha") == nil)
        #expect(resolved.value("root", "alpha") == nil)
    }

    @Test func insideIsAnOrderedSubsequenceOfAncestorsInnermostFirst() {
        var b = TableBuilder()
        b.rule("UILabel", inside: ["UITableViewCell", "UITableView"], set("alpha", .number(0.5)))
        let tree = view(
            "UIView",
            // table > (view) > cell > (stack) > label: matches, not necessarily direct parents.
            view("UITableView", view("UIView", view("UITableViewCell", view("UIStackView", view("UILabel", id: "yes"))))),
            // cell > table > label: the order is wrong.
            view("UITableViewCell", view("UITableView", view("UILabel", id: "reversed"))),
            // only one of the containers.
            view("UITableViewCell", view("UILabel", id: "partial")))
        let resolved = b.resolver.resolve(tree)
        #expect(resolved.value("yes", "alpha") == .value(.number(0.5)))
        #expect(resolved.value("reversed", "alpha") == nil)
        #expect(resolved.value("partial", "alpha") == nil)
    }

    @Test func containersMatchSubclassesButNeverTheViewItself() {
        var b = TableBuilder()
        b.rule("UIView", inside: ["UIScrollView"], set("alpha", .number(0.5)))
        let tree = view("UITableView", id: "table", view("UIView", id: "content"))
        let resolved = b.resolver.resolve(tree)
        #expect(resolved.value("content", "alpha") == .value(.number(0.5)))
        #expect(resolved.value("table", "alpha") == nil)
    }

    /// With several ways to match, the outermost container takes the highest
    /// ancestor that still leaves room for the inner ones below it.
    @Test func ambiguousChainTakesTheHighestOutermostMatch() throws {
        var b = TableBuilder()
        b.rule("UILabel", inside: ["UITableViewCell", "UITableView"], set("alpha", .number(0.5)))
        let tree = view(
            "UITableView",
            view(
                "UITableViewCell",
                view(
                    "UITableView",
                    view("UITableViewCell", view("UILabel", id: "l")))))
        let explanation = try #require(b.resolver.explain(.id("l"), in: tree))
        #expect(explanation.matchedRules.map(\.rank.outermostContainerDepth) == [0])
        // Outer-only table at depth 2 below a cell: the only table above a cell is the root.
        let tree2 = view("UITableViewCell", view("UITableView", view("UITableView", view("UITableViewCell", view("UILabel", id: "l")))))
        let explanation2 = try #require(b.resolver.explain(.id("l"), in: tree2))
        #expect(explanation2.matchedRules.map(\.rank.outermostContainerDepth) == [1])
    }

    @Test func viewMustCarryEveryStyleClass() {
        var b = TableBuilder()
        b.rule("UIView", classes: ["card", "raised"], set("alpha", .number(0.5)))
        let tree = view(
            "UIView", view("UIView", id: "both", classes: ["raised", "card", "wide"]),
            view("UIView", id: "one", classes: ["card"]))
        let resolved = b.resolver.resolve(tree)
        #expect(resolved.value("both", "alpha") == .value(.number(0.5)))
        #expect(resolved.value("one", "alpha") == nil)
    }

    @Test func traitConditionsTestTheViewsEffectiveTraits() {
        var b = TableBuilder()
        b.rule("UIView", when: [("userInterfaceStyle", "dark")], set("alpha", .number(0.5)))
        b.rule("UIView", when: [("displayScale", "3")], set("isHidden", .bool(true)))
        let tree = view(
            "UIView", id: "root",
            view("UIView", id: "dark", traits: [.userInterfaceStyle(.dark)], view("UIView", id: "inner")))
        var env = TraitCollection()
        env.displayScale = 3
        let resolved = b.resolver.resolve(tree, traits: env)
        #expect(resolved.value("root", "alpha") == nil)
        #expect(resolved.value("dark", "alpha") == .value(.number(0.5)))
        #expect(resolved.value("inner", "alpha") == .value(.number(0.5)))
        #expect(resolved.value("root", "isHidden") == .value(.bool(true)))
        #expect(resolved.view(id: "inner")?.style.traits.userInterfaceStyle == .dark)
    }

    @Test func unknownClassesMatchNothingButKeepExplicitValues() {
        var b = TableBuilder()
        b.rule("UIView", set("alpha", .number(0.5)))
        let tree = view("NotRegistered", id: "x", set: ["alpha": .number(0.75)])
        let resolved = b.resolver.resolve(tree)
        #expect(resolved.view(id: "x")?.style.properties.count == 1)
        #expect(resolved.value("x", "alpha") == .value(.number(0.75)))
    }

    @Test func deepTreesResolveWithoutRecursion() {
        var b = TableBuilder()
        b.rule("UILabel", inside: ["UITableView"], set("alpha", .number(0.5)))
        var node = view("UILabel", id: "leaf")
        for _ in 0..<2_000 { node = view("UIView", node) }
        node = view("UITableView", node)
        let resolved = b.resolver.resolve(node)
        #expect(resolved.views.count == 2_002)
        #expect(resolved.value("leaf", "alpha") == .value(.number(0.5)))
        #expect(resolved.views.last?.path.split(separator: ".").count == 2_001)
    }
}
