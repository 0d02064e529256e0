import Foundation
import Livery
import Testing
import UIKit

@testable import LiveryUIKit

/// System chrome through UIAppearance (`AppearanceProxies`): the type-only
/// rules of the four bar classes set on their proxies through the binding's
/// appliers, in the traits given, only what the headers mark
/// UI_APPEARANCE_SELECTOR, and again for a reloaded table. The proxies are
/// process-wide, so the tests run one at a time.
@MainActor @Suite(.serialized) struct AppearanceProxiesTests {
    static let stylesheet = """
        livery: 1
        rules:
          - type: UINavigationBar
            set:
              barTintColor: "#102030"
              isTranslucent: false
              titleTextAttributes.foregroundColor: "#FFFFFF"
              standardAppearance: { configure: opaque, backgroundColor: "#112233", shadowColor: clear }
          - type: UINavigationBar
            when: { userInterfaceStyle: dark }
            set: { barTintColor: "#000000" }
          - type: UINavigationBar
            class: special
            set: { prefersLargeTitles: true }
          - type: UITabBar
            set: { unselectedItemTintColor: "#777777", isTranslucent: false }
          - type: UISegmentedControl
            set: { selectedSegmentTintColor: "#FF9500", selectedSegmentIndex: 1, titleTextAttributes.foregroundColor: { selected: "#123456" } }
          - type: UIPageControl
            set: { pageIndicatorTintColor: "#CCCCCC", numberOfPages: 4 }
        """

    static func table(_ source: String = stylesheet) throws -> InvocationTable {
        let (table, diagnostics) = StylesheetCompiler.compile(source: source, path: "/tmp/chrome.style.yaml")
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        return try #require(table)
    }

    static func components(_ color: UIColor?) -> [Int] {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color?.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { Int(($0 * 255).rounded()) }
    }

    @Test func typeOnlyRulesReachTheProxiesAppearanceSelectorsOnly() throws {
        AppearanceProxies(report: { Issue.record("\($0)") }).apply(try Self.table())
        let bar = UINavigationBar.appearance()
        #expect(Self.components(bar.barTintColor) == [0x10, 0x20, 0x30, 255])
        #expect(bar.isTranslucent == false)
        #expect(Self.components(bar.titleTextAttributes?[.foregroundColor] as? UIColor) == [255, 255, 255, 255])
        // A slot is set whole, made on a scratch bar: the standard appearance and its hairline.
        #expect(Self.components(bar.standardAppearance.backgroundColor) == [0x11, 0x22, 0x33, 255])
        #expect(Self.components(bar.standardAppearance.shadowColor) == [0, 0, 0, 0])
        #expect(bar.scrollEdgeAppearance == nil)
        // A class-qualified rule is no proxy's: no view of a class is known here.
        #expect(bar.prefersLargeTitles == false)
        #expect(Self.components(UITabBar.appearance().unselectedItemTintColor) == [0x77, 0x77, 0x77, 255])
        // UITabBar's isTranslucent, a segmented control's selection and a page count are not appearance selectors.
        #expect(UITabBar.appearance().isTranslucent == true)
        #expect(Self.components(UISegmentedControl.appearance().selectedSegmentTintColor) == [255, 0x95, 0, 255])
        #expect(UISegmentedControl.appearance().selectedSegmentIndex == UISegmentedControl.noSegment)
        // Per-state attributes are built on the scratch control and handed over state by state.
        let selected = UISegmentedControl.appearance().titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor
        #expect(Self.components(selected) == [0x12, 0x34, 0x56, 255])
        #expect(Self.components(UIPageControl.appearance().pageIndicatorTintColor) == [0xCC, 0xCC, 0xCC, 255])
        #expect(UIPageControl.appearance().numberOfPages == 0)
        // The proxy is one per class, and not the class's own views.
        #expect(UINavigationBar.appearance() === bar && UINavigationBar() !== bar)
    }

    /// Every keypath a proxy takes is one its class's header (or UIView.h)
    /// marks UI_APPEARANCE_SELECTOR, as transcribed in Surface/UIKit.
    @Test func everyPropertyAProxyTakesIsAnAppearanceSelector() throws {
        let surface = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Surface/UIKit").standardized
        // Where the header's name is not the keypath's.
        let headerNames = ["isTranslucent": "translucent"]
        for chrome in AppearanceProxies.chrome {
            for keyPath in chrome.reach.keyPaths.union(chrome.reach.slots).sorted() {
                let file = keyPath == "backgroundColor" ? "UIView" : chrome.reach.className
                let name = headerNames[keyPath] ?? keyPath
                let text = try String(contentsOf: surface.appendingPathComponent(file + ".swift"), encoding: .utf8)
                let marked = text.split(separator: "\n").contains {
                    $0.contains("// \(file).h:") && $0.contains(name) && $0.contains("UI_APPEARANCE_SELECTOR")
                }
                #expect(marked, "\(chrome.reach.className).\(keyPath)")
            }
        }
    }

    @Test func traitsPickTheirRulesAndAReloadReapplies() throws {
        var dark = TraitCollection()
        dark.userInterfaceStyle = .dark
        let proxies = AppearanceProxies(report: { Issue.record("\($0)") })
        proxies.apply(try Self.table(), traits: dark)
        #expect(Self.components(UINavigationBar.appearance().barTintColor) == [0, 0, 0, 255])
        proxies.apply(try Self.table(Self.stylesheet.replacingOccurrences(of: "#102030", with: "#405060")))
        #expect(Self.components(UINavigationBar.appearance().barTintColor) == [0x40, 0x50, 0x60, 255])
    }
}
