import Foundation
import Livery
import LiveryUIKit
import Testing
import UIKit

/// What the plugin would generate for the guide's `App.style.yaml`.
extension LiveryStylesheets {
    static var app: CompiledStylesheet {
        let source = """
            livery: 1
            rules:
              - type: UIView
                when: { userInterfaceStyle: dark }
                set: { backgroundColor: "#1C1C1E" }
              - type: BadgeView
                set: { badgeCount: 3 }
            types:
              BadgeView: { inherits: UIView, properties: { badgeCount: number } }
            """
        let table = StylesheetCompiler.compile(source: source, path: "App.style.yaml").table
        return CompiledStylesheet(name: "App", base64: Data(table?.compiled() ?? []).base64EncodedString())
    }
}

@MainActor @Suite struct EmbeddingSamplesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift sample in Docs/Embedding.md (but the manifest and the
    /// generated file, which are not app code) is compiled by a test target,
    /// as written: whitespace and trailing commas aside.
    @Test func everySampleOfTheGuideIsCompiled() throws {
        let guide = try String(contentsOf: Self.root.appendingPathComponent("Docs/Embedding.md"), encoding: .utf8)
        let compiled = try [
            "Tests/LiveryUIKitBindingTests/EmbeddingSamples.swift", "Tests/LiveryTests/EmbeddingGuideTests.swift",
        ].map { try String(contentsOf: Self.root.appendingPathComponent($0), encoding: .utf8) }.map(Self.normalized).joined()
        let samples = guide.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        #expect(samples.count >= 6)
        for sample in samples where !sample.hasPrefix("// Package.swift") && !sample.hasPrefix("// generated:") {
            #expect(compiled.contains(Self.normalized(sample)), "not compiled as written:\n\(sample)")
        }
    }

    /// The guide's styler styles a window, re-styles it when a trait the
    /// table depends on changes, and takes the app's own applier.
    @Test func theGuidesStylerStylesAndRestyles() throws {
        let styler = try AppStyler()
        let window = UIWindow(frame: .zero)
        let badge = BadgeView()
        window.addSubview(badge)
        styler.windowDidAppear(window)
        #expect(window.backgroundColor == nil)

        let previous = window.traitCollection
        window.stubTraits = UITraitCollection(userInterfaceStyle: .dark)
        styler.traitCollectionDidChange(window, previous: previous)
        #expect(window.backgroundColor != nil)

        let adapter = StyleAdapter<UIView>(table: try LiveryStylesheets.app.table(), appliers: appAppliers())
        adapter.style(window)
        #expect(badge.badgeCount == 3)
        #expect(startLiveReload(styler) != nil)
    }

    /// A controller shown after its window styles its view as it appears,
    /// in the window's traits; bar items are styled with their bar.
    @Test func aControllerShownLaterStylesItsViewAsItAppears() throws {
        let styler = try AppStyler()
        let window = UIWindow(frame: .zero)
        window.stubTraits = UITraitCollection(userInterfaceStyle: .dark)
        styler.windowDidAppear(window)
        let pushed = StyledViewController()
        pushed.styler = styler
        let content = UIView()
        pushed.view = content
        window.addSubview(content)
        #expect(content.backgroundColor == nil, "not styled until it appears")
        pushed.viewWillAppear(false)
        #expect(content.backgroundColor != nil)
    }

    /// The code without its imports (a test file imports more), whitespace or trailing commas.
    private static func normalized(_ text: String) -> String {
        text.split(separator: "\n").filter { !$0.hasPrefix("import ") }.joined().filter { !$0.isWhitespace }.replacingOccurrences(
            of: ",]", with: "]"
        ).replacingOccurrences(of: ",)", with: ")")
    }
}
