import Testing
@testable import Livery
@testable import LiveryCore

// A main-actor, non-final class hierarchy shaped like UIKit's, conforming
// once at its base: what an app's `UIView` conformance looks like.

@MainActor private class UIView {
    var subviews: [UIView]
    var received: ResolvedStyle?
    init(_ subviews: UIView...) { self.subviews = subviews }
}

@MainActor private class UIButton: UIView {
    var isHighlighted = false
}

/// A subclass the registry does not know (a private UIKit class, or the app's own).
@MainActor private final class PrimaryButton: UIButton {}

@MainActor private class UITableViewCell: UIView {}

extension UIView: @MainActor StylableNode {
    var styleChildren: [UIView] { subviews }
    var styleState: ControlState { (self as? UIButton)?.isHighlighted == true ? .highlighted : .normal }
    func applyStyle(_ style: ResolvedStyle) { received = style }
}

@MainActor @Suite struct ClassHierarchyNodeTests {
    @Test func classNamesComeFromTheDynamicClass() {
        let button = PrimaryButton()
        #expect(button.styleTypeName == "PrimaryButton")
        #expect(button.styleSuperclassNames == ["UIButton", "UIView"])
    }

    @Test func anUnknownSubclassIsStyledAsItsNearestRegisteredSuperclass() {
        var b = TableBuilder()
        b.rule("UIButton", inside: ["UITableViewCell"], set("titleColor", for: "normal", fixedColor(0, 128, 0)))
        b.rule("UIControl", set("alpha", .number(0.5)))
        let button = PrimaryButton()
        let plain = UIView()
        var cell: UIView = UITableViewCell(button, plain)
        let tree = b.resolver.apply(to: &cell)
        #expect(tree.views.map(\.type) == ["UITableViewCell", "PrimaryButton", "UIView"])
        #expect(button.received?[.titleColor, for: .normal] == Color(red: 0, green: 128, blue: 0))
        #expect(button.received?[.alpha] == 0.5)
        // Typed reads use the matched class's schema: a button's defaults.
        #expect(button.received?.schema.typeName == "UIButton")
        #expect(plain.received?[.alpha] == 1)
    }

    @Test func theNodesStateSelectsTheKeyedSlotAndEverySlotIsDelivered() {
        var b = TableBuilder()
        b.rule(
            "UIButton", set("titleColor", for: "normal", fixedColor(0, 0, 255)),
            set("titleColor", for: "highlighted", fixedColor(255, 0, 0)))
        let button = PrimaryButton()
        button.isHighlighted = true
        var root: UIView = UIView(button)
        b.resolver.apply(to: &root)
        #expect(button.received?[.titleColor] == Color(red: 255, green: 0, blue: 0))
        #expect(button.received?[.titleColor, for: .normal] == Color(red: 0, green: 0, blue: 255))
        #expect(button.received?.slots(.titleColor).count == 2)
    }
}
