import Foundation
import Livery
import Testing

@testable import LiveryLSPProtocol
@testable import LiveryLanguageServer

/// Completion, go to definition, quick fixes and colours, on one stylesheet
/// read as an editor has it.
@Suite struct EditorFeatureTests {
    static let text = """
        livery: 1
        imports: [Palette.style.yaml]
        colors:
          brand: "#1E6FD9"
          ink: { light: label, dark: "#EEEEEE" }
        constants:
          radius: 12
        traits:
          theme: { values: [paper, sepia], default: paper }
        styles:
          card: { backgroundColor: brand }
        rules:
          - type: UILabel
            include: [card]
            set:
              textColor: ink
              layer:
                cornerRadius: $radius
              alpha: 0.5
          - type: UIButton
            inside: [UINavigationController]
            when: { theme: sepia }
            set: { titleColor: { normal: "rgba(255, 0, 0, 0.5)" }, tintColor: brand }

        """
    static let lines = text.split(separator: "\n", omittingEmptySubsequences: false)

    func labels(_ line: Int, _ character: Int) -> [String] {
        CompletionProvider.items(at: .init(line: line, character: character), lines: Self.lines, registry: .builtIn).map(\.label)
    }

    @Test func completionOffersWhatThePositionTakes() {
        #expect(labels(0, 0) == CompletionProvider.topLevelKeys)
        #expect(labels(13, 4) == ["type", "inside", "when", "class", "include", "set"])
        // A key under `set:` of a UILabel rule: its own properties, `textColor` among them.
        #expect(
            labels(15, 6).contains("textColor") && labels(15, 6).contains("layer.cornerRadius") && !labels(15, 6).contains("titleColor"))
        // Under `layer:`, the rest of the keypath.
        #expect(labels(17, 8).contains("cornerRadius") && !labels(17, 8).contains("layer.cornerRadius"))
        // A colour: the palette first, then the system colours.
        #expect(Array(labels(15, 17).prefix(2)) == ["brand", "ink"] && labels(15, 17).contains("systemBlue"))
        #expect(labels(17, 22) == ["$radius"])
        #expect(labels(12, 10).contains("UILabel") && !labels(12, 10).contains("UINavigationController"))
        #expect(labels(20, 13).contains("UINavigationController"))
        #expect(labels(13, 14) == ["card"])
        #expect(labels(21, 12).contains("userInterfaceStyle") && labels(21, 12).contains("theme"))
        #expect(labels(21, 19) == ["paper", "sepia"])
        #expect(labels(22, 25) == ["normal", "highlighted", "selected", "disabled", "focused"])
        // What is typed filters, and the edit replaces it.
        let typed = CompletionProvider.items(at: .init(line: 15, character: 19), lines: Self.lines, registry: .builtIn)
        #expect(typed.map(\.label) == ["ink"])
        #expect(typed.first?.textEdit?.range == .init(start: .init(line: 15, character: 17), end: .init(line: 15, character: 19)))
        let documented = CompletionProvider.items(at: .init(line: 15, character: 6), lines: Self.lines, registry: .builtIn)
        #expect(documented.first { $0.label == "textColor" }?.documentation?.value.hasPrefix("The label's text colour") == true)
    }

    @Test func definitionFindsTheNameWhereItIsDeclared() {
        func definition(_ line: Int, _ character: Int) -> String? {
            DefinitionProvider.definition(at: .init(line: line, character: character), uri: "file:///tmp/App.style.yaml", lines: Self.lines)
                .map { "\($0.uri) \($0.range.start.line):\($0.range.start.character)-\($0.range.end.character)" }
        }
        #expect(definition(15, 19) == "file:///tmp/App.style.yaml 4:2-5")
        #expect(definition(17, 24) == "file:///tmp/App.style.yaml 6:2-8")
        #expect(definition(13, 15) == "file:///tmp/App.style.yaml 10:2-6")
        #expect(definition(22, 70) == "file:///tmp/App.style.yaml 3:2-7")
        #expect(definition(1, 14) == "file:///tmp/Palette.style.yaml 0:0-0")
        #expect(definition(15, 8) == nil)
    }

    @Test func coloursAreFoundWhereAColourIsTakenAndWrittenBackInTheirNotation() {
        let colors = ColorProvider.colors(lines: Self.lines, registry: .builtIn)
        let found = colors.map { "\($0.range.start.line):\($0.range.start.character)" }
        // brand's hex, ink's light (label) and dark, the style's brand, textColor: ink, the rgba inside its quotes, tintColor: brand.
        #expect(found == ["3:9", "4:16", "4:29", "10:27", "15:17", "22:34", "22:70"])
        let ink = colors.first { $0.range.start.line == 15 }?.color
        #expect(ink == LSP.Color(red: 0, green: 0, blue: 0, alpha: 1))
        let rgba = colors.first { $0.range.start.line == 22 }?.color
        #expect(rgba == LSP.Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        let picked = LSP.Color(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        let hex = ColorProvider.presentations(for: picked, range: colors[0].range, lines: Self.lines)
        #expect(hex.map(\.label) == ["\"#FF800080\""])
        let function = ColorProvider.presentations(
            for: picked, range: .init(start: .init(line: 22, character: 34), end: .init(line: 22, character: 54)), lines: Self.lines)
        #expect(function.map(\.label) == ["rgba(255, 128, 0, 0.5)"])
    }

    @Test func quickFixesForAHintAWarningAndACutColour() {
        let typo = LSP.Diagnostic(
            range: .init(start: .init(line: 15, character: 17), end: .init(line: 15, character: 20)), severity: 1, code: "unknown-color",
            message: "unknown color 'inc'\nhint: did you mean 'ink'?")
        let lint = LSP.Diagnostic(
            range: .init(start: .init(line: 18, character: 13), end: .init(line: 18, character: 16)), severity: 2, code: "low-contrast",
            message: "low contrast")
        let cut = LSP.Diagnostic(
            range: .init(start: .init(line: 0, character: 0), end: .init(line: 0, character: 1)), severity: 1, code: "duplicate-key",
            message: "duplicate key '0'\nhint: a comma inside '{ }' or '[ ]' ends the value there: quote a value that has commas")
        let lines = Self.lines.enumerated().map { $0.offset == 0 ? "  - { backgroundColor: rgba(1, 2, 3, 0.5) }" : $0.element }
        let actions = CodeActionProvider.actions(for: [typo, lint, cut], uri: "u", lines: lines)
        #expect(actions.map(\.title) == ["Change to 'ink'", "Ignore low-contrast on this line", "Quote the colour"])
        #expect(actions[0].edit.changes["u"] == [LSP.TextEdit(range: typo.range, newText: "ink")])
        #expect(actions[1].edit.changes["u"]?.first?.newText == "  # livery:ignore low-contrast")
        #expect(actions[1].edit.changes["u"]?.first?.range.start == .init(line: 18, character: 16))
        #expect(actions[2].edit.changes["u"]?.map(\.range.start.character) == [23, 41])
    }

    @Test func referencesFindEveryUseAndNoKeyOrComment() {
        let other = [
            "livery: 1", "rules:", "  - type: UIView", "    set: { tintColor: brand, brand: 1 }  # brand in a comment",
            "  - { type: UILabel, set: { textColor: \"brand\", alpha: $radius } }",
        ].joined(separator: "\n")
        let symbols = SymbolReferences(open: ["file:///a": Self.text, "file:///b": other], folder: nil)
        let brand = symbols.symbol(at: .init(line: 22, character: 72), in: "file:///a")
        #expect(brand?.name == "brand" && brand?.kind == .color)
        let found = symbols.references(to: "brand", kind: .color, limit: 100).map {
            "\($0.uri) \($0.range.start.line):\($0.range.start.character)"
        }
        // The declaration, the style's use, `tintColor: brand` twice; not a key, a comment or a quoted string.
        #expect(found == ["file:///a 3:2", "file:///a 10:27", "file:///a 22:70", "file:///b 3:22"])
        let radius = symbols.symbol(at: .init(line: 17, character: 24), in: "file:///a")
        #expect(radius?.name == "radius" && radius?.kind == .constant)
        let uses = symbols.references(to: "radius", kind: .constant, limit: 100).map {
            "\($0.uri) \($0.range.start.line):\($0.range.start.character)"
        }
        #expect(uses == ["file:///a 6:2", "file:///a 17:23", "file:///b 4:56"])
        #expect(symbols.symbol(at: .init(line: 15, character: 8), in: "file:///a") == nil)
    }

    @Test func hoverOnAValueShowsWhatItResolvesTo() {
        func hover(_ line: Int, _ character: Int) -> String? {
            HoverProvider.hover(at: .init(line: line, character: character), lines: Self.lines, registry: .builtIn)?.contents.value
        }
        #expect(hover(17, 24) == "**$radius** = 12")
        #expect(hover(15, 18) == "**ink**: { light: label, dark: \"#EEEEEE\" }")
        #expect(hover(4, 17)?.hasPrefix("**label**: system colour, light ") == true)
        #expect(hover(4, 17)?.hasSuffix("; contrast on the system background 21.0:1 in light, 21.0:1 in dark") == true)
    }

    @Test func aPaletteChainIsFollowedEightEntriesAndNoFurther() {
        // 20,001 entries, each naming the next; the last is a hex colour.
        let entries = (0..<20_000).map { "  c\($0): c\($0 + 1)" } + ["  c20000: \"#102030\""]
        let lines = (["livery: 1", "colors:"] + entries).map { Substring($0) }
        let colors = ColorProvider.colors(lines: lines, registry: .builtIn)
        // c19992's value, c19993, is followed through 8 entries to the hex; earlier ones are not.
        #expect(colors.map(\.range.start.line) == Array(19_994...20_002))
        #expect(Set(colors.map(\.color)) == [LSP.Color(red: 16.0 / 255, green: 32.0 / 255, blue: 48.0 / 255, alpha: 1)])
    }

    @Test func coloursOfOneLineArePlacedInUTF16UnitsAndTheirRulesType() {
        let lines: [Substring] = [
            "livery: 1", "colors:", "  brand: systemBlue", "rules:",
            "  - { type: UIButton, set: { titleColor: { normal: brand }, tintColor: \"#FF0000\", accessibilityLabel: \"🙂🙂\", backgroundColor: systemRed } }",
            "  - type: UILabel", "    set: { textColor: brand, alpha: 1 }",
        ]
        let found = ColorProvider.colors(lines: lines, registry: .builtIn).map {
            "\($0.range.start.line):\($0.range.start.character)-\($0.range.end.character)"
        }
        // Four UTF-16 units for the two emoji: systemRed starts at 127, as an editor counts (125 scalars in).
        #expect(found == ["2:9-19", "4:71-80", "4:127-136", "6:22-27"])
    }

    @Test func theQuoteFixIsOfferedOnlyWhileItsEditsFitAnAnswer() {
        let most = ResultBudget.maxPlaces(writing: 1) / 2
        let cut = LSP.Diagnostic(
            range: .init(start: .init(line: 0, character: 0), end: .init(line: 0, character: 1)), severity: 1, code: "duplicate-key",
            message: "hint: quote a value that has commas")
        func quotes(_ count: Int) -> [LSP.TextEdit]? {
            let line = Substring("  set: { " + String(repeating: "rgb(1,2,3) ", count: count) + "}")
            return CodeActionProvider.actions(for: [cut], uri: "u", lines: [line]).first { $0.title == "Quote the colour" }?.edit.changes[
                "u"]
        }
        let edits = quotes(most)
        #expect(edits?.count == 2 * most)
        #expect(edits?.last?.range.start == .init(line: 0, character: 9 + 11 * most - 1))
        #expect(quotes(most + 1) == nil)
    }

    @Test func documentColoursStopAtWhatAnAnswerMayHold() {
        let lines = (["livery: 1", "colors:"] + (0..<42_000).map { "  c\($0): \"#123456\"" }).map { Substring($0) }
        #expect(ColorProvider.colors(lines: lines, registry: .builtIn).count == ResultBudget.maxPlaces(writing: 0))
    }
}
