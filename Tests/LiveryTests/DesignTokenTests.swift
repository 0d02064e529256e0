import Foundation
import Testing
@testable import Livery
@testable import LiveryCore

/// Design-token imports (Docs/Tokens.md): DTCG 2025.10 files read through the
/// located reader, modes through `when:`, aliases with cycle detection, and the
/// names they give a stylesheet's values.
@Suite struct DesignTokenTests {
    static let base = """
        {
          "color": {
            "$type": "color",
            "brand": { "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 1], "alpha": 1 } },
            "surface": { "$value": "#FFFFFF" },
            "accent": { "$value": "{color.brand}" },
            "link": { "$value": "{color.accent}" }
          },
          "spacing": {
            "$type": "dimension",
            "md": { "$value": { "value": 16, "unit": "px" } },
            "lg": { "$value": { "value": 1.5, "unit": "rem" } }
          },
          "legacy": { "radius": { "value": 10, "type": "number" } },
          "font": {
            "family": { "$type": "fontFamily", "$value": ["Inter", "sans-serif"] },
            "title": {
              "$type": "typography",
              "$value": { "fontFamily": "{font.family}", "fontSize": { "value": 22, "unit": "px" }, "fontWeight": "semi-bold" }
            }
          },
          "elevation": {
            "card": {
              "$type": "shadow",
              "$value": {
                "color": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.2 },
                "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 4, "unit": "px" },
                "blur": { "value": 12, "unit": "px" }, "spread": { "value": 0, "unit": "px" }
              }
            }
          }
        }
        """
    static let dark = """
        {
          "color": {
            "$type": "color",
            "surface": { "$value": "#1C1C1E" },
            "brand": { "$value": "#5E8BFF" }
          }
        }
        """

    static func compile(_ stylesheet: String, files: [String: String] = [:]) -> (InvocationTable?, [Diagnostic]) {
        Fixture.compile(stylesheet, files: ["base.tokens.json": base, "dark.tokens.json": dark].merging(files) { $1 })
    }

    static let modes = """
        livery: 1
        imports:
          - base.tokens.json
          - { tokens: dark.tokens.json, when: { userInterfaceStyle: dark } }
        rules:
          - type: UIView
            set:
              backgroundColor: color.surface
              layer.cornerRadius: $legacy.radius
              layer.borderWidth: $spacing.lg - $spacing.md / 2
              layer.shadow: $elevation.card
          - type: UILabel
            set: { textColor: color.link, font: $font.title }
        """

    func resolved(_ table: InvocationTable, dark: Bool) -> ResolvedTree {
        var traits = TraitCollection()
        traits.userInterfaceStyle = dark ? .dark : .light
        return Resolver(table: table).resolve(view("UIView", id: "v", view("UILabel", id: "l")), traits: traits)
    }

    @Test func aColourTokenInLightAndDarkModeFilesResolvesPerTrait() throws {
        let (table, diagnostics) = Self.compile(Self.modes)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let t = try #require(table)
        #expect(resolved(t, dark: false).value("v", "backgroundColor") == resolvedColor(255, 255, 255))
        #expect(resolved(t, dark: true).value("v", "backgroundColor") == resolvedColor(28, 28, 30))
        // The name written is kept beside the colour, as for palette colours.
        if case .color(let color)? = t.invocations.first?.value { #expect(color.name == "color.surface") }
    }

    /// `color.link` → `color.accent` → `color.brand`, and the chain follows the mode.
    @Test func anAliasChainResolvesInEachMode() throws {
        let (table, _) = Self.compile(Self.modes)
        let t = try #require(table)
        #expect(resolved(t, dark: false).value("l", "textColor") == resolvedColor(51, 102, 255))
        #expect(resolved(t, dark: true).value("l", "textColor") == resolvedColor(0x5E, 0x8B, 0xFF))
        #expect(
            resolved(t, dark: false).value("l", "font") == .font(ResolvedFont(family: "Inter", size: 22, weight: .semibold)))
    }

