import Testing
@testable import Livery
@testable import LiveryCore

/// Imported names are searched, not copied, with the merge's precedence:
/// a file's own names, then the last import's (and its imports'), then earlier ones.
@Suite struct ScopedNamesTests {
    @Test func precedenceIsTheMergesWithoutCopying() {
        let base: ScopedNames<Int> = ["shared": 1, "base": 1]
        var left: ScopedNames<Int> = ["shared": 2, "left": 2]
        left.importing(base, from: "base")
        var right: ScopedNames<Int> = ["right": 3]
        right.importing(base, from: "base")
        var top: ScopedNames<Int> = ["top": 4]
        top.importing(left, from: "left")
        top.importing(right, from: "right")
        #expect(top["top"] == 4 && top["left"] == 2 && top["right"] == 3 && top["base"] == 1)
        // `right` is imported last and sees `base`'s `shared` (it has none of its
        // own), so a merge of right over left gives base's value, as the search does.
        #expect(top["shared"] == 1)
        top["shared"] = 9
        #expect(top["shared"] == 9 && top["nope"] == nil)
        #expect(Set(top.allNames) == ["top", "shared", "left", "right", "base"])
    }

    @Test func aConstantsFileImportedByManyFilesResolvesInEach() throws {
        let fixture = Fixture()
        fixture.write(
            "Constants.style.yaml",
            Array(("livery: 1\nconstants:\n" + (0..<2_000).map { "  c\($0): \($0)" }.joined(separator: "\n") + "\n").utf8))
        var imports: [String] = []
        for i in 0..<40 {
            fixture.write(
                "F\(i).style.yaml", Array("livery: 1\nimports: [Constants.style.yaml]\nconstants: { own\(i): $c\(i) * 2 }\n".utf8))
            imports.append("F\(i).style.yaml")
        }
        let root =
            "livery: 1\nimports: [\(imports.joined(separator: ", "))]\nrules:\n  - type: UIView\n    set: { alpha: $own39 / 100, layer.cornerRadius: $c1999 }\n"
        let (table, diagnostics) = fixture.compile(root)
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
        let values = try #require(table).invocations.map(\.value)
        #expect(values == [.number(0.78), .number(1999)])
    }
}
