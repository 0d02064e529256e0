import Testing
@testable import Livery
@testable import LiveryCore
import LiveryYAML

/// One case per diagnostic code, each asserting the exact line:column.
struct CodeCase: Sendable, CustomTestStringConvertible {
    var code: String
    var line: Int
    var column: Int
    /// The root stylesheet; nil compiles a path that does not exist.
    var source: String?
    var files: [String: String] = [:]
    var limits = StylesheetLimits.default

    var testDescription: String { code }
}

private func limits(_ change: (inout StylesheetLimits) -> Void) -> StylesheetLimits {
    var l = StylesheetLimits.default
    change(&l)
    return l
}

private let properties = "livery: 1\ntypes:\n  V:\n    properties:\n"

let codeCases: [CodeCase] = [
    // Files and structure.
    CodeCase(code: "file-not-found", line: 1, column: 1, source: nil),
    CodeCase(code: "missing-version", line: 1, column: 1, source: "rules: []\n"),
    CodeCase(code: "unsupported-version", line: 1, column: 9, source: "livery: 2\n"),
    CodeCase(code: "unknown-top-level-key", line: 2, column: 1, source: "livery: 1\nrule: []\n"),
    CodeCase(code: "missing-import", line: 2, column: 11, source: "livery: 1\nimports: [Nope.style.yaml]\n"),
    CodeCase(code: "bad-import", line: 2, column: 11, source: "livery: 1\nimports: [/etc/passwd]\n"),
    CodeCase(code: "unknown-style", line: 5, column: 14, source: "livery: 1\nstyles: {}\nrules:\n  - type: UIView\n    include: nope\n"),
    CodeCase(
        code: "include-cycle", line: 2, column: 25,
        source: "livery: 1\nstyles: { a: { include: a } }\nrules:\n  - type: UIView\n    include: a\n"),
    CodeCase(
        code: "import-cycle", line: 2, column: 11, source: "livery: 1\nimports: [B.style.yaml]\n",
        files: ["B.style.yaml": "livery: 1\nimports: [test.style.yaml]\n"]),
    CodeCase(
        code: "import-limit", line: 2, column: 11, source: "livery: 1\nimports: [B.style.yaml]\n",
        files: ["B.style.yaml": "livery: 1\nimports: [C.style.yaml]\n", "C.style.yaml": "livery: 1\n"],
        limits: limits { $0.maxImportDepth = 1 }),
    CodeCase(
        code: "too-many-rules", line: 5, column: 5,
        source: "livery: 1\nrules:\n  - type: UIView\n    set: { alpha: 1 }\n  - type: UIView\n    set: { alpha: 1 }\n",
        limits: limits { $0.maxRules = 1 }),
    CodeCase(code: "yaml-syntax", line: 3, column: 1, source: "livery: 1\nrules: [a, b\n"),
    CodeCase(code: "duplicate-key", line: 2, column: 1, source: "livery: 1\nlivery: 1\n"),
    CodeCase(code: "undefined-alias", line: 2, column: 8, source: "livery: 1\nrules: *nope\n"),
    CodeCase(code: "nesting-too-deep", line: 2, column: 135, source: "livery: 1\nrules: " + String(repeating: "[", count: 300) + "\n"),
    CodeCase(code: "input-too-large", line: 1, column: 1, source: "livery: 1\nrules: []\n", limits: limits { $0.yaml.maxBytes = 10 }),
    CodeCase(code: "wrong-kind", line: 5, column: 14, source: Fixture.rule("UIView", "alpha: [1]")),
    CodeCase(code: "null-value", line: 5, column: 13, source: Fixture.rule("UIView", "alpha:")),
    CodeCase(code: "missing-key", line: 3, column: 5, source: "livery: 1\nrules:\n  - set: { alpha: 1 }\n"),
    CodeCase(code: "unknown-key", line: 5, column: 38, source: Fixture.rule("UIView", "backgroundColor: { color: red, alfa: 0.5 }")),
    CodeCase(code: "bad-name", line: 3, column: 3, source: "livery: 1\ncolors:\n  9lives: red\n"),

    // Types.
    CodeCase(code: "unknown-type", line: 3, column: 11, source: Fixture.rule("UIVeiw", "alpha: 1")),
    CodeCase(code: "not-stylable", line: 3, column: 11, source: Fixture.rule("UINavigationController", "alpha: 1")),
    CodeCase(code: "duplicate-type", line: 3, column: 3, source: "livery: 1\ntypes:\n  UIView: {}\n"),
    CodeCase(code: "inheritance-cycle", line: 3, column: 18, source: "livery: 1\ntypes:\n  A: { inherits: B }\n  B: { inherits: A }\n"),
    CodeCase(
        code: "inheritance-too-deep", line: 4, column: 18,
        source: "livery: 1\ntypes:\n  A: { inherits: UIButton }\n  B: { inherits: A }\n", limits: limits { $0.maxInheritanceDepth = 4 }),
    CodeCase(code: "unknown-value-type", line: 5, column: 10, source: properties + "      p: colour\n"),
    CodeCase(code: "duplicate-case", line: 5, column: 22, source: properties + "      p: { enum: [a, a] }\n"),
    CodeCase(code: "redeclared-property", line: 5, column: 7, source: properties + "      alpha: number\n"),
    CodeCase(code: "bad-keyed-by", line: 5, column: 34, source: properties + "      p: { type: color, keyedBy: state }\n"),
    CodeCase(code: "bad-target", line: 5, column: 33, source: properties + "      p: { type: image, target: badge.imag }\n"),

    // Rules.
    CodeCase(code: "unknown-rule-key", line: 4, column: 5, source: "livery: 1\nrules:\n  - type: UIView\n    sett: { alpha: 1 }\n"),
    CodeCase(code: "unknown-property", line: 5, column: 7, source: Fixture.rule("UILabel", "textColour: red")),
    CodeCase(
        code: "duplicate-property", line: 6, column: 30,
        source: Fixture.rule("UIView", "layer.cornerRadius: 1", "layer: { cornerRadius: 2 }")),
    CodeCase(code: "not-keyed", line: 5, column: 26, source: Fixture.rule("UIView", "backgroundColor: { normal: red }")),
    CodeCase(code: "unknown-axis-key", line: 5, column: 21, source: Fixture.rule("UIButton", "titleColor: { pressed: red }")),
    CodeCase(
        code: "unknown-trait", line: 4, column: 13,
        source: "livery: 1\nrules:\n  - type: UIView\n    when: { darkMode: true }\n    set: { alpha: 1 }\n"),
    CodeCase(
        code: "bad-trait-value", line: 4, column: 33,
        source: "livery: 1\nrules:\n  - type: UIView\n    when: { userInterfaceStyle: dim }\n    set: { alpha: 1 }\n"),
    CodeCase(
        code: "duplicate-trait", line: 4, column: 3,
        source: "livery: 1\nimports: [B.style.yaml]\ntraits:\n  theme: { values: [b] }\n",
        files: ["B.style.yaml": "livery: 1\ntraits:\n  theme: { values: [a] }\n"]),

    // Values.
    CodeCase(code: "bad-color", line: 5, column: 24, source: Fixture.rule("UIView", "backgroundColor: \"#12345\"")),
    CodeCase(code: "unknown-color", line: 5, column: 24, source: Fixture.rule("UIView", "backgroundColor: redish")),
    CodeCase(code: "out-of-range", line: 5, column: 28, source: Fixture.rule("UIView", "backgroundColor: rgb(300, 0, 0)")),
    CodeCase(code: "undefined-constant", line: 5, column: 14, source: Fixture.rule("UIView", "alpha: $nope")),
    CodeCase(code: "bad-constant", line: 3, column: 6, source: "livery: 1\nconstants:\n  c: { foo: 1 }\n"),
    CodeCase(code: "bad-expression", line: 5, column: 17, source: Fixture.rule("UIView", "alpha: 1 +")),
    CodeCase(
        code: "expression-too-long", line: 5, column: 14, source: Fixture.rule("UIView", "alpha: 1+1+1+1+1"),
        limits: limits { $0.maxExpressionLength = 8 }),
    CodeCase(code: "division-by-zero", line: 5, column: 16, source: Fixture.rule("UIView", "alpha: 1 / 0")),
    CodeCase(code: "number-not-finite", line: 5, column: 14, source: Fixture.rule("UIView", "alpha: 1e400")),
    CodeCase(code: "wrong-count", line: 5, column: 27, source: Fixture.rule("UIView", "layer.shadowOffset: [1, 2, 3]")),
    CodeCase(code: "unknown-enum-case", line: 5, column: 20, source: Fixture.rule("UIView", "cornerStyle: round")),
    CodeCase(code: "bad-font", line: 5, column: 13, source: Fixture.rule("UILabel", "font: bodyy")),
    CodeCase(code: "missing-image", line: 5, column: 14, source: Fixture.rule("UIImageView", "image: Nope.png")),
    CodeCase(code: "bad-shape", line: 5, column: 25, source: Fixture.rule("UIView", "layer.shadowPath: circle")),
    CodeCase(code: "bad-path-data", line: 5, column: 39, source: Fixture.rule("UIView", "layer.shadowPath: { path: \"M0 0 X\" }")),
    CodeCase(
        code: "value-too-deep", line: 5, column: 88,
        source: Fixture.rule(
            "UIView", "backgroundColor: " + String(repeating: "{color: ", count: 9) + "red" + String(repeating: "}", count: 9))),

    // Lints.
    CodeCase(code: "border-width-pixels", line: 5, column: 26, source: Fixture.rule("UIView", "layer.borderWidth: 0.5")),
    CodeCase(
        code: "masks-clip-shadow", line: 6, column: 28,
        source: Fixture.rule("UIView", "layer.shadowOpacity: 0.3", "layer.masksToBounds: true")),
    CodeCase(
        code: "rule-never-wins", line: 3, column: 5,
        source: "livery: 1\nrules:\n  - type: UIView\n    set: { alpha: 0.5 }\n  - type: UIView\n    set: { alpha: 1, isHidden: false }\n"),
    CodeCase(code: "low-contrast", line: 5, column: 18, source: Fixture.rule("UILabel", "textColor: lightGray", "backgroundColor: white")),
    CodeCase(code: "preview-only", line: 5, column: 20, source: Fixture.rule("UIView", "cornerStyle: rounded")),
    CodeCase(
        code: "bad-symbol", line: 5, column: 14,
        source: Fixture.rule("UIImageView", "image: {symbol: star, renderingMode: palette}")),
    CodeCase(code: "unmapped-symbol", line: 5, column: 14, source: Fixture.rule("UIImageView", "image: {symbol: no.such.symbol}")),
]

