import Foundation
import Testing
@testable import Livery
@testable import LiveryCore
import LiveryYAML

/// Docs/Stylesheets.md must list every diagnostic code, and its examples must compile.
@Suite struct DocumentationTests {
    static let text: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs/Stylesheets.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// Every code of every stage is in a table of Stylesheets.md, Trees.md, Layout.md, Rendering.md or Import.md.
    @Test func everyCodeIsInATable() {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs")
        let text = ["Stylesheets.md", "Trees.md", "Layout.md", "Rendering.md", "Import.md"]
            .compactMap { try? String(contentsOf: docs.appendingPathComponent($0), encoding: .utf8) }.joined()
        #expect(DiagnosticCode.allCases.map(\.rawValue).filter { !text.contains("| `\($0)` |") } == [])
    }

    /// Each code's row in the docs says what its summary says (SARIF's rule text).
    @Test func everyCodesSummaryIsItsDocumentedDescription() {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs")
        let text = ["Stylesheets.md", "Trees.md", "Layout.md", "Rendering.md", "Import.md"]
            .compactMap { try? String(contentsOf: docs.appendingPathComponent($0), encoding: .utf8) }.joined()
        #expect(DiagnosticCode.allCases.filter { !text.contains("| `\($0.rawValue)` | \($0.summary) |") }.map(\.rawValue) == [])
    }

    /// The YAML reader's kinds are codes of the one list, spelled the same.
    @Test func everyYAMLErrorKindIsACode() {
        let kinds: [YAMLError.Kind] = [.syntax, .duplicateKey, .undefinedAlias, .aliasBudget, .tooDeep, .tooLarge, .encoding]
        #expect(kinds.map { DiagnosticCode($0).rawValue } == kinds.map(\.rawValue))
    }

    /// §6's table names every property the schema marks preview-only, and no other.
    @Test func everyPreviewOnlyPropertyIsInTheReachTable() throws {
        let text = DocumentationTests.text
        let start = try #require(text.range(of: "### How each property reaches a device"))
        let rows = text[start.upperBound...].split(separator: "\n").drop { !$0.hasPrefix("| property") }.dropFirst(2)
            .prefix { $0.hasPrefix("|") }.map { $0.split(separator: "|").first.map(String.init) ?? "" }
        let documented = Set(
            rows.flatMap { $0.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) } })
        var previewOnly: Set<String> = []
        for type in BuiltInTypes.all {
            for spec in type.properties.values where spec.reach != .applied {
                previewOnly.insert(type.name == "UIView" ? spec.keyPath : type.name + "." + spec.keyPath)
            }
        }
        #expect(documented == previewOnly)
    }

    @Test func theOpeningExampleCompiles() throws {
        let text = DocumentationTests.text
        let start = try #require(text.range(of: "```yaml\n"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let example = String(text[start.upperBound..<end.lowerBound])
        let (table, diagnostics) = Fixture.compile(example, files: ["Palette.style.yaml": "livery: 1\n"])
        #expect(diagnostics.map(\.description) == [])
        #expect(table?.invocations.count == 9)
    }

    @Test func theNumberExamplesCompile() {
        let source = """
            livery: 1
            constants: { radius: 4, gutter: 16 }
            rules:
              - type: UIView
                set:
                  alpha: 0.5
                  layer.cornerRadius: $radius * 2 + 1
                  layer.shadowOffset: [0, -($gutter / 4)]
            """
        let (table, diagnostics) = Fixture.compile(source)
        #expect(diagnostics.isEmpty)
        #expect(table?.invocations.map(\.value) == [.number(0.5), .number(9), .size(Size(width: 0, height: -4))])
    }
}

/// Docs/Limits.md must name every configurable limit.
@Suite struct LimitsDocumentationTests {
    static let text: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs/Limits.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// `Type.property` for each stored property of a limits value.
    static func names(_ limits: Any, _ type: String) -> [String] {
        Mirror(reflecting: limits).children.compactMap { $0.label.map { "\(type).\($0)" } }
    }

    @Test func everyLimitIsListed() {
        // Both `yaml` members are YAMLLimits, listed once.
        let names =
            Self.names(YAMLLimits(), "YAMLLimits")
            + Self.names(TreeLoader.Limits(), "TreeLoader.Limits").filter { $0 != "TreeLoader.Limits.yaml" }
            + Self.names(StylesheetLimits(), "StylesheetLimits").filter { $0 != "StylesheetLimits.yaml" }
        #expect(names.count == 18)
        #expect(names.filter { !Self.text.contains("`\($0)`") } == [])
    }
}
