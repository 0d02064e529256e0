import LiveryTestSupport
import Testing
@testable import Livery
@testable import LiveryCore

/// Sharing a cascade between views that must resolve alike is an
/// optimisation only: with it on, every tree resolves exactly as with it off.
@Suite struct StyleSharingTests {
    static func unshared(_ resolver: Resolver) -> Resolver {
        var plain = resolver
        plain.sharesStyles = false
        return plain
    }

    static func expectSameWithAndWithoutSharing(
        _ resolver: Resolver, _ root: ViewNode, traits: TraitCollection = TraitCollection(),
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let shared = resolver.resolve(root, traits: traits)
        let plain = unshared(resolver).resolve(root, traits: traits)
        #expect(shared.views.count == plain.views.count, sourceLocation: sourceLocation)
        for (a, b) in zip(shared.views, plain.views) where a != b {
            Issue.record(
                "view '\(a.path)' (\(a.type)) differs with sharing:\n  \(a.style)\n  \(b.style)",
                sourceLocation: sourceLocation)
            return
        }
    }

    @Test(arguments: ["Avatars", "Showcase/Showcase"])
    func bundledTreesResolveAlike(_ name: String) throws {
        let table = try #require(StylesheetCompiler.compile(path: ExampleStylesheetTests.folder + "/\(name).style.yaml").table)
        var diagnostics: [Diagnostic] = []
        let document = try #require(
            TreeLoader.load(
                contentsOf: ExampleStylesheetTests.folder + "/\(name).tree.yaml",
                registry: table.registry, diagnostics: &diagnostics))
        for style in TraitCollection.UserInterfaceStyle.allCases {
            var traits = document.traits
            traits.userInterfaceStyle = style
            StyleSharingTests.expectSameWithAndWithoutSharing(Resolver(table: table), document.root, traits: traits)
        }
    }

    /// Identical leaves under different ancestors share a cascade but inherit
    /// different values, each naming its own ancestor.
    @Test func inheritedValuesStayPerView() {
        var b = TableBuilder()
        b.rule("UILabel", set("textColor", red))
        b.rule("UIStackView", classes: ["tinted"], set("tintColor", green))
        let root = view(
            "UIView", id: "root",
            view("UIStackView", id: "a", classes: ["tinted"], view("UILabel", id: "a1"), view("UILabel", id: "a2")),
            view("UIStackView", id: "b", set: ["tintColor": blue], view("UILabel", id: "b1")),
            view("UIStackView", id: "c", view("UILabel", id: "c1")))
        let tree = b.resolver.resolve(root)
        #expect(tree.source("a2", "tintColor") == .inherited(fromPath: "0"))
        #expect(tree.value("a2", "tintColor") == resolvedColor(0, 255, 0))
        #expect(tree.source("b1", "tintColor") == .inherited(fromPath: "1"))
        #expect(tree.value("b1", "tintColor") == resolvedColor(0, 0, 255))
        #expect(tree.source("c1", "tintColor") == nil)
        #expect(
            [tree.value("a1", "textColor"), tree.value("b1", "textColor"), tree.value("c1", "textColor")]
                == Array(repeating: resolvedColor(255, 0, 0), count: 3))
        StyleSharingTests.expectSameWithAndWithoutSharing(b.resolver, root)
    }

    /// The same class at different depths: containment ranks record the
    /// depth of the outermost container, so these must not share.
    @Test func ancestrySeparatesOtherwiseEqualViews() {
        var b = TableBuilder()
        b.rule("UILabel", inside: ["UIStackView"], set("alpha", .number(0.5)))
        b.rule("UILabel", inside: ["UIStackView", "UIScrollView"], set("alpha", .number(0.25)))
        let root = view(
            "UIView",
            view("UIStackView", view("UILabel", id: "plain")),
            view("UIScrollView", view("UIStackView", view("UILabel", id: "scrolled"))))
        let tree = b.resolver.resolve(root)
        #expect(tree.value("plain", "alpha") == .value(.number(0.5)))
        #expect(tree.value("scrolled", "alpha") == .value(.number(0.25)))
        StyleSharingTests.expectSameWithAndWithoutSharing(b.resolver, root)
    }

    /// Random trees over a table that exercises every input of a cascade:
    /// containment, classes, traits and trait overrides, state keys,
    /// explicit values, inheritance and the interface-style override.
    @Test(arguments: 1...8)
    func randomTreesResolveAlike(seed: UInt64) {
        var b = TableBuilder()
        b.rule("UIView", set("alpha", .number(0.9)))
        b.rule("UILabel", inside: ["UIStackView"], set("textColor", red))
        b.rule("UILabel", inside: ["UIScrollView", "UIStackView"], classes: ["loud"], set("textColor", blue))
        b.rule("UILabel", when: [("userInterfaceStyle", "dark")], set("textColor", green))
        b.rule("UIButton", set("titleColor", for: "normal", red), set("titleColor", for: "highlighted", green))
        b.rule("UIButton", inside: ["UIStackView"], set("titleColor", for: "selected", blue))
        b.rule("UIStackView", classes: ["tinted"], set("tintColor", green))
        b.rule("UIScrollView", classes: ["night"], set("overrideUserInterfaceStyle", .enumCase("dark")))
        b.rule("UIImageView", inside: ["UIScrollView"], set("layer.cornerRadius", .number(4)))

        var random = SeededGenerator(seed: seed)
        let types = ["UIView", "UIStackView", "UIScrollView", "UILabel", "UIButton", "UIImageView"]
        let classNames = ["loud", "tinted", "night"]
        func node(depth: Int) -> ViewNode {
            let type = types[Int.random(in: 0..<types.count, using: &random)]
            let classes = Int.random(in: 0..<3, using: &random) == 0 ? [classNames[Int.random(in: 0..<classNames.count, using: &random)]] : []
            let state: ControlState = Int.random(in: 0..<4, using: &random) == 0 ? .highlighted : Int.random(in: 0..<5, using: &random) == 0 ? .selected : .normal
            let explicit: [String: Value] = Int.random(in: 0..<9, using: &random) == 0 ? ["tintColor": red] : [:]
            let traits: [TraitSetting] = Int.random(in: 0..<12, using: &random) == 0 ? [.userInterfaceStyle(.dark)] : []
            let children = depth < 4 ? (0..<Int.random(in: 0..<4, using: &random)).map { _ in node(depth: depth + 1) } : []
            return ViewNode(
                type: type, classes: classes, state: state, explicitValues: explicit, traits: traits,
                children: children)
        }
        let root = ViewNode(type: "UIView", children: (0..<6).map { _ in node(depth: 1) })
        StyleSharingTests.expectSameWithAndWithoutSharing(b.resolver, root)
    }
}
