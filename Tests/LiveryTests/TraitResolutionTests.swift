import Testing
@testable import Livery
@testable import LiveryCore

/// Traits, dynamic colors, `overrideUserInterfaceStyle`, inheritance and fonts.
@Suite struct TraitResolutionTests {
    static let card = Value.color(
        DynamicColor(
            light: Color(red: 255, green: 255, blue: 255),
            dark: Color(red: 28, green: 28, blue: 30),
            darkHighContrast: Color(red: 36, green: 36, blue: 38)))

    @Test func dynamicColorsResolveForTheViewsTraits() {
        var b = TableBuilder()
        b.rule(
            "UIView", set("backgroundColor", TraitResolutionTests.card),
            set("layer.borderColor", .color(SystemColors.table["separator"]!)))
        let tree = view(
            "UIView", id: "root",
            view("UIView", id: "dark", traits: [.userInterfaceStyle(.dark)]),
            view("UIView", id: "darkHC", traits: [.userInterfaceStyle(.dark), .accessibilityContrast(.high)]),
            view("UIView", id: "elevated", traits: [.userInterfaceStyle(.dark), .userInterfaceLevel(.elevated)]))
        let resolved = b.resolver.resolve(tree)
        #expect(resolved.value("root", "backgroundColor") == resolvedColor(255, 255, 255))
        #expect(resolved.value("dark", "backgroundColor") == resolvedColor(28, 28, 30))
        #expect(resolved.value("darkHC", "backgroundColor") == resolvedColor(36, 36, 38))
        #expect(resolved.value("elevated", "backgroundColor") == resolvedColor(28, 28, 30))
        // Layer colors follow dark mode too.
        #expect(resolved.value("root", "layer.borderColor") == resolvedColor(60, 60, 67, 73))
        #expect(resolved.value("dark", "layer.borderColor") == resolvedColor(84, 84, 88, 153))
        #expect(resolved.view(id: "root")?.style.property("backgroundColor")?.specified == TraitResolutionTests.card)
    }

    @Test func wholeTreeInDark() {
        var b = TableBuilder()
        b.rule("UILabel", set("textColor", .color(SystemColors.table["label"]!)))
        var env = TraitCollection()
        env.userInterfaceStyle = .dark
        let resolved = b.resolver.resolve(view("UILabel", id: "l"), traits: env)
        #expect(resolved.value("l", "textColor") == resolvedColor(255, 255, 255))
    }

    /// The override is resolved in the inherited traits; everything else on
    /// the view and its subtree in the overridden ones.
    @Test func overrideUserInterfaceStyleAppliesToTheViewAndItsSubtree() throws {
        var b = TableBuilder()
        b.rule(
            "UIView", when: [("userInterfaceStyle", "light")], classes: ["sheet"],
            set("overrideUserInterfaceStyle", .enumCase("dark")))
        b.rule("UIView", set("backgroundColor", TraitResolutionTests.card))
        b.rule("UIView", when: [("userInterfaceStyle", "dark")], set("alpha", .number(0.5)))
        let tree = view("UIView", id: "root", view("UIView", id: "sheet", classes: ["sheet"], view("UIView", id: "child")))
        let resolved = b.resolver.resolve(tree)
        #expect(resolved.value("root", "backgroundColor") == resolvedColor(255, 255, 255))
        #expect(resolved.value("sheet", "overrideUserInterfaceStyle") == .value(.enumCase("dark")))
        #expect(resolved.value("sheet", "backgroundColor") == resolvedColor(28, 28, 30))
        #expect(resolved.value("sheet", "alpha") == .value(.number(0.5)))
        #expect(resolved.value("child", "backgroundColor") == resolvedColor(28, 28, 30))
        #expect(resolved.view(id: "child")?.style.traits.userInterfaceStyle == .dark)
        #expect(resolved.value("root", "alpha") == nil)
        let explanation = try #require(b.resolver.explain(.id("sheet"), in: tree))
        #expect(explanation.baseTraits.userInterfaceStyle == .light)
        #expect(explanation.view.style.traits.userInterfaceStyle == .dark)
        #expect(explanation.matchedRules.map(\.index) == [0, 2, 1])
    }

    @Test func explicitOverrideUserInterfaceStyle() {
        let tree = view(
            "UIView", id: "root", set: ["overrideUserInterfaceStyle": .enumCase("dark")],
            view("UILabel", id: "label"))
        var b = TableBuilder()
        b.rule("UILabel", set("textColor", .color(SystemColors.table["label"]!)))
        let resolved = b.resolver.resolve(tree)
        #expect(resolved.value("label", "textColor") == resolvedColor(255, 255, 255))
    }

    @Test func tintColorIsInheritedByDescendantsThatSetNone() {
        var b = TableBuilder()
        b.rule("UIView", classes: ["brand"], set("tintColor", .color(SystemColors.table["systemBlue"]!)))
        b.rule("UIButton", classes: ["danger"], set("tintColor", red))
        let tree = view(
            "UIView", id: "root", classes: ["brand"],
            view(
                "UIView", id: "mid", traits: [.userInterfaceStyle(.dark)],
                view("UIImageView", id: "icon"),
                view("UIButton", id: "danger", classes: ["danger"], view("UIImageView", id: "inDanger"))))
        let resolved = b.resolver.resolve(tree)
        #expect(resolved.value("root", "tintColor") == resolvedColor(0, 122, 255))
        // Inherited, and resolved in the descendant's own (dark) traits.
        #expect(resolved.value("icon", "tintColor") == resolvedColor(10, 132, 255))
        #expect(resolved.source("icon", "tintColor") == .inherited(fromPath: ""))
        #expect(resolved.value("inDanger", "tintColor") == resolvedColor(255, 0, 0))
        #expect(resolved.source("inDanger", "tintColor") == .inherited(fromPath: "0.1"))
        // A non-inherited property is not passed down.
        b.rule("UIView", classes: ["brand"], set("alpha", .number(0.5)))
        #expect(b.resolver.resolve(tree).value("icon", "alpha") == nil)
    }

