import Testing
@testable import Livery
@testable import LiveryCore

/// Ranges are part of a property's schema (Docs/Stylesheets.md §8) and are
/// checked where the value is written, in stylesheets and tree documents.
@Suite struct SchemaRangeTests {
    @Test func outOfRangeValuesAreLocatedErrors() {
        let (table, diagnostics) = Fixture.compile(
            Fixture.rule(
                "UILabel",
                "alpha: 1.5",
                "layer.cornerRadius: -2",
                "numberOfLines: 1.5",
                "layer: { shadowOpacity: 2, shadowRadius: -1 }",
                "layer.borderWidth: 0"))
        #expect(table == nil)
        #expect(
            diagnostics.summary == [
                "out-of-range@5:14", "out-of-range@6:27", "out-of-range@7:22",
                "out-of-range@8:31", "out-of-range@8:48",
            ])
        #expect(diagnostics.first?.message == "alpha 1.5 is out of range: it takes 0…1")
        #expect(diagnostics[1].message == "layer.cornerRadius -2 is out of range: it takes ≥ 0")
        #expect(diagnostics[2].message == "numberOfLines 1.5 is out of range: it takes a whole number ≥ 0")
    }

    @Test func valuesInRangeCompile() {
        let (table, diagnostics) = Fixture.compile(
            Fixture.rule(
                "UILabel",
                "alpha: 0", "layer.opacity: 1", "numberOfLines: 0", "layer.cornerRadius: 0.5"))
        #expect(diagnostics.isEmpty)
        #expect(table?.invocations.count == 4)
    }

    @Test func expressionsAreCheckedByTheirValue() {
        let (_, diagnostics) = Fixture.compile(
            """
            livery: 1
            constants: { big: 3 }
            rules:
              - type: UIView
                set: { alpha: $big / 2 }
            """)
        #expect(diagnostics.summary == ["out-of-range@5:19"])
    }

    @Test func treeValuesAreChecked() throws {
        let yaml = "livery-tree: 1\nroot:\n  type: UIView\n  frame: [0, 0, 10, 10]\n  set: { alpha: -1 }\n"
        let (_, diagnostics) = try TreeLoaderTests.load(yaml)
        #expect(diagnostics == ["tree.yaml:5:17: error: alpha -1 is out of range: it takes 0…1 [out-of-range]"])
    }
}
