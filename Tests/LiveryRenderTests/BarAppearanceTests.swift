import Foundation
import Livery
import LiveryYAML
import Testing

@testable import LiveryRender

/// Bar appearance objects (Docs/Stylesheets.md, "Bar appearance objects"):
/// each slot drawn when UIKit would use it, UIKit's fallbacks when a slot is
/// unset, and the `appearance:` shorthand.
@Suite struct BarAppearanceTests {
    func pixel(_ bar: String, _ set: String, style: String, background: String = "white") throws -> (r: Int, g: Int, b: Int) {
        let c = try ControlRenderingTests.render(
            "{ type: \(bar), frame: [0, 0, 200, 44], set: { \(set) } }", stylesheet: style, background: background)
        return ControlRenderingTests.pixel(c, 100, 20)
    }

    static let slots = """
        livery: 1
        rules:
          - type: UINavigationBar
            set:
              standardAppearance: { backgroundColor: red }
              scrollEdgeAppearance: { backgroundColor: blue }
        """

    /// Standard and scroll-edge slots render differently, by the `atScrollEdge` preview state.
    @Test func standardAndScrollEdgeSlotsRenderDifferently() throws {
        #expect(ControlRenderingTests.isRed(try pixel("UINavigationBar", "atScrollEdge: false", style: Self.slots)))
        #expect(ControlRenderingTests.isBlue(try pixel("UINavigationBar", "atScrollEdge: true", style: Self.slots)))
    }

    /// Since iOS 15 a bar at its scroll edge with no scroll-edge slot is transparent, with no hairline.
    @Test func anUnsetScrollEdgeSlotIsTransparent() throws {
        let style = "livery: 1\nrules:\n  - { type: UINavigationBar, set: { standardAppearance.backgroundColor: red } }\n"
        let edge = try ControlRenderingTests.render(
            "{ type: UINavigationBar, frame: [0, 0, 200, 44], set: { atScrollEdge: true } }", stylesheet: style, background: "green")
        let p = ControlRenderingTests.pixel(edge, 100, 20)
        #expect(p.g > 100 && p.r < 30, "the view behind shows through")
        #expect(ControlRenderingTests.pixel(edge, 100, 44).g > 100, "no hairline")
        // Legacy properties only: UIKit maps them into the standard slot; the scroll edge is still transparent.
        let legacy = "livery: 1\nrules:\n  - { type: UINavigationBar, set: { barTintColor: red } }\n"
        #expect(ControlRenderingTests.isRed(try pixel("UINavigationBar", "atScrollEdge: false", style: legacy)))
        #expect(!ControlRenderingTests.isRed(try pixel("UINavigationBar", "atScrollEdge: true", style: legacy)))
    }

