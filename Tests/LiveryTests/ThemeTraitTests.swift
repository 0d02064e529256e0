import Foundation
import LiveryYAML
import Testing

@testable import Livery

/// Trait axes a stylesheet declares (Docs/Stylesheets.md, "Themes"):
/// selected with `when:`, set from trees and the command line, kept
/// through the compiled table.
@Suite struct ThemeTraitTests {
    static let stylesheet = """
        livery: 1
        traits:
          theme: { values: [light, sepia, dark, black], default: light }
        rules:
          - type: UILabel
            when: { theme: sepia }
            set: { textColor: "#5B4636" }
          - type: UILabel
            when: { theme: light }
            set: { alpha: 0.9 }
        """

    func table(_ source: String = ThemeTraitTests.stylesheet) throws -> InvocationTable {
        let (compiled, diagnostics) = StylesheetCompiler.compile(source: source, path: "/tmp/theme.style.yaml")
        #expect(diagnostics == [], "\(diagnostics)")
        return try InvocationTable(compiled: try #require(compiled).compiled())
    }

    func tree(_ yaml: String, table: InvocationTable) throws -> (TreeDocument?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let document = TreeLoader.load(
            try YAMLReader.parse(yaml), file: "t.tree.yaml", registry: table.registry, axes: table.customTraits,
            diagnostics: &diagnostics)
        return (document, diagnostics)
    }

    @Test func aThemeSetInATreeSelectsItsRulesAndTheDefaultHoldsElsewhere() throws {
        let table = try table()
        #expect(table.customTraits == [CustomTraitAxis(name: "theme", values: ["light", "sepia", "dark", "black"], defaultValue: "light")])
        let (document, diagnostics) = try tree(
            """
            livery-tree: 1
            root:
              type: UIView
              frame: [0, 0, 100, 100]
              children:
                - { type: UILabel, id: plain, size: [10, 10] }
                - type: UIView
                  size: [50, 50]
                  traits: { theme: sepia }
                  children: [{ type: UILabel, id: sepia, size: [10, 10] }]
            """, table: table)
        #expect(diagnostics == [])
        let resolved = Resolver(table: table).resolve(try #require(document).root)
        #expect(resolved.value("sepia", "textColor") != nil)
        #expect(resolved.value("sepia", "alpha") == nil)
        #expect(resolved.value("plain", "textColor") == nil)
        #expect(resolved.value("plain", "alpha") == .value(.number(0.9)), "the default, light, holds where nothing sets the theme")
    }

    @Test func theCommandLineFormParsesAgainstTheDeclaredAxes() throws {
        let axes = try table().customTraits
        #expect(try TraitSetting(parsing: "theme=sepia", axes: axes) == .custom(name: "theme", value: "sepia"))
        #expect(throws: TraitSetting.ParseError.self) { try TraitSetting(parsing: "theme=sepya", axes: axes) }
        do {
            _ = try TraitSetting(parsing: "theme=sepya", axes: axes)
        } catch {
            #expect(error.hint == "did you mean 'sepia'?")
        }
        do {
            _ = try TraitSetting(parsing: "theem=sepia", axes: axes)
        } catch {
            #expect(error.kind == .unknownTrait && error.hint == "did you mean 'theme'?")
        }
        var traits = TraitCollection().overriding([try TraitSetting(parsing: "theme=black", axes: axes)])
        #expect(traits.custom == ["theme": "black"])
        traits = traits.withDefaults(of: axes)
        #expect(traits.custom == ["theme": "black"])
        #expect(TraitCollection().withDefaults(of: axes).changedTraits(from: traits) == [TraitName(rawValue: "theme")])
    }

    @Test func theTableDependsOnTheThemeItSelectsOn() throws {
        #expect(try table().traitDependencies.contains(TraitName(rawValue: "theme")))
    }

    @Test func treesReportUnknownThemeValuesAtTheValue() throws {
        let (_, diagnostics) = try tree(
            "livery-tree: 1\nroot:\n  type: UIView\n  frame: [0, 0, 1, 1]\n  traits: { theme: sepya }\n", table: try table())
        #expect(diagnostics.map(\.code) == [.badTraitValue])
        #expect(diagnostics.first?.location.line == 5 && diagnostics.first?.location.column == 20)
        #expect(diagnostics.first?.hint == "did you mean 'sepia'?")
    }

    @Test(arguments: [
        ("traits:\n  userInterfaceStyle: { values: [a, b] }\n", DiagnosticCode.badName, 3),
        ("traits:\n  theme: { values: [a, a] }\n", .duplicateCase, 3),
        ("traits:\n  theme: { values: [a, b], default: c }\n", .badTraitValue, 3),
        ("traits:\n  theme: { default: a }\n", .missingKey, 3),
        ("traits:\n  theme: { values: [] }\n", .wrongKind, 3),
        ("traits:\n  theme: { values: [a], defualt: a }\n", .unknownKey, 3),
        ("traits: [theme]\n", .wrongKind, 2),
        ("rules:\n  - { type: UIView, when: { theme: sepia }, set: { alpha: 1 } }\n", .unknownTrait, 3),
    ])
    func badDeclarationsAreReportedWhereTheyAre(source: String, code: DiagnosticCode, line: Int) {
        let (_, diagnostics) = StylesheetCompiler.compile(source: "livery: 1\n" + source, path: "/tmp/bad.style.yaml")
        #expect(diagnostics.first?.code == code, "\(diagnostics)")
        #expect(diagnostics.first?.location.line == line)
    }

    @Test func anAxisDeclaredInTwoFilesIsReportedWithTheFirst() {
        let result = Fixture.compile(
            "livery: 1\nimports: [base.style.yaml]\ntraits:\n  theme: { values: [a] }\n",
            files: ["base.style.yaml": "livery: 1\ntraits:\n  theme: { values: [a, b] }\n"])
        let problem = result.diagnostics.first { $0.code == .duplicateTrait }
        #expect(problem?.location.line == 4)
        #expect(problem?.notes.first?.location.file.hasSuffix("base.style.yaml") == true)
    }
}
