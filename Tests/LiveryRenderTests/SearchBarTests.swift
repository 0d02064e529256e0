import Foundation
import Livery
import LiveryYAML
import Testing

@testable import LiveryRender

/// Search bars and the rest of what real apps set (Docs/Stylesheets.md,
/// "Search bars and the rest"), drawn as UIKit draws them.
@Suite struct SearchBarTests {
    func render(_ view: String, stylesheet: String, width: Int = 200) throws -> Canvas {
        try ControlRenderingTests.render(view, stylesheet: stylesheet)
    }

    func count(_ c: Canvas, x: Range<Int>, y: Range<Int>, _ test: ((r: Int, g: Int, b: Int)) -> Bool) -> Int {
        ControlRenderingTests.count(c, x: x, y: y, test)
    }

    /// `type: UIBarButtonItem, inside: [UISearchBar]` styles the search bar's
    /// Cancel item and no other item: not a navigation bar's.
    @Test func aCancelItemRuleReachesOnlyTheSearchBarsCancel() throws {
        let style = "livery: 1\nrules:\n  - { type: UIBarButtonItem, inside: [UISearchBar], set: { tintColor: red } }\n"
        let search = try render(
            "{ type: UISearchBar, frame: [0, 0, 200, 56], set: { showsCancelButton: true }, children: [{ type: UIBarButtonItem, set: { systemItem: cancel } }] }",
            stylesheet: style)
        let navigation = try render(
            "{ type: UINavigationBar, frame: [0, 0, 200, 44], children: [{ type: UIBarButtonItem, set: { systemItem: cancel } }] }",
            stylesheet: style)
        #expect(count(search, x: 130..<200, y: 10..<46, ControlRenderingTests.isRed) > 20)
        #expect(count(navigation, x: 0..<200, y: 0..<44, ControlRenderingTests.isRed) == 0)
    }

    @Test func theFieldTakesItsTextFieldsPlaceholderAttributes() throws {
        let style = """
            livery: 1
            rules:
              - { type: UITextField, inside: [UISearchBar], set: { placeholderTextAttributes.foregroundColor: red } }
            """
        let c = try render(
            "{ type: UISearchBar, frame: [0, 0, 200, 56], children: [{ type: UISearchTextField, set: { placeholder: Search } }] }",
            stylesheet: style)
        #expect(count(c, x: 30..<120, y: 10..<46, ControlRenderingTests.isRed) > 20)
    }

    /// Minimal draws no bar background; a black bar is dark; `shadowImage: none` hides the hairline where the
    /// bar has a background image too, and only there (UIKit's `setShadowImage(_:forToolbarPosition:)`).
    @Test func barStylesAndImages() throws {
        let style = "livery: 1\nrules:\n  - { type: UISearchBar, set: { barTintColor: red } }\n"
        let plain = try render("{ type: UISearchBar, frame: [0, 0, 200, 56] }", stylesheet: style)
        let minimal = try render("{ type: UISearchBar, frame: [0, 0, 200, 56], set: { searchBarStyle: minimal } }", stylesheet: style)
        #expect(ControlRenderingTests.isRed(ControlRenderingTests.pixel(plain, 2, 2)))
        #expect(!ControlRenderingTests.isRed(ControlRenderingTests.pixel(minimal, 2, 2)))
        let black = try render("{ type: UIToolbar, frame: [0, 10, 200, 44], set: { barStyle: black } }", stylesheet: "livery: 1\n")
        #expect(ControlRenderingTests.pixel(black, 100, 30).r < 30)
        let hairline = { (p: (r: Int, g: Int, b: Int)) in p.r < 235 }
        let shown = try render("{ type: UIToolbar, frame: [0, 10, 200, 44] }", stylesheet: "livery: 1\n")
        let alone = try render("{ type: UIToolbar, frame: [0, 10, 200, 44], set: { shadowImage: none } }", stylesheet: "livery: 1\n")
        let hidden = try render(
            "{ type: UIToolbar, frame: [0, 10, 200, 44], set: { shadowImage: none, backgroundImage: { color: white } } }", stylesheet: "livery: 1\n")
        #expect(count(shown, x: 0..<200, y: 9..<10, hairline) > 150)
        #expect(count(alone, x: 0..<200, y: 9..<10, hairline) > 150)
        #expect(count(hidden, x: 0..<200, y: 9..<10, hairline) == 0)
    }

    @Test func aRefreshControlDrawsItsTitleInItsColour() throws {
        let style = "livery: 1\nrules:\n  - { type: UIRefreshControl, set: { attributedTitle.foregroundColor: red } }\n"
        let c = try render("{ type: UIRefreshControl, frame: [0, 0, 200, 60], set: { attributedTitle.text: Loading } }", stylesheet: style)
        #expect(count(c, x: 0..<200, y: 44..<60, ControlRenderingTests.isRed) > 10)
    }
}
