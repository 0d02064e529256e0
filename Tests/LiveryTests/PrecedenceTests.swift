import Testing
import Livery

/// One test per step of Docs/Stylesheets.md §2's precedence, each with the loser
/// placed where the later steps would favour it, so only that step can decide.
@Suite struct PrecedenceTests {
    @Test func explicitValueBeatsEveryRule() {
        var b = TableBuilder()
        b.rule(
            "UILabel", inside: ["UITableViewCell"], when: [("userInterfaceStyle", "light")], classes: ["title"],
            set("textColor", red))
        let tree = view("UITableViewCell", view("UILabel", id: "l", classes: ["title"], set: ["textColor": blue]))
        let resolved = b.resolver.resolve(tree)
        #expect(resolved.value("l", "textColor") == resolvedColor(0, 0, 255))
        #expect(resolved.source("l", "textColor") == .explicit)
    }

    @Test func moreStyleClassesWin() {
        var b = TableBuilder()
        b.rule("UILabel", classes: ["title"], set("textColor", red))
        // Later, contained, with traits and a closer type: still loses on classes.
        b.rule("UILabel", inside: ["UITableViewCell"], when: [("userInterfaceStyle", "light")], set("textColor", green))
        let tree = view("UITableViewCell", view("UILabel", id: "l", classes: ["title", "extra"]))
        #expect(b.resolver.resolve(tree).value("l", "textColor") == resolvedColor(255, 0, 0))
    }

    @Test func ruleWithInsideBeatsRuleWithout() {
        var b = TableBuilder()
        b.rule("UIView", inside: ["UITableViewCell"], set("backgroundColor", red))
        b.rule("UILabel", when: [("userInterfaceStyle", "light")], set("backgroundColor", green))
        let tree = view("UITableViewCell", view("UILabel", id: "l"))
        let resolved = b.resolver.resolve(tree)
        #expect(resolved.value("l", "backgroundColor") == resolvedColor(255, 0, 0))
        #expect(resolved.source("l", "backgroundColor") == .rule(0, origin: origin(rule: 0)))
    }

    /// UIKit: "the outermost appearance proxy wins" — a rule contained in the
    /// table beats one contained in the (closer) cell.
    @Test func outerContainerWinsOverACloserOne() {
        var b = TableBuilder()
        b.rule("UILabel", inside: ["UITableView"], set("textColor", red))
        b.rule("UILabel", inside: ["UITableViewCell"], set("textColor", green))
        let tree = view("UITableView", view("UITableViewCell", view("UILabel", id: "l")))
        #expect(b.resolver.resolve(tree).value("l", "textColor") == resolvedColor(255, 0, 0))
    }

    /// UIKit: "specificity is the tie-breaker" — both outermost containers are
    /// the table, so the longer chain wins even though it comes first.
    @Test func longerChainBreaksTheTie() {
        var b = TableBuilder()
        b.rule("UILabel", inside: ["UITableViewCell", "UITableView"], set("textColor", red))
        b.rule("UILabel", inside: ["UITableView"], set("textColor", green))
        let tree = view("UITableView", view("UITableViewCell", view("UILabel", id: "l")))
        #expect(b.resolver.resolve(tree).value("l", "textColor") == resolvedColor(255, 0, 0))
    }

    @Test func moreTraitConditionsWin() {
        var b = TableBuilder()
        b.rule(
            "UIView", when: [("userInterfaceStyle", "dark"), ("horizontalSizeClass", "compact")],
            set("backgroundColor", red))
        b.rule("UILabel", when: [("userInterfaceStyle", "dark")], set("backgroundColor", green))
        var env = TraitCollection()
        env.userInterfaceStyle = .dark
        let resolved = b.resolver.resolve(view("UILabel", id: "l"), traits: env)
        #expect(resolved.value("l", "backgroundColor") == resolvedColor(255, 0, 0))
    }

    @Test func closerTypeWins() {
        var b = TableBuilder()
        b.rule("UIButton", set("isHidden", .bool(true)))
        b.rule("UIControl", set("isHidden", .bool(false)))
        b.rule("UIView", set("isHidden", .bool(false)))
        let resolved = b.resolver.resolve(view("UIButton", id: "b"))
        #expect(resolved.value("b", "isHidden") == .value(.bool(true)))
    }

