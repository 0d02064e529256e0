import Foundation
import Livery
import LiveryRender
import Testing

/// The example screens (Stylesheets/Screens), laid out by stacks (the
/// Settings screen's SwiftUI twin by SwiftUI's layout) and drawn with real
/// text, in the four variants `make demo` renders: light, dark,
/// accessibilityExtraLarge and right-to-left, at 1×. Compared with reviewed
/// golden images (``GoldenImage``).
@Suite struct ScreenGoldenTests {
    static let screens = ShowcaseGoldenTests.root.appendingPathComponent("Stylesheets/Screens")

    @Test(arguments: ["Settings", "SettingsSwiftUI", "FeedCard", "SignIn", "Controls", "Lists"], ["light", "dark", "accessibilityExtraLarge", "rightToLeft"])
    func screenMatchesGolden(screen: String, variant: String) throws {
        // A SwiftUI twin shares its UIKit screen's stylesheet.
        let stylesheet = screen.replacingOccurrences(of: "SwiftUI", with: "")
        let (table, diagnostics) = StylesheetCompiler.compile(
            path: Self.screens.appendingPathComponent("\(stylesheet).style.yaml").path)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let compiled = try #require(table)
        var treeDiagnostics: [Diagnostic] = []
        let document = try #require(
            TreeLoader.load(
                contentsOf: Self.screens.appendingPathComponent("\(screen).tree.yaml").path,
                registry: compiled.registry, diagnostics: &treeDiagnostics))
        #expect(treeDiagnostics.isEmpty, "\(treeDiagnostics)")
        var traits = document.traits
        switch variant {
        case "dark": traits.userInterfaceStyle = .dark
        case "accessibilityExtraLarge": traits.preferredContentSizeCategory = .accessibilityExtraLarge
        case "rightToLeft": traits.layoutDirection = .rightToLeft
        default: break
        }
        var warnings: [Diagnostic] = []
        let canvas = try Renderer().render(
            document.root, styledBy: Resolver(table: compiled), traits: traits, scale: 1, warnings: &warnings)
        // Every character has a font and every view a size.
        #expect(warnings.isEmpty, "\(warnings)")
        try GoldenImage.check(canvas, named: "\(screen)-\(variant)@1x.png")
    }

    /// The Reader screen in each of its themes (a stylesheet's own trait),
    /// its colours from its asset catalog, its bars' items drawn as items.
    @Test(arguments: ["paper", "sepia", "night"])
    func themedScreenMatchesGolden(theme: String) throws {
        let (table, diagnostics) = StylesheetCompiler.compile(path: Self.screens.appendingPathComponent("Reader.style.yaml").path)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let compiled = try #require(table)
        var treeDiagnostics: [Diagnostic] = []
        let document = try #require(
            TreeLoader.load(
                contentsOf: Self.screens.appendingPathComponent("Reader.tree.yaml").path, registry: compiled.registry,
                axes: compiled.customTraits, images: compiled.images, diagnostics: &treeDiagnostics))
        #expect(treeDiagnostics.isEmpty, "\(treeDiagnostics)")
        let traits = document.traits.overriding([try TraitSetting(name: "theme", value: theme, axes: compiled.customTraits)])
        var warnings: [Diagnostic] = []
        let canvas = try Renderer().render(
            document.root, styledBy: Resolver(table: compiled), traits: traits, scale: 1, warnings: &warnings)
        #expect(warnings.isEmpty, "\(warnings)")
        try GoldenImage.check(canvas, named: "Reader-\(theme)@1x.png")
    }
}
