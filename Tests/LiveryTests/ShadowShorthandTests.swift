import Testing
@testable import Livery
@testable import LiveryCore

/// `layer.shadow: { color, opacity, radius, offset }` sets the four shadow
/// properties, each checked and located as if written on its own.
@Suite struct ShadowShorthandTests {
    @Test func theShorthandSetsTheFourShadowProperties() throws {
        let (table, diagnostics) = Fixture.compile(
            Fixture.rule("UIView", "layer.shadow: { color: black, opacity: 0.2, radius: 8, offset: [0, 4] }"))
        #expect(diagnostics.isEmpty)
        let t = try #require(table)
        #expect(
            t.invocations.map { t.keyPath(of: $0) } == [
                "layer.shadowColor", "layer.shadowOpacity", "layer.shadowRadius", "layer.shadowOffset",
            ])
        #expect(t.invocations.map(\.value)[1...] == [.number(0.2), .number(8), .size(Size(width: 0, height: 4))])
        #expect(t.invocations.map(\.origin.line) == [5, 5, 5, 5])
    }

    @Test func eachPartIsCheckedAndAPropertyCannotBeSetTwice() {
        let (_, diagnostics) = Fixture.compile(
            Fixture.rule("UIView", "layer.shadow: { opacity: 2, blur: 3, radius: 4 }", "layer.shadowRadius: 5"))
        #expect(diagnostics.map(\.code) == [.outOfRange, .unknownKey, .duplicateProperty])
        let (_, notAMapping) = Fixture.compile(Fixture.rule("UIView", "layer.shadow: 3"))
        #expect(notAMapping.map(\.code) == [.wrongKind])
    }
}