    @Test func textStylesScaleWithContentSizeCategory() {
        var b = TableBuilder()
        b.rule("UILabel", set("font", .font(.textStyle("title1"))))
        b.rule("UILabel", classes: ["h"], set("font", .font(.textStyle("headline"))))
        b.rule("UILabel", classes: ["fixed"], set("font", .font(.fixed(size: 15, weight: .bold, family: "system"))))
        let tree = view(
            "UIView",
            view("UILabel", id: "large"),
            view("UILabel", id: "xxxLarge", traits: [.preferredContentSizeCategory(.xxxLarge)]),
            view("UILabel", id: "xSmall", traits: [.preferredContentSizeCategory(.xSmall)]),
            view("UILabel", id: "h", classes: ["h"], traits: [.preferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)]),
            view("UILabel", id: "fixed", classes: ["fixed"], traits: [.preferredContentSizeCategory(.xxxLarge)]))
        let resolved = b.resolver.resolve(tree)
        #expect(resolved.value("large", "font") == .font(ResolvedFont(family: "system", size: 28, weight: .regular)))
        // UIKit's table, not a linear scale (that gave 38 and 23).
        #expect(resolved.value("xxxLarge", "font") == .font(ResolvedFont(family: "system", size: 34, weight: .regular)))
        #expect(resolved.value("xSmall", "font") == .font(ResolvedFont(family: "system", size: 25, weight: .regular)))
        // Headline is semibold and sized like body: 17 → 53.
        #expect(resolved.value("h", "font") == .font(ResolvedFont(family: "system", size: 53, weight: .semibold)))
        #expect(resolved.value("fixed", "font") == .font(ResolvedFont(family: "system", size: 15, weight: .bold)))
    }

    /// Docs/Rendering.md's table: each style has its own size per category.
    @Test func dynamicTypeSizesAreUIKitsTable() {
        func size(_ style: String, _ category: TraitCollection.ContentSizeCategory) -> Double {
            DynamicType.resolve(.textStyle(style), category: category).size
        }
        #expect(size("largeTitle", .accessibilityExtraLarge) == 52)
        #expect(size("caption2", .xSmall) == 11)
        #expect(size("caption2", .large) == 11)
        #expect(size("footnote", .medium) == 12)
        #expect(size("title2", .accessibilityMedium) == 34)
        #expect(size("largeTitle", .accessibilityExtraExtraExtraLarge) == 60)
        let bodyColumn: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        #expect(TraitCollection.ContentSizeCategory.allCases.map { size("body", $0) } == bodyColumn)
        for (name, style) in DynamicType.styles {
            #expect(style.sizes.count == TraitCollection.ContentSizeCategory.allCases.count, "\(name)")
            #expect(style.sizes == style.sizes.sorted(), "\(name) never shrinks as the category grows")
            #expect(style.weight == (name == "headline" ? .semibold : .regular))
        }
    }

    @Test func traitSettingsParseLikeTheCommandLine() throws {
        #expect(try TraitSetting(parsing: "userInterfaceStyle=dark") == .userInterfaceStyle(.dark))
        #expect(try TraitSetting(parsing: "displayScale=3") == .displayScale(3))
        #expect(try TraitSetting(parsing: "displayScale=2.0") == .displayScale(2))
        #expect(
            try TraitSetting(parsing: "preferredContentSizeCategory=accessibilityLarge")
                == .preferredContentSizeCategory(.accessibilityLarge))
        #expect(
            throws: TraitSetting.ParseError(
                kind: .unknownTrait, message: "unknown trait 'userInterfaceStlye'",
                hint: "did you mean 'userInterfaceStyle'?")
        ) {
            try TraitSetting(parsing: "userInterfaceStlye=dark")
        }
        #expect(
            throws: TraitSetting.ParseError(
                kind: .badValue, message: "'darkk' is not a value of trait 'userInterfaceStyle'",
                hint: "did you mean 'dark'?")
        ) {
            try TraitSetting(parsing: "userInterfaceStyle=darkk")
        }
        #expect(
            throws: TraitSetting.ParseError(
                kind: .badValue, message: "'4' is not a value of trait 'displayScale'",
                hint: "expected one of 1, 2, 3")
        ) {
            try TraitSetting(parsing: "displayScale=4")
        }
        #expect(throws: TraitSetting.ParseError.self) { try TraitSetting(parsing: "dark") }
    }

    @Test func traitCollectionDefaultsMatchesAndOverrides() {
        let traits = TraitCollection()
        #expect(
            traits.settings.map(\.description) == [
                "userInterfaceStyle=light", "displayScale=2", "accessibilityContrast=normal", "userInterfaceLevel=base",
                "horizontalSizeClass=compact", "verticalSizeClass=regular", "userInterfaceIdiom=phone",
                "layoutDirection=leftToRight", "preferredContentSizeCategory=large", "legibilityWeight=regular",
            ])
        #expect(traits.contains(.horizontalSizeClass(.compact)))
        #expect(!traits.contains(.horizontalSizeClass(.regular)))
        let child = traits.overriding([.horizontalSizeClass(.regular), .userInterfaceIdiom(.pad), .horizontalSizeClass(.compact)])
        #expect(child.horizontalSizeClass == .compact)
        #expect(child.userInterfaceIdiom == .pad)
    }
}
