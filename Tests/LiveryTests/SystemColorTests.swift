import Testing
@testable import Livery
@testable import LiveryCore

/// iOS 15's system colours, in each appearance.
@Suite struct SystemColorTests {
    @Test func mintCyanAndBrownResolvePerMode() throws {
        let (table, diagnostics) = Fixture.compile(
            Fixture.rule(
                "UIView",
                "backgroundColor: systemMint", "tintColor: systemCyan", "layer.borderColor: systemBrown"))
        #expect(diagnostics.isEmpty)
        let resolver = Resolver(table: try #require(table))
        func style(_ dark: Bool, _ highContrast: Bool = false) throws -> ResolvedStyle {
            var traits = TraitCollection()
            traits.userInterfaceStyle = dark ? .dark : .light
            traits.accessibilityContrast = highContrast ? .high : .normal
            return try #require(resolver.resolve(ViewNode(type: "UIView"), traits: traits).views.first?.style)
        }
        #expect(try style(false)[.backgroundColor] == Color(red: 0, green: 199, blue: 190))
        #expect(try style(true)[.backgroundColor] == Color(red: 99, green: 230, blue: 226))
        #expect(try style(false)[.tintColor] == Color(red: 50, green: 173, blue: 230))
        #expect(try style(true)[.tintColor] == Color(red: 100, green: 210, blue: 255))
        #expect(try style(false)[.layerBorderColor] == Color(red: 162, green: 132, blue: 94))
        #expect(try style(true)[.layerBorderColor] == Color(red: 172, green: 142, blue: 104))
        #expect(try style(false, true)[.layerBorderColor] == Color(red: 127, green: 101, blue: 69))
        #expect(try style(false).colorName(.backgroundColor) == "systemMint")
    }
}
