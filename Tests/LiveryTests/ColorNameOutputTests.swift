import Testing
@testable import Livery
@testable import LiveryCore

/// `explain` and `table` name the colours a stylesheet wrote by name.
@Suite struct ColorNameOutputTests {
    @Test func explainAndTableSayTheName() throws {
        let (table, diagnostics) = Fixture.compile(Fixture.rule("UIView", "tintColor: tertiaryLabel", "backgroundColor: black"))
        #expect(diagnostics.isEmpty)
        let t = try #require(table)
        let report = try #require(Resolver(table: t).explain(.path(""), in: ViewNode(type: "UIView"))).report()
        #expect(report.contains("effective: \"#3C3C434C\" (tertiaryLabel)"))
        #expect(report.contains("effective: \"#000000FF\" (black)"))
        #expect(t.invocations.map(\.value.listingText).first?.hasPrefix("tertiaryLabel {light: #3C3C434C") == true)
    }
}
