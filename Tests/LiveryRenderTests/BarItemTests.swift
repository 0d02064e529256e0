import Foundation
import Livery
import LiveryYAML
import Testing

@testable import LiveryRender

/// Bar items (Docs/Stylesheets.md, "Bar items"): stylable, though not views,
/// children of their bar in a tree, reached by containment through it,
/// drawn as UIKit draws them.
@Suite struct BarItemTests {
    /// A bar of items on a 200-point canvas.
    func render(_ bar: String, _ items: [String], stylesheet: String) throws -> Canvas {
        try ControlRenderingTests.render(
            "{ type: \(bar), frame: [0, 0, 200, 49], children: [\(items.joined(separator: ", "))] }", stylesheet: stylesheet)
    }

    func redPixels(_ c: Canvas, x: Range<Int>) -> Int { ControlRenderingTests.count(c, x: x, y: 0..<49, ControlRenderingTests.isRed) }
    func bluePixels(_ c: Canvas, x: Range<Int>) -> Int { ControlRenderingTests.count(c, x: x, y: 0..<49, ControlRenderingTests.isBlue) }

    /// A tab item's `selected` attributes reach only the selected tab.
    @Test func aSelectedTabsAttributesReachOnlyTheSelectedTab() throws {
        let style = """
            livery: 1
            rules:
              - type: UITabBarItem
                set: { titleTextAttributes.foregroundColor: { selected: red }, titleTextAttributes.font: { normal: { size: 12, weight: bold } } }
              - { type: UITabBar, set: { unselectedItemTintColor: blue } }
            """
        let c = try render("UITabBar, set: { selectedIndex: 1 }", ["{ type: UITabBarItem, set: { title: One } }", "{ type: UITabBarItem, set: { title: Two } }"], stylesheet: style)
        #expect(redPixels(c, x: 100..<200) > 10 && redPixels(c, x: 0..<100) == 0)
        #expect(bluePixels(c, x: 0..<100) > 10 && bluePixels(c, x: 100..<200) == 0)
    }

    /// `type: UIBarButtonItem, inside: [UIToolbar]` styles a toolbar's items, not a navigation bar's.
    @Test func itemsAreReachedThroughTheirBar() throws {
        let style = """
            livery: 1
            rules:
              - { type: UIBarButtonItem, inside: [UIToolbar], set: { tintColor: red } }
            """
        let toolbar = try render("UIToolbar", ["{ type: UIBarButtonItem, set: { title: Share } }"], stylesheet: style)
        let navigation = try render("UINavigationBar", ["{ type: UIBarButtonItem, set: { title: Share } }"], stylesheet: style)
        #expect(redPixels(toolbar, x: 0..<200) > 20)
        #expect(redPixels(navigation, x: 0..<200) == 0)
        let systemBlue = ControlRenderingTests.count(navigation, x: 0..<200, y: 0..<49) { $0.b > 200 && $0.r < 60 && $0.g > 90 && $0.g < 150 }
        #expect(systemBlue > 20, "unstyled, the item takes its bar's tint, systemBlue")
    }

    /// `done` is semibold: more ink than the same title plain; a system item draws its title.
    @Test func doneIsSemiboldAndSystemItemsHaveTheirTitles() throws {
        let style = "livery: 1\nrules:\n  - { type: UIBarButtonItem, set: { tintColor: red } }\n"
        let plain = try render("UIToolbar", ["{ type: UIBarButtonItem, set: { title: Done } }"], stylesheet: style)
        let done = try render("UIToolbar", ["{ type: UIBarButtonItem, set: { title: Done, style: done } }"], stylesheet: style)
        let system = try render("UIToolbar", ["{ type: UIBarButtonItem, set: { systemItem: done } }"], stylesheet: style)
        #expect(redPixels(done, x: 0..<200) > redPixels(plain, x: 0..<200) + 5)
        #expect(redPixels(system, x: 0..<200) == redPixels(done, x: 0..<200))
    }

    @Test func aBadgeIsDrawnInItsColour() throws {
        let style = "livery: 1\nrules:\n  - { type: UITabBarItem, set: { badgeColor: blue } }\n"
        let c = try render("UITabBar", ["{ type: UITabBarItem, set: { title: Inbox, badgeValue: \"4\" } }"], stylesheet: style)
        #expect(bluePixels(c, x: 0..<200) > 50)
    }

    /// The item's badge text attributes colour its badge's text; unset, it is white.
    @Test func aBadgesTextTakesTheItemsBadgeTextAttributes() throws {
        let item = "{ type: UITabBarItem, set: { title: Inbox, badgeValue: \"44\" } }"
        let plain = try render("UITabBar", [item], stylesheet: "livery: 1\nrules:\n  - { type: UITabBarItem, set: { badgeColor: blue } }\n")
        let red = try render(
            "UITabBar", [item],
            stylesheet: """
                livery: 1
                rules:
                  - { type: UITabBarItem, set: { badgeColor: blue, badgeTextAttributes.foregroundColor: { normal: red }, badgeTextAttributes.font: { normal: { size: 13, weight: heavy } } } }

                """)
        #expect(redPixels(plain, x: 0..<200) == 0)
        #expect(redPixels(red, x: 0..<200) > 10)
    }

    @Test func treesKeepItemsInTheirBars() throws {
        var diagnostics: [Diagnostic] = []
        _ = TreeLoader.load(
            try YAMLReader.parse(
                """
                livery-tree: 1
                root:
                  type: UIView
                  frame: [0, 0, 100, 100]
                  children:
                    - { type: UIBarButtonItem, set: { title: Loose } }
                    - type: UIToolbar
                      size: [100, 44]
                      children:
                        - { type: UIBarButtonItem, size: [10, 10] }
                """), file: "items.tree.yaml", registry: .builtIn, diagnostics: &diagnostics)
        #expect(diagnostics.map(\.code) == [.notStylable, .badFrame])
        #expect(diagnostics.map(\.location.line) == [6, 10])
    }
}