    /// A solid colour's image (`{color: …}`) fills the bar behind its title, in the colour for the
    /// bar's appearance, as the one-point image an app draws does.
    @Test func aSolidColourBackgroundImageFillsTheBar() throws {
        let style = ##"""
            livery: 1
            rules:
              - { type: UINavigationBar, set: { backgroundImage: { color: { light: "#FF0000", dark: "#0000FF" } } } }
            """##
        #expect(ControlRenderingTests.isRed(try pixel("UINavigationBar", "", style: style)))
        let dark = try ControlRenderingTests.render("{ type: UINavigationBar, frame: [0, 0, 200, 44] }", stylesheet: style, dark: true)
        #expect(ControlRenderingTests.isBlue(ControlRenderingTests.pixel(dark, 100, 20)))
        // A legacy background image replaces the bar's own background: half-clear red shows the green behind.
        let legacy = ##"""
            livery: 1
            rules:
              - { type: UINavigationBar, set: { backgroundImage: { color: "#FF000080" } } }
            """##
        let through = try pixel("UINavigationBar", "", style: legacy, background: "green")
        #expect(through.r > 100 && through.r < 160 && through.g > 100 && through.g < 160 && through.b < 30, "\(through)")
        let standard = ##"""
            livery: 1
            rules:
              - { type: UIToolbar, set: { standardAppearance.configure: transparent, standardAppearance.backgroundImage: { color: "#00FF0080" } } }
            """##
        // Over a transparent slot, the image's own alpha shows what is behind the bar.
        let half = try pixel("UIToolbar", "", style: standard, background: "black")
        #expect(half.g > 100 && half.g < 160 && half.r < 30, "half the green over black: \(half)")
    }

    /// A material that keeps its appearance (`systemMaterialDark`) draws the dark background in a light preview; one
    /// that follows the traits (`systemMaterial`) draws the light one there.
    @Test func aMaterialThatKeepsItsAppearanceDrawsItInEitherMode() throws {
        func material(_ effect: String) throws -> (r: Int, g: Int, b: Int) {
            try pixel(
                "UIToolbar", "",
                style: "livery: 1\nrules:\n  - { type: UIToolbar, set: { standardAppearance.backgroundEffect: \(effect) } }\n",
                background: "white")
        }
        let dark = try material("systemMaterialDark")
        #expect(dark.r < 80 && dark.g < 80 && dark.b < 80, "\(dark)")
        let following = try material("systemMaterial")
        #expect(following.r > 200 && following.g > 200 && following.b > 200, "\(following)")
        let light = try material("systemThickMaterialLight")
        #expect(light.r > 200, "\(light)")
    }

    @Test func configureStartsTheSlot() throws {
        let style = "livery: 1\nrules:\n  - { type: UIToolbar, set: { standardAppearance.configure: transparent } }\n"
        let p = try pixel("UIToolbar", "", style: style, background: "green")
        #expect(p.g > 100 && p.r < 30)
    }

    /// `appearance:` sets every slot; a slot set on its own wins, wherever it is written.
    @Test func theAppearanceShorthandFillsEverySlotButThoseSetOnTheirOwn() throws {
        let (table, diagnostics) = StylesheetCompiler.compile(
            source: """
                livery: 1
                rules:
                  - type: UINavigationBar
                    set:
                      scrollEdgeAppearance.backgroundColor: blue
                      appearance: { backgroundColor: red, shadowColor: clear }
                """, path: "/tmp/shorthand.style.yaml")
        #expect(diagnostics == [])
        let compiled = try #require(table)
        let set = Dictionary(
            compiled.invocations.map { (compiled.keyPath(of: $0), $0.value) }, uniquingKeysWith: { first, _ in first })
        #expect(set.count == 8, "four slots × two properties")
        #expect(set["compactScrollEdgeAppearance.backgroundColor"] == .color(DynamicColor(Color(red: 255, green: 0, blue: 0))))
        #expect(set["scrollEdgeAppearance.backgroundColor"] == .color(DynamicColor(Color(red: 0, green: 0, blue: 255))))
    }

    @Test func aBadShorthandValueIsReportedOnce() {
        let (_, diagnostics) = StylesheetCompiler.compile(
            source: "livery: 1\nrules:\n  - { type: UINavigationBar, set: { appearance: { backgroundColor: notacolor } } }\n",
            path: "/tmp/shorthand.style.yaml")
        #expect(diagnostics.map(\.code) == [.unknownColor])
    }

    /// A tab bar's stacked item appearance colours its items, normal and selected.
    @Test func tabItemStatesComeFromTheAppearanceObject() throws {
        let style = """
            livery: 1
            rules:
              - type: UITabBar
                set:
                  standardAppearance.stackedLayoutAppearance.titleTextAttributes.foregroundColor: { normal: blue, selected: red }
            """
        let c = try ControlRenderingTests.render(
            "{ type: UITabBar, frame: [0, 0, 200, 49], set: { selectedIndex: 1 }, children: [{ type: UITabBarItem, set: { title: One } }, { type: UITabBarItem, set: { title: Two } }] }",
            stylesheet: style)
        #expect(ControlRenderingTests.count(c, x: 100..<200, y: 0..<49, ControlRenderingTests.isRed) > 10)
        #expect(ControlRenderingTests.count(c, x: 0..<100, y: 0..<49, ControlRenderingTests.isBlue) > 10)
    }
}
