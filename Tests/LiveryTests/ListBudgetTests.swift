import Testing
@testable import Livery
@testable import LiveryCore

/// Lists a stylesheet can make long are checked in linear time, and
/// messages that name their members stay short.
@Suite struct ListBudgetTests {
    @Test func aHugeEnumAndAHugeClassListCompileInLinearTime() {
        let cases = (0..<20_000).map { "c\($0)" }
        let classes = (0..<20_000).map { "k\($0)" }
        let source = """
            livery: 1
            types:
              BigView:
                inherits: UIView
                properties:
                  mode: { enum: [\(cases.joined(separator: ", "))] }
            rules:
              - type: BigView
                class: [\(classes.joined(separator: ", ")), k1]
                set: { mode: c19999 }
              - type: BigView
                set: { mode: nope }
            """
        let (_, diagnostics) = StylesheetCompiler.compile(source: source, path: "big.style.yaml")
        let unknown = diagnostics.first { $0.code == .unknownEnumCase }
        #expect(diagnostics.map(\.code) == [.unknownEnumCase])
        #expect(unknown?.message.hasSuffix("c19, … (20000 in all)") == true)
        #expect((unknown?.message.count ?? .max) < 300)
    }

    @Test func aBoundedListingNamesHowManyThereAre() {
        #expect(["a", "b"].boundedListing() == "a, b")
        #expect((0..<30).map(String.init).boundedListing(limit: 3) == "0, 1, 2, … (30 in all)")
    }
}
