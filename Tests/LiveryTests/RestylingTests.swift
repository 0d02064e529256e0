import Testing
import Livery

/// Live re-styling: applying a new stylesheet to a styled tree gives exactly
/// what styling a fresh tree gives.
@Suite struct RestylingTests {
    /// A node that keeps the style it is handed, as an app's view would.
    struct StyledNode: StylableNode {
        var view: ViewNode
        var children: [StyledNode]
        var style = ResolvedStyle()

        init(_ view: ViewNode) {
            self.view = view
            children = view.children.map(StyledNode.init)
        }

        var styleTypeName: String { view.type }
        var styleChildren: [StyledNode] { children }
        mutating func replaceStyleChildren(_ children: [StyledNode]) { self.children = children }
        var styleID: String? { view.id }
        var styleClasses: [String] { view.classes }
        var styleExplicitValues: ExplicitValues { view.styleExplicitValues }
        mutating func applyStyle(_ style: ResolvedStyle) { self.style = style }
    }

    static func tree() -> StyledNode {
        StyledNode(
            view(
                "UIView", id: "root",
                view("UIButton", id: "buy", classes: ["primary"], set: ["alpha": .number(0.9)]),
                view("UILabel", id: "label")))
    }

    @Test func newStylesheetReplacesTheOldOneAndKeepsExplicitValues() {
        var first = TableBuilder()
        first.rule("UIButton", set("titleColor", for: "normal", red), set("layer.cornerRadius", .number(8)))
        first.rule("UIView", set("tintColor", green))
        var second = TableBuilder()
        second.rule("UIButton", classes: ["primary"], set("titleColor", for: "normal", blue))

        var styled = RestylingTests.tree()
        first.resolver.apply(to: &styled)
        #expect(styled.children[0].style["layer.cornerRadius"] == .value(.number(8)))
        #expect(styled.children[1].style["tintColor"] == resolvedColor(0, 255, 0))

        second.resolver.apply(to: &styled)
        var fresh = RestylingTests.tree()
        second.resolver.apply(to: &fresh)
        #expect(styled.style == fresh.style)
        #expect(styled.children.map(\.style) == fresh.children.map(\.style))
        // What the new stylesheet no longer sets is back to its default (absent).
        #expect(styled.children[0].style["layer.cornerRadius"] == nil)
        #expect(styled.children[1].style["tintColor"] == nil)
        #expect(styled.children[0].style["titleColor"] == resolvedColor(0, 0, 255))
        // The explicit value stays.
        #expect(styled.children[0].style["alpha"] == .value(.number(0.9)))
    }

    @Test func applyDeliversTheSameStylesAsResolve() {
        var b = TableBuilder()
        b.rule("UIView", set("alpha", .number(0.5)))
        var tree = RestylingTests.tree()
        let resolved = b.resolver.apply(to: &tree)
        #expect(tree.style == resolved.views[0].style)
        #expect(tree.children.map(\.style) == [resolved.views[1].style, resolved.views[2].style])
    }
}
