import Foundation
import Livery
import LiveryTestSupport
import LiveryYAML
import Testing

@testable import LiveryImport

/// `livery import` (Docs/Import.md) over appearance code written for the
/// tests: every call shape converts into a stylesheet that lints clean and
/// resolves to the values the code sets; the shapes it cannot carry are
/// reported at their line with the reason.
@Suite struct AppearanceImporterTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/App").path
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Stylesheets/Screens/Reader.xcassets").path

    let sources = SourceFolder("livery-import")
    var folder: String { sources.path }

    func run(_ files: [String], assets: [String] = [catalog]) -> AppearanceImporter.Result {
        AppearanceImporter.run(.init(paths: files.map { Self.fixtures + "/" + $0 }, assets: assets, output: folder + "/App.style.yaml"))
    }

    /// The report's entry for a line of a fixture.
    func call(_ result: AppearanceImporter.Result, _ file: String, line: Int) throws -> AppearanceImporter.Call {
        try #require(result.calls.first { $0.file.hasSuffix(file) && $0.line == line }, "no call at \(file):\(line)")
    }

    func stylesheetLine(_ result: AppearanceImporter.Result, _ number: Int?) throws -> String {
        let lines = result.stylesheet.split(separator: "\n", omittingEmptySubsequences: false)
        let number = try #require(number)
        return String(lines[number - 1])
    }

    @Test func everySwiftCallShapeConvertsIntoAStylesheetThatLintsClean() throws {
        let result = run(["AppearanceSetup.swift"])
        #expect(result.diagnostics == [])
        #expect(result.stylesheetDiagnostics == [], "the stylesheet lints clean, warnings included")
        let converted = Set(result.calls.filter { $0.status == .converted }.map(\.line))
        // Every call of apply(), but the one in the branch for iOS before 13, and the bar's background and shadow
        // images, which the appearance object given to standardAppearance at line 56 replaces; and each line giving
        // an appearance object a property (52 to 55, and 77 to 81 in the helper, 81 handing the item's on).
        #expect(
            converted == Set([28, 29, 30, 31, 33, 34, 37, 38, 39, 41, 45, 46, 47, 48, 52, 53, 54, 55, 56, 57, 58, 59, 62, 65, 66, 69, 77, 79, 80, 81]))
        for line in [43, 44, 71] { #expect(try call(result, "AppearanceSetup.swift", line: line).status == .obsolete, "line \(line)") }
        #expect(result.exitStatus == 0)
    }

    @Test func eachCallIsReportedAtTheStylesheetLineItBecame() throws {
        let result = run(["AppearanceSetup.swift"])
        func written(_ line: Int) throws -> String {
            try stylesheetLine(result, try call(result, "AppearanceSetup.swift", line: line).stylesheetLine)
        }
        #expect(try written(28).hasPrefix("      tintColor: accent"))
        #expect(try written(30).hasPrefix("      font: body"))
        #expect(try written(38).hasPrefix("      titleColor: { normal: accent, highlighted: { color: accent, alpha: 0.5 } }"))
        #expect(try written(39).contains("titleTextAttributes.font: { normal: { size: 13, weight: semibold } }"))
        #expect(try written(46).hasPrefix("      font: { family: \"Georgia\", size: 15 }"))
        #expect(try written(47).hasPrefix("      progressTintColor: \"#1E6FD9\""))
        #expect(try written(66).hasPrefix("      glowRadius: 6"))
        // The four slot assignments share the one `appearance:` block, at its first value.
        let slots = try [56, 57, 58, 59].map { try call(result, "AppearanceSetup.swift", line: $0).stylesheetLine }
        #expect(Set(slots).count == 1)
        #expect(try written(56).hasPrefix("        configure: opaque  # line 52"))
        // nil is UIKit's default: nothing to write.
        #expect(try call(result, "AppearanceSetup.swift", line: 45).stylesheetLine == nil)
    }

    @Test func theStylesheetIsOrderedAndCommentedForAPersonToKeep() throws {
        let text = run(["AppearanceSetup.swift"]).stylesheet
        // Named values keep their names: palette colours, before the classes and rules.
        #expect(text.contains("colors:\n  accent: \"#E64D1A\"\n  ink: \"#1A1F29\"\n  paper: Reader/Paper\n  mist: { light: \"#F2F4F7\", dark: systemGray6 }\n"))
        #expect(text.contains("  hairline: \"#00000033\"\n"))
        #expect(text.contains("types:\n  CardView: { inherits: UIView }\n  ArticleViewController: { inherits: UIViewController }\n"))
        #expect(text.contains("  GlowButton:\n    inherits: UIButton\n    properties:\n      glowColor: { type: color }\n      glowRadius: { type: number }\n"))
        // One rule per proxy, each with its source line.
        #expect(text.contains("AppearanceSetup.swift:33\n  - type: CardView\n    set:\n      backgroundColor: paper  # line 33\n      tintColor: mist  # line 34\n"))
        #expect(text.contains("  - type: UILabel\n    inside: [ArticleViewController]\n"))
        #expect(text.contains("  - type: UIView\n    when: { userInterfaceStyle: dark }\n"))
        // Every slot the same: `appearance:`; one slot: that slot.
        #expect(text.contains("      appearance:\n        configure: opaque  # line 52\n        backgroundColor: paper  # line 53\n"))
        #expect(!text.contains("compactAppearance"))
        #expect(text.contains("      standardAppearance:\n        configure: default  # line 77\n        stackedLayoutAppearance.iconColor: { normal: secondaryLabel, selected: accent }  # lines 79, 80\n"))
        #expect(text.hasPrefix("# Converted by `livery import` from "))
    }

    @Test func applyingTheImportGivesTheValuesTheCodeSets() throws {
        let imported = run(["AppearanceSetup.swift"])
        let expected = """
            livery: 1
            imports: ["\(Self.catalog)"]
            types:
              CardView: { inherits: UIView }
              ArticleViewController: { inherits: UIViewController }
              GlowButton:
                inherits: UIButton
                properties: { glowColor: { type: color }, glowRadius: { type: number } }
            rules:
              - { type: UIView, set: { tintColor: "#E64D1A" } }
              - { type: UILabel, inside: [CardView], set: { textColor: "#1A1F29" } }
              - { type: UILabel, inside: [ArticleViewController], set: { font: body } }
              - { type: UIView, when: { userInterfaceStyle: dark }, set: { tintColor: systemYellow } }
              - { type: CardView, set: { backgroundColor: Reader/Paper, tintColor: { light: "#F2F4F7", dark: systemGray6 } } }
              - { type: UIButton, set: { titleColor: { normal: "#E64D1A", highlighted: "#E64D1A80" } } }
              - type: UISegmentedControl
                set: { titleTextAttributes.font: { size: 13, weight: semibold }, titleTextAttributes.foregroundColor: secondaryLabel }
              - { type: UIBarButtonItem, inside: [UISearchBar], set: { titleTextAttributes.foregroundColor: "#E64D1A" } }
              - type: UINavigationBar
                set:
                  appearance: { configure: opaque, backgroundColor: Reader/Paper, shadowColor: clear, titleTextAttributes.foregroundColor: "#1A1F29" }
              - { type: UITextField, set: { font: { family: Georgia, size: 15 } } }
              - { type: UIProgressView, set: { progressTintColor: "#1E6FD9", trackTintColor: "#00000033" } }
              - type: UITabBar
                set: { standardAppearance: { stackedLayoutAppearance.iconColor: { normal: secondaryLabel, selected: "#E64D1A" } } }
              - { type: GlowButton, set: { glowColor: "#FFFFFFCC", glowRadius: 6 } }
              - { type: UISearchTextField, set: { backgroundColor: secondarySystemBackground } }
            """
        let tree = """
            livery-tree: 1
            root:
              type: UIView
              frame: [0, 0, 390, 844]
              children:
                - { type: UINavigationBar, id: bar, frame: [0, 0, 390, 44] }
                - type: CardView
                  id: card
                  frame: [0, 44, 390, 100]
                  children: [{ type: UILabel, id: cardLabel, frame: [0, 0, 100, 20] }]
                - type: UIView
                  controller: ArticleViewController
                  frame: [0, 150, 390, 100]
                  children: [{ type: UILabel, id: articleLabel, frame: [0, 0, 100, 20] }]
                - { type: UIButton, id: button, frame: [0, 260, 100, 44] }
                - { type: UIButton, id: pressed, frame: [0, 310, 100, 44], state: [highlighted] }
                - { type: UISegmentedControl, id: segments, frame: [0, 360, 200, 32] }
                - type: UISearchBar
                  frame: [0, 400, 390, 56]
                  children: [{ type: UIBarButtonItem, id: cancel }]
                - { type: UITextField, id: field, frame: [0, 460, 200, 34] }
                - { type: UIProgressView, id: progress, frame: [0, 500, 200, 4] }
                - { type: UITabBar, id: tabs, frame: [0, 510, 390, 49] }
                - { type: GlowButton, id: glow, frame: [0, 560, 100, 44] }
                - { type: UISearchTextField, id: search, frame: [0, 610, 200, 36] }
                - { type: UIView, id: dark, frame: [0, 650, 10, 10], traits: { userInterfaceStyle: dark } }
            """
        let checks: [(String, String)] = [
            ("bar", "tintColor"), ("bar", "standardAppearance.configure"),
            ("bar", "compactScrollEdgeAppearance.backgroundColor"), ("bar", "scrollEdgeAppearance.titleTextAttributes.foregroundColor"),
            ("card", "backgroundColor"), ("card", "tintColor"), ("cardLabel", "textColor"), ("articleLabel", "font"),
            ("button", "titleColor"), ("pressed", "titleColor"), ("segments", "titleTextAttributes.font"),
            ("segments", "titleTextAttributes.foregroundColor"), ("cancel", "titleTextAttributes.foregroundColor"), ("field", "font"),
            ("progress", "progressTintColor"), ("progress", "trackTintColor"), ("tabs", "standardAppearance.stackedLayoutAppearance.iconColor"),
            ("glow", "glowColor"), ("glow", "glowRadius"), ("search", "backgroundColor"), ("dark", "tintColor"),
        ]
        let fromImport = try resolve(imported.stylesheet, tree)
        let fromHand = try resolve(expected, tree)
        for (id, keyPath) in checks {
            let value = fromImport.view(id: id)?.style[keyPath]
            #expect(value != nil, "\(id).\(keyPath) is set")
            #expect(value == fromHand.view(id: id)?.style[keyPath], "\(id).\(keyPath)")
        }
    }

    func resolve(_ stylesheet: String, _ tree: String) throws -> ResolvedTree {
        let (table, diagnostics) = StylesheetCompiler.compile(source: stylesheet, path: folder + "/App.style.yaml")
        #expect(diagnostics.filter { $0.severity == .error } == [])
        let compiled = try #require(table)
        var treeDiagnostics: [Diagnostic] = []
        let document = try #require(
            TreeLoader.load(try YAMLReader.parse(tree), file: "t.tree.yaml", registry: compiled.registry, diagnostics: &treeDiagnostics))
        #expect(treeDiagnostics == [])
        return Resolver(table: compiled).resolve(document.root)
    }

    @Test func theObjectiveCFormsConvertAsTheSwiftOnesDo() throws {
        let result = run(["LegacyTheme.m", "LegacyViews.h"])
        #expect(result.diagnostics == [])
        #expect(result.stylesheetDiagnostics == [])
        for line in [7, 8, 9, 13, 14, 15, 20, 23, 29] { #expect(try call(result, "LegacyTheme.m", line: line).status == .converted, "line \(line)") }
        let text = result.stylesheet
        #expect(text.contains("      barTintColor: \"#1A334D\"  # line 7\n      isTranslucent: false  # line 8\n"))
        #expect(text.contains("      titleTextAttributes.foregroundColor: white  # line 9\n      titleTextAttributes.font: { size: 17, weight: bold }  # line 9\n"))
        #expect(text.contains("      scrollEdgeAppearance:\n        configure: transparent  # line 18\n        titleTextAttributes.foregroundColor: label  # line 19\n"))
        #expect(text.contains("  - type: UIBarButtonItem\n    inside: [UIToolbar]\n    set:\n      tintColor: systemOrange  # line 13\n"))
        #expect(text.contains("      onTintColor: Reader/Accent  # line 14\n"))
        #expect(text.contains("      titleColor: { disabled: { color: black, alpha: 0.5 } }  # line 15\n"))
        #expect(text.contains("  - type: UILabel\n    when: { userInterfaceStyle: dark }\n    set:\n      textColor: systemGray  # line 23\n"))
        // A class declared in a header, with its property's type.
        #expect(text.contains("  RingView:\n    inherits: UIImageView\n    properties:\n      ringColor: { type: color }\n"))
        #expect(text.contains("      ringColor: systemTeal  # line 29\n"))
        let branch = try call(result, "LegacyTheme.m", line: 27)
        #expect(branch.status == .notConverted)
        #expect(branch.reason == "inside a branch on self.useLargeTitles, which the importer does not follow")
        #expect(result.exitStatus == 1)
    }

    @Test func shapesTheImporterCannotCarryAreReportedAtTheirLineWithTheReason() throws {
        let result = run(["ThemeManager.swift"])
        let reasons: [Int: String] = [
            9: "inside a branch on isDark, which the importer does not follow",
            11: "a proxy passed to style(…); the importer does not follow it into the helper",
            12: "the colour theme.separator is not one the importer can read (it reads the parameter 'theme', and its callers in the files "
                + "read do not all pass it one fixed value)",
            13: "only the default bar metrics and position are in the language",
            14: "'Missing' is not a colour of the asset catalogs given with --assets",
        ]
        // A provider choosing on the interface style is a light and dark pair.
        #expect(result.calls.count == reasons.count + 1)
        let provider = try call(result, "ThemeManager.swift", line: 15)
        #expect(try stylesheetLine(result, provider.stylesheetLine).hasPrefix("      tintColor: { light: black, dark: white }"))
        for (line, reason) in reasons {
            let found = try call(result, "ThemeManager.swift", line: line)
            #expect(found.status == .notConverted)
            #expect(found.reason == reason, "line \(line)")
            #expect(found.stylesheetLine == nil)
        }
        #expect(result.stylesheetDiagnostics == [])
        #expect(result.exitStatus == 1)
    }

    @Test func aColourWrittenTwiceBecomesOnePaletteColour() throws {
        let text = run(["Repeated.swift"]).stylesheet
        #expect(text.contains("colors:\n  color1: \"#339966\"\n\n"))
        #expect(text.contains("      onTintColor: color1  # line 5\n"))
        #expect(text.contains("      minimumTrackTintColor: color1  # line 6\n"))
        #expect(text.contains("      progressTintColor: \"#E69966\"  # line 7\n"))
    }

    @Test func catalogNamesNeedTheCatalog() throws {
        let result = run(["AppearanceSetup.swift"], assets: [])
        let paper = try call(result, "AppearanceSetup.swift", line: 33)
        #expect(paper.status == .notConverted)
        #expect(paper.reason == "UIColor(named: \"Reader/Paper\") is an asset-catalog colour: pass the app's catalog with --assets")
        #expect(result.stylesheetDiagnostics == [])
    }

    @Test func theAppsOwnPropertiesGetAppliersInTheBindingsForm() throws {
        let appliers = try #require(run(["AppearanceSetup.swift"]).appliers)
        #expect(
            appliers.contains(
                "PropertyApplier(\"glowColor\", on: GlowButton.self, get: { $0.glowColor }, set: { $0.glowColor = $1 }, convert: { $0.uiColor }),"
            ))
        #expect(appliers.contains("convert: { $0.cgFloat }"))
        // The binding's tests compile this very output against the UIKit surface.
        let compiled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("LiveryUIKitBindingTests/ImportedAppliers.swift")
        let generated = try #require(
            AppearanceImporter.run(.init(paths: [Self.fixtures + "/AppearanceSetup.swift"], assets: [Self.catalog], output: "Imported.style.yaml"))
                .appliers)
        #expect(try String(contentsOfFile: compiled.path, encoding: .utf8) == generated)
        #expect(run(["ThemeManager.swift"]).appliers == nil)
    }

    // MARK: Hostile input

    func write(_ name: String, _ bytes: [UInt8]) -> String {
        let path = folder + "/" + name
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    @Test func hugeMalformedAndMissingSourcesEndInLocatedErrors() {
        let huge = write("Huge.swift", Array(repeating: UInt8(ascii: "\n"), count: ImportSources.maxFileBytes + 1))
        let binary = write("Binary.m", [0xFF, 0xFE, 0x00, 0x5B, 0x5B, 0xC3])
        let result = AppearanceImporter.run(.init(paths: [huge, binary, folder + "/Missing.swift"], output: folder + "/Out.style.yaml"))
        let codes = result.diagnostics.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.location.column) \($0.code)" }
        #expect(codes == ["Missing.swift:1:1 file-not-found", "Huge.swift:1:1 input-too-large", "Binary.m:1:1 encoding"])
        #expect(result.exitStatus == 2)
        #expect(result.stylesheetDiagnostics == [])
    }

    @Test func deeplyNestedAndTruncatedCodeIsReadWithoutCrashing() {
        let depth = 20_000
        // Deeper than swift-syntax's own nesting limit (256): a syntax error.
        let swift = "func f() {\n UIView.appearance().alpha = " + String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300)
            + "\n UILabel.appearance().textColor = UIColor(red: 1, green:\n"
        let objc = "void f() {\n [[UIView appearance] setAlpha:" + String(repeating: "[", count: depth) + "x" + "\n @{ @[ @( \"unterminated"
        func chain(_ count: Int) -> String {
            "func g() {\n UIView.appearance()" + String(repeating: "\n  .a", count: count) + " = 1\n}\n"
        }
        let paths = [
            write("Deep.swift", Array(swift.utf8)), write("Deep.m", Array(objc.utf8)),
            write("Long.swift", Array(chain(SwiftSourceReader.maxChain - 10).utf8)), write("TooLong.swift", Array(chain(depth).utf8)),
        ]
        let result = AppearanceImporter.run(.init(paths: paths, output: folder + "/Out.style.yaml"))
        #expect(result.stylesheetDiagnostics == [])
        #expect(result.diagnostics.contains { $0.code == .nestingTooDeep && $0.location.file.hasSuffix("Deep.swift") })
        let tooLong = result.diagnostics.filter { $0.location.file.hasSuffix("TooLong.swift") }.map { "\($0.code) \($0.location.line)" }
        #expect(tooLong == ["nesting-too-deep 2"])
        #expect(result.calls.contains { $0.file.hasSuffix("Long.swift") && $0.status == .notConverted })
        #expect(result.calls.allSatisfy { $0.status != .converted || $0.stylesheetLine != nil })
    }

    /// What the mangled code below first found, each kept as it was found.
    @Test func recoveredCodeNeitherShiftsLinesNorWritesAStylesheetThatFails() throws {
        // An unterminated string ends at its line, which still counts; an escaped line break goes on to the next.
        let objc = """
            void f() {
             x = "open;
             [[UIView appearance] setAlpha:@"a\\
            b"];
             [[UISwitch appearance] setAlpha:0.5];
            }
            """
        #expect(ObjCSourceReader.read(text: objc, path: "T.m").proxySites.map(\.line) == [3, 5])
        // A member whose name the Swift reader recovered as empty, and a font named "".
        let swift = """
            class CardView: UIView {}
            func f() {
                CardView.appearance(). = UIColor.red
                UILabel.appearance().font = UIFont(name: "", size: 15)
            }
            """
        let path = write("Recovered.swift", Array(swift.utf8))
        let result = AppearanceImporter.run(.init(paths: [path], output: folder + "/Out.style.yaml"))
        #expect(result.stylesheetDiagnostics.map(\.description) == [])
        #expect(try call(result, "Recovered.swift", line: 3).status == .notConverted)
        #expect(try call(result, "Recovered.swift", line: 4).reason == "UIFont(name: \"\", size:) names no font")
    }

    /// The fixtures' code cut into tokens and mangled (tokens dropped,
    /// doubled, moved, or swapped for punctuation), from a named seed: the
    /// import ends, every place it reports is inside the file it names, and
    /// whatever calls survive make a stylesheet that compiles clean.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func mangledAppearanceCodeEndsInPlacesInsideItAndACleanStylesheet(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let token = try Regex(#"[A-Za-z0-9_]+|\s+|."#)
        let punctuation = Array("[]{}()@;:=.,*^\"'#/\n")
        let sourceComment = try Regex(#"\S.*  # lines? \d"#)
        var converted = 0
        for name in ["LegacyTheme.m", "AppearanceSetup.swift", "ThemeManager.swift"] {
            let fixture = try String(contentsOfFile: Self.fixtures + "/" + name, encoding: .utf8)
            let tokens = fixture.matches(of: token).map { String(fixture[$0.range]) }
            for round in 0..<40 {
                var mangled = tokens
                for _ in 0..<Int.random(in: 1...12, using: &generator) {
                    let at = Int.random(in: 0..<mangled.count, using: &generator)
                    switch Int.random(in: 0..<4, using: &generator) {
                    case 0: mangled.remove(at: at)
                    case 1: mangled.insert(mangled[at], at: at)
                    case 2: mangled.insert(mangled.remove(at: at), at: Int.random(in: 0..<mangled.count, using: &generator))
                    default: mangled[at] = String(punctuation.randomElement(using: &generator) ?? ";")
                    }
                }
                let text = mangled.joined()
                let path = write("\(round)-" + name, Array(text.utf8))
                let result = AppearanceImporter.run(.init(paths: [path], output: folder + "/Out.style.yaml"))
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(\.utf8.count)
                let places =
                    result.diagnostics.map { ($0.location.file, $0.location.line, $0.location.column) }
                    + result.calls.map { ($0.file, $0.line, $0.column) }
                for (file, line, column) in places {
                    let inside = file == path && (1...lines.count).contains(line) && (1...lines[line - 1] + 1).contains(column)
                    #expect(inside, "seed \(seed), \(name) round \(round): \(file):\(line):\(column)")
                }
                #expect(result.stylesheetDiagnostics.map(\.description) == [], "seed \(seed), \(name) round \(round)")
                // The stylesheet line a call names is one of its values, with the source lines it came from.
                let sheet = result.stylesheet.split(separator: "\n", omittingEmptySubsequences: false)
                for at in result.calls.compactMap(\.stylesheetLine) {
                    let cites = (1...sheet.count).contains(at) && sheet[at - 1].contains(sourceComment)
                    #expect(cites, "seed \(seed), \(name) round \(round): stylesheet line \(at)")
                }
                converted += result.calls.count { $0.status == .converted }
            }
        }
        #expect(converted > 0, "the mangled code still holds calls that convert")
    }
}
