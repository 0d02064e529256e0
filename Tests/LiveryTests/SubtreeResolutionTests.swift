import Foundation
import Testing
@testable import Livery
@testable import LiveryCore

/// Resolving a subtree given its ancestors gives each of its views what
/// resolving the whole tree gives it.
@Suite struct SubtreeResolutionTests {
    static let showcase = ExampleStylesheetTests.folder + "/Showcase"

    /// Every node of the tree with its ancestors (root first) and its path.
    static func subtrees(of root: ViewNode) -> [(node: ViewNode, ancestors: [ViewNode], path: String)] {
        var result: [(ViewNode, [ViewNode], String)] = []
        func visit(_ node: ViewNode, _ ancestors: [ViewNode], _ path: String) {
            result.append((node, ancestors, path))
            for (i, child) in node.children.enumerated() {
                visit(child, ancestors + [node], path.isEmpty ? String(i) : path + "." + String(i))
            }
        }
        visit(root, [], "")
        return result
    }

    /// What a view's style decided, without where inherited values came from
    /// (their paths are relative in a subtree).
    static func values(_ style: ResolvedStyle) -> [String: ResolvedValue] {
        Dictionary(uniqueKeysWithValues: style.propertiesByKeyPath.map { ($0.keyPath, $0.property.value) })
    }

    @Test(arguments: [TraitCollection(), TraitCollection().overriding([.userInterfaceStyle(.dark)])])
    func everySubtreeOfTheShowcaseResolvesAsInTheWholeTree(traits: TraitCollection) throws {
        let table = try #require(StylesheetCompiler.compile(path: Self.showcase + "/Showcase.style.yaml").table)
        var diagnostics: [Diagnostic] = []
        let document = try #require(
            TreeLoader.load(contentsOf: Self.showcase + "/Showcase.tree.yaml", registry: table.registry, diagnostics: &diagnostics))
        let resolver = Resolver(table: table)
        let whole = resolver.resolve(document.root, traits: traits)
        let byPath = Dictionary(uniqueKeysWithValues: whole.views.map { ($0.path, $0) })
        let subtrees = Self.subtrees(of: document.root)
        #expect(subtrees.count > 20)
        // The count the resolver sizes its views by is every node of the tree.
        #expect(document.root.subtreeCount == subtrees.count && whole.views.count == subtrees.count)
        #expect(ViewNode(type: "UIView").subtreeCount == 1)
        for (node, ancestors, path) in subtrees {
            let part = resolver.resolve(node, ancestors: ancestors, traits: traits)
            for view in part.views {
                let fullPath = view.path.isEmpty ? path : (path.isEmpty ? view.path : path + "." + view.path)
                let expected = try #require(byPath[fullPath])
                #expect(Self.values(view.style) == Self.values(expected.style), "\(fullPath) resolved as a subtree at \(path)")
                #expect(view.style.traits == expected.style.traits && view.style.state == expected.style.state)
            }
        }
    }

    @Test func inheritanceTargetsAndContainmentReachTheSubtree() {
        var b = TableBuilder()
        b.rule("UIView", classes: ["tinted"], set("tintColor", fixedColor(255, 0, 0)))
        b.rule("UILabel", inside: ["UITableViewCell"], set("alpha", .number(0.5)))
        b.rule("UILabel", when: [("userInterfaceStyle", "dark")], set("layer.borderWidth", .number(2)))
        let cell = view("UITableViewCell", classes: ["tinted"], traits: [.userInterfaceStyle(.dark)])
        let label = view("UILabel", id: "label")
        let tree = b.resolver.resolve(label, ancestors: [view("UIView"), cell])
        let style = tree.views[0].style
        #expect(style["tintColor"] == resolvedColor(255, 0, 0))
        #expect(style["alpha"] == .value(.number(0.5)))
        #expect(style["layer.borderWidth"] == .value(.number(2)))
        #expect(style.property("tintColor")?.source == .inherited(fromPath: "^1"))
        #expect(tree.views[0].path == "")
    }
}