    @Test func laterSourceOrderWins() {
        var b = TableBuilder()
        b.rule("UIView", set("alpha", .number(0.25)))
        b.rule("UIView", set("alpha", .number(0.5)))
        let resolved = b.resolver.resolve(view("UIView", id: "v"))
        #expect(resolved.value("v", "alpha") == .value(.number(0.5)))
        #expect(resolved.source("v", "alpha") == .rule(1, origin: origin(rule: 1)))
    }

    /// Precedence is per (property, axis key): a stronger rule that sets only
    /// the highlighted title color leaves a weaker rule's normal one in place.
    @Test func precedenceIsDecidedPerPropertyAndAxisKey() {
        var b = TableBuilder()
        b.rule("UIButton", set("titleColor", for: "normal", red), set("alpha", .number(0.5)))
        b.rule("UIButton", classes: ["primary"], set("titleColor", for: "highlighted", green))
        let tree = view(
            "UIView", view("UIButton", id: "n", classes: ["primary"]),
            view("UIButton", id: "h", classes: ["primary"], state: .highlighted))
        let resolved = b.resolver.resolve(tree)
        #expect(resolved.value("n", "titleColor") == resolvedColor(255, 0, 0))
        #expect(resolved.value("n", "alpha") == .value(.number(0.5)))
        #expect(resolved.value("h", "titleColor") == resolvedColor(0, 255, 0))
    }

    /// `<` is written out for speed; it must order ranks as `compare(to:)` does.
    @Test func rankOrderAgreesWithTheDecidingStep() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        for _ in 0..<2_000 {
            func rank() -> MatchRank {
                MatchRank(
                    classCount: next(3), outermostContainerDepth: next(4) == 0 ? nil : next(3), insideLength: next(3),
                    traitCount: next(3), typeDistance: next(3), sourceOrder: next(4))
            }
            let a = rank()
            let b = rank()
            #expect((a < b) == (b.compare(to: a)?.wins ?? false), "\(a) vs \(b)")
        }
    }

    @Test func rankComparisonNamesTheDecidingStep() {
        let base = MatchRank(
            classCount: 1, outermostContainerDepth: 2, insideLength: 1, traitCount: 1,
            typeDistance: 1, sourceOrder: 5)
        var other = base
        other.classCount = 0
        #expect(base.compare(to: other)! == (.classes, true))
        other = base
        other.outermostContainerDepth = nil
        #expect(base.compare(to: other)! == (.containmentOutermost, true))
        other = base
        other.outermostContainerDepth = 1
        #expect(base.compare(to: other)! == (.containmentOutermost, false))
        other = base
        other.insideLength = 2
        #expect(base.compare(to: other)! == (.containmentLength, false))
        other = base
        other.traitCount = 0
        #expect(base.compare(to: other)! == (.traits, true))
        other = base
        other.typeDistance = 0
        #expect(base.compare(to: other)! == (.typeDistance, false))
        other = base
        other.sourceOrder = 4
        #expect(base.compare(to: other)! == (.sourceOrder, true))
        #expect(base.compare(to: base) == nil)
        #expect(other < base)
    }
}

extension PrecedenceTests {
    /// Docs/Resolution.md's second worked example.
    @Test func docsWorkedExampleClassesBeforeContainmentTraitsBeforeType() {
        var b = TableBuilder()
        b.rule("UIView", classes: ["card"], set("alpha", .number(1)))
        b.rule("UIView", inside: ["UIStackView"], set("alpha", .number(0.5)))
        b.rule("UIView", when: [("userInterfaceStyle", "dark")], set("backgroundColor", fixedColor(0, 0, 0)))
        b.rule("UILabel", set("backgroundColor", fixedColor(255, 255, 255)))
        var env = TraitCollection()
        env.userInterfaceStyle = .dark
        let resolved = b.resolver.resolve(view("UIStackView", view("UILabel", id: "l", classes: ["card"])), traits: env)
        #expect(resolved.value("l", "alpha") == .value(.number(1)))
        #expect(resolved.value("l", "backgroundColor") == resolvedColor(0, 0, 0))
    }
}