@Suite struct DiagnosticCodeTests {
    @Test(arguments: codeCases)
    func reportsCodeAtExactPosition(_ c: CodeCase) {
        let fixture = Fixture(files: c.files)
        let diagnostics: [Diagnostic]
        if let source = c.source {
            diagnostics = fixture.compile(source, limits: c.limits).diagnostics
        } else {
            diagnostics = StylesheetCompiler.compile(path: fixture.path("missing.style.yaml"), limits: c.limits).diagnostics
        }
        let match = diagnostics.first { $0.code.rawValue == c.code }
        #expect(match != nil, "no \(c.code) in \(diagnostics.summary)")
        #expect(match.map { "\($0.location.line):\($0.location.column)" } == "\(c.line):\(c.column)", "\(diagnostics.summary)")
        let isLint = DiagnosticCode(rawValue: c.code)?.severity == .warning
        #expect(match?.severity == (isLint ? .warning : .error))
    }

    @Test func everyCompilerCodeHasACase() {
        let covered = Set(codeCases.map(\.code))
        // The tree's and the renderer's codes, the YAML budgets and compiled tables have tests of their own
        // (TreeLoaderTests, RenderLimitsTests, HostileInputTests, CompileCommandTests, …).
        let others: Set<DiagnosticCode> = [
            .badTable, .resolutionBudget, .includeLimit, .encoding, .aliasBudget, .badFrame, .duplicateID, .duplicatePart, .unknownState,
            .nodeBudget,
            // Located in token files: DesignTokenTests.
            .badToken, .unknownToken, .tokenCycle, .tokenIgnored,
            .tooDeep, .imageUnreadable, .imageInvalid, .textTooLong, .blurClamped, .unknownFontFamily, .missingGlyph,
            // Layout: TreeLoaderTests and LayoutTests.
            .missingFrame, .frameInStack, .noSize,
            // Importing appearance code: AppearanceImporterTests.
            .sourceSyntax, .notConverted,
            // Snapshot baselines: SnapshotBaselineTests.
            .badBaseline,
            // The build plugin's style names and the opt-in SwiftUI lint: StyleNameAccessorsTests, SwiftUILintTests.
            .styleNameClash, .notInSwiftUI,
        ]
        let missing = DiagnosticCode.allCases.filter { !others.contains($0) }.map(\.rawValue).filter { !covered.contains($0) }
        #expect(missing == [])
    }

