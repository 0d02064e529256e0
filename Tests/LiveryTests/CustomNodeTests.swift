import Testing
import Livery

/// An app's own node type: a reference type whose children are shared
/// objects, so nothing is put back after styling.
private final class Widget: StylableNode {
    let kind: String
    let name: String?
    var subwidgets: [Widget]
    var tags: [String] = []
    var pressed = false
    var received: ResolvedStyle?

    init(_ kind: String, name: String? = nil, _ subwidgets: Widget...) {
        self.kind = kind
        self.name = name
        self.subwidgets = subwidgets
    }

    var styleTypeName: String { kind }
    var styleChildren: [Widget] { subwidgets }
    var styleID: String? { name }
    var styleClasses: [String] { tags }
    var styleState: ControlState { pressed ? .highlighted : .normal }
    func applyStyle(_ style: ResolvedStyle) { received = style }
}

/// The smallest conformer: a value type with the required members and `applyStyle`.
private struct Box: StylableNode {
    var styleTypeName: String
    var styleChildren: [Box] = []
    var color: Color?

    mutating func replaceStyleChildren(_ children: [Box]) { styleChildren = children }

    mutating func applyStyle(_ style: ResolvedStyle) {
        if case .color(let c)? = style["backgroundColor"] { color = c }
    }
}

@Suite struct CustomNodeTests {
    @Test func referenceTypeNodesReceiveTheirStyles() {
        var b = TableBuilder()
        b.rule(
            "UIButton", inside: ["UITableViewCell"], set("titleColor", for: "highlighted", red),
            set("titleColor", for: "normal", green))
        b.rule("UIButton", classes: ["quiet"], set("alpha", .number(0.5)))
        let button = Widget("UIButton", name: "ok")
        button.tags = ["quiet"]
        button.pressed = true
        var cell = Widget("UITableViewCell", button)
        let tree = b.resolver.apply(to: &cell)
        #expect(button.received?["titleColor"] == resolvedColor(255, 0, 0))
        #expect(button.received?["alpha"] == .value(.number(0.5)))
        #expect(cell.received?.properties.isEmpty == true)
        #expect(tree.view(id: "ok")?.path == "0")
    }

    @Test func valueTypeNodesAreRebuiltWithTheirStyles() {
        var b = TableBuilder()
        b.rule("UIView", inside: ["UIStackView"], set("backgroundColor", blue))
        var root = Box(
            styleTypeName: "UIStackView",
            styleChildren: [
                Box(styleTypeName: "UIView"),
                Box(
                    styleTypeName: "UIView",
                    styleChildren: [Box(styleTypeName: "UILabel")]),
            ])
        b.resolver.apply(to: &root)
        #expect(root.color == nil)
        #expect(root.styleChildren.map(\.color) == [Color(red: 0, green: 0, blue: 255), Color(red: 0, green: 0, blue: 255)])
        #expect(root.styleChildren[1].styleChildren[0].color == Color(red: 0, green: 0, blue: 255))
    }
}