    @Test func dimensionsAreConstantsInArithmeticAndTheLegacyFormIsRead() throws {
        let (table, _) = Self.compile(Self.modes)
        let r = resolved(try #require(table), dark: false)
        // 1.5 rem = 24 pt; 24 - 16 / 2 = 16.
        #expect(r.value("v", "layer.borderWidth") == .value(.number(16)))
        #expect(r.value("v", "layer.cornerRadius") == .value(.number(10)))
    }

    /// Blur 12 is shadowRadius 6; the colour's alpha becomes the opacity; the
    /// four values keep the shorthand's line as their origin.
    @Test func aShadowTokenSetsTheFourShadowProperties() throws {
        let (table, _) = Self.compile(Self.modes)
        let t = try #require(table)
        let r = resolved(t, dark: false)
        #expect(r.value("v", "layer.shadowRadius") == .value(.number(6)))
        #expect(r.value("v", "layer.shadowOffset") == .value(.size(Size(width: 0, height: 4))))
        #expect(r.value("v", "layer.shadowColor") == resolvedColor(0, 0, 0))
        #expect(r.value("v", "layer.shadowOpacity") == .value(.number(51.0 / 255)))
        let origins = Set(t.invocations.filter { t.keyPath(of: $0).hasPrefix("layer.shadow") }.map(\.origin.line))
        #expect(origins == [11])
    }

    @Test func aCycleIsReportedAtTheTokensLineInTheTokenFile() {
        let cyclic = """
            {
              "a": { "$type": "number",
                "one": { "$value": "{a.two}" },
                "two": { "$value": "{a.one}" }
              }
            }
            """
        let (table, diagnostics) = Self.compile(
            "livery: 1\nimports: [cyclic.tokens.json]\nrules:\n  - type: UIView\n    set: { alpha: 1 }\n",
            files: ["cyclic.tokens.json": cyclic])
        #expect(table == nil)
        #expect(diagnostics.summary == ["token-cycle@3:24"])
        #expect(diagnostics.first?.message == "alias cycle: a.one → a.two → a.one")
        #expect(diagnostics.first?.location.file.hasSuffix("cyclic.tokens.json") == true)
    }

    @Test func badTokensAreLocatedInTheTokenFile() {
        let broken = """
            {
              "c": { "$type": "color", "x": { "$value": "{c.nope}" }, "y": { "$value": 12 } },
              "untyped": { "$value": 3 },
              "d": { "$type": "dimension", "$value": "12em" },
              "bad.name": { "$type": "number", "$value": 1 }
            }
            """
        let (_, diagnostics) = Self.compile(
            "livery: 1\nimports: [broken.tokens.json]\nrules: []\n", files: ["broken.tokens.json": broken])
        #expect(
            diagnostics.summary == [
                "unknown-token@2:45", "bad-token@2:76", "bad-token@3:26", "bad-token@4:42", "bad-token@5:3",
            ])
    }

    @Test func modesSelectOnAppearanceTraitsOnly() {
        let (_, diagnostics) = Self.compile(
            "livery: 1\nimports:\n  - { tokens: dark.tokens.json, when: { layoutDirection: rightToLeft } }\nrules: []\n")
        #expect(diagnostics.summary == ["bad-import@3:39"])
    }

    /// A non-colour token that differs by mode keeps its light value, with a warning.
    @Test func onlyColoursVaryByMode() throws {
        let compact = #"{ "spacing": { "$type": "dimension", "md": { "$value": { "value": 8, "unit": "px" } } } }"#
        let (table, diagnostics) = Self.compile(
            """
            livery: 1
            imports:
              - base.tokens.json
              - { tokens: compact.tokens.json, when: { userInterfaceStyle: dark } }
            rules:
              - type: UIView
                set: { layer.borderWidth: $spacing.md }
            """, files: ["compact.tokens.json": compact])
        #expect(diagnostics.summary == ["token-ignored@1:38"])
        #expect(resolved(try #require(table), dark: true).value("v", "layer.borderWidth") == .value(.number(16)))
    }

    /// `$gutter-2` is still `$gutter` minus 2 when no `gutter-2` is in scope.
    @Test func hyphenatedTokenNamesAndSubtractionBothRead() throws {
        let tokens = #"{ "space-2": { "$type": "number", "$value": 6 } }"#
        let (table, diagnostics) = Self.compile(
            """
            livery: 1
            imports: [s.tokens.json]
            constants: { gutter: 10 }
            rules:
              - type: UIView
                set: { layer.cornerRadius: $gutter-2, layer.borderWidth: $space-2 * 2 }
            """, files: ["s.tokens.json": tokens])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let r = resolved(try #require(table), dark: false)
        #expect(r.value("v", "layer.cornerRadius") == .value(.number(8)))
        #expect(r.value("v", "layer.borderWidth") == .value(.number(12)))
    }

    @Test func tokenFilesAreAmongTheTablesFiles() throws {
        let (table, _) = Self.compile(Self.modes)
        let files = try #require(table).files.map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(files == ["base.tokens.json", "dark.tokens.json", "test.style.yaml"])
    }
}

extension DesignTokenTests {
    /// A hostile chain of aliases stops at the depth limit with a diagnostic
    /// instead of exhausting the stack.
    @Test func aVeryLongAliasChainIsRefusedNotFollowed() {
        let links = (0..<20_000).map { "\"t\($0)\": { \"$value\": \"{n.t\($0 + 1)}\" }" }.joined(separator: ",")
        let chain = "{ \"n\": { \"$type\": \"number\", " + links + ", \"t20000\": { \"$value\": 1 } } }"
        let (table, diagnostics) = Self.compile(
            "livery: 1\nimports: [chain.tokens.json]\nrules:\n  - type: UIView\n    set: { alpha: $n.t0 }\n",
            files: ["chain.tokens.json": chain])
        #expect(table == nil)
        #expect(diagnostics.contains { $0.message == "aliases lead more than 64 tokens deep" })
    }
}

extension DesignTokenTests {
    static func colours(_ count: Int, prefix: String) -> String {
        "{ \"\(prefix)\": { \"$type\": \"color\", "
            + (0..<count).map { "\"c\($0)\": { \"$value\": \"#112233\" }" }.joined(separator: ", ") + " } }"
    }