    @Test func aFileWithFiveMistakesReportsAllFive() {
        let source = """
            livery: 1
            colors:
              brand: "#12345"
            rules:
              - type: UILabel
                set:
                  textColour: brand
                  alpha: 1 / 0
              - type: UIButon
                set: { alpha: 1 }
              - type: UIButton
                set:
                  titleColor: { pressed: white }
            """
        let diagnostics = Fixture.compile(source).diagnostics
        #expect(
            diagnostics.summary == [
                "bad-color@3:10", "unknown-property@7:7", "division-by-zero@8:16", "unknown-type@9:11", "unknown-axis-key@13:21",
            ])
    }

    @Test func unknownNamesComeWithSuggestions() {
        let diagnostics = Fixture.compile(Fixture.rule("UILabel", "textColour: systemBlu", "textAlignment: centre")).diagnostics
        #expect(diagnostics.map(\.hint) == ["did you mean 'textColor'?", "did you mean 'center'?"])
    }

    @Test func nullValueHintsAtTheCommentCharacter() throws {
        let diagnostic = try #require(Fixture.compile(Fixture.rule("UIView", "backgroundColor: #FF0000")).diagnostics.first)
        #expect(diagnostic.code.rawValue == "null-value")
        #expect(diagnostic.hint?.contains("an unquoted '#' starts a YAML comment") == true)
    }
}