    /// The token budget is shared by all of a compilation's token files: the
    /// token past it is reported where it is written, and a later import is
    /// refused at the import, before its file is read.
    @Test func tokensPastTheCompilationsBudgetAreRefusedWhereTheyAre() {
        var limits = StylesheetLimits.default
        limits.maxTokens = 10
        let (table, diagnostics) = Fixture.compile(
            "livery: 1\nimports: [a.tokens.json, b.tokens.json, c.tokens.json]\n",
            files: ["a.tokens.json": Self.colours(6, prefix: "a"), "b.tokens.json": Self.colours(6, prefix: "b"),
                    "c.tokens.json": Self.colours(1, prefix: "c")],
            limits: limits)
        #expect(table == nil)
        let limited = diagnostics.filter { $0.code == .importLimit }
        #expect(limited.map(\.message) == Array(repeating: "more than 10 design tokens are imported", count: 2))
        // The fifth of b's tokens, "c4", at its name; then c's import, at its path.
        #expect(limited.map { URL(fileURLWithPath: $0.location.file).lastPathComponent } == ["b.tokens.json", "test.style.yaml"])
        #expect(limited.first?.location.column == 152)
        #expect(limited.last?.location.line == 2 && limited.last?.location.column == 41)
        // Within the budget, the same files compile.
        limits.maxTokens = 13
        #expect(Fixture.compile(
            "livery: 1\nimports: [a.tokens.json, b.tokens.json, c.tokens.json]\n",
            files: ["a.tokens.json": Self.colours(6, prefix: "a"), "b.tokens.json": Self.colours(6, prefix: "b"),
                    "c.tokens.json": Self.colours(1, prefix: "c")],
            limits: limits).table != nil)
    }

    /// Token files' bytes are budgeted too, checked before a file is parsed.
    @Test func tokenFilesPastTheByteBudgetAreRefusedAtTheImport() {
        var limits = StylesheetLimits.default
        let first = Self.colours(20, prefix: "a")
        limits.maxTokenBytes = first.utf8.count + 10
        let (table, diagnostics) = Fixture.compile(
            "livery: 1\nimports: [a.tokens.json, b.tokens.json]\n",
            files: ["a.tokens.json": first, "b.tokens.json": Self.colours(20, prefix: "b")], limits: limits)
        #expect(table == nil)
        #expect(diagnostics.summary == ["import-limit@2:26"])
        #expect(diagnostics.first?.message.hasPrefix("token files would total more than \(first.utf8.count + 10) bytes: 'b.tokens.json' is ") == true)
    }
}

/// A typography token's letter spacing and line height (Docs/Tokens.md):
/// constants beside its font, for `kern` and the line height properties.
@Suite struct TypographyTokenTests {
    static let tokens = """
        {
          "font": {
            "body": {
              "$type": "typography",
              "$value": {
                "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400,
                "letterSpacing": { "value": -0.25, "unit": "px" }, "lineHeight": 1.5
              }
            },
            "caption": {
              "$type": "typography",
              "$value": { "fontSize": { "value": 12, "unit": "px" }, "lineHeight": { "value": 16, "unit": "px" } }
            }
          }
        }
        """

    @Test func letterSpacingAndLineHeightBecomeConstants() throws {
        let (table, diagnostics) = Fixture.compile(
            """
            livery: 1
            imports: [type.tokens.json]
            rules:
              - type: UILabel
                set:
                  font: $font.body
                  kern: $font.body.letterSpacing
                  minimumLineHeight: $font.body.lineHeight
                  maximumLineHeight: $font.body.lineHeight
              - type: UILabel
                class: [caption]
                set: { font: $font.caption, minimumLineHeight: $font.caption.lineHeight }
            """, files: ["type.tokens.json": Self.tokens])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let resolver = Resolver(table: try #require(table))
        let body = try #require(LabelAppearance.of(resolver.resolve(ViewNode(type: "UILabel")).views[0].style))
        #expect(body.font.size == 16 && body.typography.kern == -0.25)
        #expect(body.typography.minimumLineHeight == 24 && body.typography.maximumLineHeight == 24, "1.5 × 16")
        let caption = try #require(
            LabelAppearance.of(resolver.resolve(ViewNode(type: "UILabel", classes: ["caption"])).views[0].style))
        #expect(caption.typography.minimumLineHeight == 16, "a dimension is points")
    }

    @Test func aLineHeightOfZeroIsABadToken() {
        let tokens = #"{ "t": { "$type": "typography", "$value": { "fontSize": { "value": 12, "unit": "px" }, "lineHeight": 0 } } }"#
        let (_, diagnostics) = Fixture.compile(
            "livery: 1\nimports: [t.tokens.json]\nrules: []\n", files: ["t.tokens.json": tokens])
        #expect(diagnostics.map(\.code) == [.badToken])
    }
}
