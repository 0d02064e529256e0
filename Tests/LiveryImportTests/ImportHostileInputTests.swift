import Foundation
import Livery
import Testing

@testable import LiveryImport

/// Hostile appearance code within the size limits (Docs/Limits.md,
/// "Importing appearance code"): nesting deep enough to end the reader's
/// stack, work that grows exponentially, the same file under many names, a
/// FIFO. Each ends in a located diagnostic at the point where a limit was
/// crossed, and the import goes on with the other files.
@Suite struct ImportHostileInputTests {
    let sources = SourceFolder("livery-hostile")
    var folder: String { sources.path }

    func write(_ name: String, _ text: String) -> String { sources.write(name, text) }

    /// Imports `paths` with an ordinary file beside them, which must still convert.
    func run(_ paths: [String]) -> AppearanceImporter.Result {
        let fine = write("Fine.swift", "import UIKit\nfunc f() {\n    UISwitch.appearance().onTintColor = .systemGreen\n}\n")
        let result = AppearanceImporter.run(.init(paths: paths + [fine], output: folder + "/Out.style.yaml"))
        #expect(result.calls.contains { $0.file == fine && $0.status == .converted }, "the other file is still imported")
        return result
    }

    /// The one located error of `path`, as `line:column code`.
    func located(_ result: AppearanceImporter.Result, _ path: String) -> [String] {
        result.diagnostics.filter { $0.location.file == path }.map { "\($0.location.line):\($0.location.column) \($0.code)" }
    }

    /// Every diagnostic as `file:line:column code`, the file by its name.
    func places(_ result: AppearanceImporter.Result) -> [String] {
        result.diagnostics.map {
            "\(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.location.column) \($0.code)"
        }
    }

    /// 1-based column just after `text`.
    func column(after text: String) -> Int { text.utf8.count + 1 }

    // MARK: Nesting

    @Test func aLongSumIsRefusedAtTheOperatorPastTheLimit() {
        let terms = 50_000
        let swiftHead = "    UINavigationBar.appearance().alpha = "
        let swift = write(
            "Sum.swift", "import UIKit\nfunc f() {\n" + swiftHead + Array(repeating: "1", count: terms).joined(separator: " + ") + "\n}\n")
        let objcHead = "    [UINavigationBar appearance].alpha = "
        let objc = write("Sum.m", "void f(void) {\n" + objcHead + Array(repeating: "1", count: terms).joined(separator: " + ") + ";\n}\n")
        let result = run([swift, objc])
        // The assignment's `=` is the expression's first operator.
        let limit = SwiftSourceReader.maxNesting
        #expect(
            located(result, swift) == [
                "3:\(column(after: swiftHead + "1" + String(repeating: " + 1", count: limit - 1) + " ")) nesting-too-deep"
            ])
        // The Objective-C reader counts the statement, the value and each operator as levels: the operand after the
        // last operator that fits is one too many.
        let operators = ObjCSourceReader.maxNesting - 2
        #expect(
            located(result, objc) == [
                "2:\(column(after: objcHead + "1" + String(repeating: " + 1", count: operators - 1) + " + ")) nesting-too-deep"
            ])
        #expect(result.exitStatus == 2)
    }

    @Test func chainsOfCastsAndSignsAreRefusedWhereTheyPassTheLimit() {
        let count = 200_000
        let swiftHead = "    UINavigationBar.appearance().alpha = "
        // swift-syntax keeps casts in a flat sequence: a few past the limit are enough.
        let casts = write("Casts.swift", "func f() {\n" + swiftHead + "x" + String(repeating: " as T", count: 2_000) + "\n}\n")
        let signs = write("Signs.swift", "func f() {\n" + swiftHead + String(repeating: "try ", count: count) + "1\n}\n")
        let objcHead = "    [UINavigationBar appearance].alpha = "
        let objcCasts = write("Casts.m", "void f(void) {\n" + objcHead + String(repeating: "(CGFloat)", count: count) + "1;\n}\n")
        let objcSigns = write("Signs.m", "void f(void) {\n" + objcHead + String(repeating: "-", count: count) + "1;\n}\n")
        let result = run([casts, signs, objcCasts, objcSigns])
        // The assignment's `=` is the first operator, or the first prefix: each is a level.
        let limit = SwiftSourceReader.maxNesting - 1
        #expect(
            located(result, casts) == [
                "2:\(column(after: swiftHead + "x" + String(repeating: " as T", count: limit) + " ")) nesting-too-deep"
            ])
        #expect(located(result, signs) == ["2:\(column(after: swiftHead + String(repeating: "try ", count: limit))) nesting-too-deep"])
        let levels = ObjCSourceReader.maxNesting - 2
        #expect(
            located(result, objcCasts) == ["2:\(column(after: objcHead + String(repeating: "(CGFloat)", count: levels))) nesting-too-deep"])
        #expect(located(result, objcSigns) == ["2:\(column(after: objcHead + String(repeating: "-", count: levels))) nesting-too-deep"])
    }

    @Test func nestedBlocksBranchesAndGenericsAreRefusedAtTheLevelPastTheLimit() {
        let count = 100_000
        let blocks = write(
            "Blocks.swift", "func f() {\n" + String(repeating: "{", count: count) + String(repeating: "}", count: count) + "\n}\n")
        let branches = write(
            "Ifs.swift", "func f() {\n" + String(repeating: "if a {\n", count: count) + String(repeating: "}\n", count: count) + "}\n")
        let generic = write(
            "Generic.swift", "let x: " + String(repeating: "A<", count: count) + "B" + String(repeating: ">", count: count) + "\n")
        let objcBlocks = write(
            "Blocks.m", "void f(void) {\n" + String(repeating: "{", count: count) + String(repeating: "}", count: count) + "\n}\n")
        let objcBranches = write(
            "Ifs.m", "void f(void) {\n" + String(repeating: "if (a) {\n", count: count) + String(repeating: "}\n", count: count) + "}\n")
        let result = run([blocks, branches, generic, objcBlocks, objcBranches])
        let limit = SwiftSourceReader.maxNesting
        // The function's own brace is the first level.
        #expect(located(result, blocks) == ["2:\(limit) nesting-too-deep"])
        #expect(located(result, branches) == ["\(limit + 1):6 nesting-too-deep"])
        #expect(
            located(result, generic) == ["1:\(column(after: "let x: " + String(repeating: "A<", count: limit) + "A")) nesting-too-deep"])
        // Each brace within the function's body is a statement level.
        let objcLimit = ObjCSourceReader.maxNesting
        #expect(located(result, objcBlocks) == ["2:\(objcLimit + 1) nesting-too-deep"])
        #expect(located(result, objcBranches) == ["\(objcLimit + 2):1 nesting-too-deep"])
    }

    /// swift-syntax's look-ahead past `[` takes time that doubles per level (whether it starts an inline array
    /// type): 24 levels took minutes. Square brackets are limited apart, in code and in an interpolation's code,
    /// and brackets in a string's text are no level.
    @Test func squareBracketsNestedDeepAreRefusedBeforeParsing() throws {
        let levels = SwiftNestingScan.maxSquareNesting + 8
        let arrays = write("Arrays.swift", "let x = " + String(repeating: "[", count: levels) + "1" + String(repeating: "]", count: levels) + "\n")
        let types = write("Types.swift", "let x: " + String(repeating: "[", count: levels) + "Int" + String(repeating: "]", count: levels) + " = []\n")
        let interpolated = write(
            "Interpolated.swift", "let s = \"\\(" + String(repeating: "[", count: levels) + "1" + String(repeating: "]", count: levels) + ")\"\n")
        let text = write(
            "Text.swift", "let s = \"" + String(repeating: "[", count: levels) + "\"\nfunc g() {\n    UISlider.appearance().tintColor = .red\n}\n")
        let within = write(
            "Within.swift",
            "let x = " + String(repeating: "[", count: SwiftNestingScan.maxSquareNesting) + "1"
                + String(repeating: "]", count: SwiftNestingScan.maxSquareNesting) + "\n")
        let started = Date()
        let result = run([arrays, types, interpolated, text, within])
        #expect(Date().timeIntervalSince(started) < 60, "refused before swift-syntax looks ahead")
        let limit = SwiftNestingScan.maxSquareNesting
        #expect(located(result, arrays) == ["1:\(column(after: "let x = " + String(repeating: "[", count: limit))) nesting-too-deep"])
        #expect(located(result, types) == ["1:\(column(after: "let x: " + String(repeating: "[", count: limit))) nesting-too-deep"])
        #expect(located(result, interpolated) == ["1:10 nesting-too-deep"])
        #expect(located(result, text).isEmpty)
        #expect(located(result, within).isEmpty)
        #expect(result.calls.contains { $0.file.hasSuffix("Text.swift") && $0.status == .converted })
    }

    @Test func nestingTheScanDoesNotSeeIsRefusedWhereTheParserStops() {
        // Parentheses inside a string's interpolation: the scan skips strings, the parser counts them.
        let head = "let s = \"\\("
        let swift = write(
            "Interpolation.swift", head + String(repeating: "(", count: 1_000) + "1" + String(repeating: ")", count: 1_000) + ")\"\n")
        let result = run([swift])
        // The interpolation is the first level; the parser stops at the token after the parenthesis that crossed its limit.
        #expect(
            located(result, swift) == [
                "1:\(column(after: head + String(repeating: "(", count: SwiftSourceReader.maxNesting))) nesting-too-deep"
            ])
    }

    @Test func deeplyNestedConditionalCompilationIsRefusedAtTheLevelPastTheLimit() {
        let count = 100_000
        let swift = write(
            "If.swift", String(repeating: "#if A\n", count: count) + "let x = 1\n" + String(repeating: "#endif\n", count: count))
        let result = run([swift])
        #expect(located(result, swift) == ["\(SwiftSourceReader.maxNesting + 1):1 nesting-too-deep"])
    }

    @Test func anObjectiveCFileEndingAtIfIsRead() {
        // The condition's text was sliced from past the last token: a trap.
        let unit = ObjCSourceReader.read(text: "void f() { if", path: "End.m")
        #expect(unit.diagnostics == [])
        #expect(unit.functions.count == 1)
    }

    @Test func anAlphaPastOneIsWrittenAsUIKitReadsIt() {
        // Found by FuzzImportObjC: `alpha: 1.5` did not compile.
        let swift = write("Alpha.swift", "func f() {\n    UIButton.appearance().tintColor = UIColor.black.withAlphaComponent(1.5)\n}\n")
        let objc = write(
            "Alpha.m",
            "void f(void) {\n    [[UISlider appearance] setMinimumTrackTintColor:[[UIColor blackColor] colorWithAlphaComponent:-2]];\n}\n")
        let result = run([swift, objc])
        #expect(!result.stylesheetDiagnostics.contains { $0.severity == .error })
        #expect(result.stylesheet.contains("tintColor: { color: black, alpha: 1 }"))
        #expect(result.stylesheet.contains("minimumTrackTintColor: { color: black, alpha: 0 }"))
    }

    // MARK: Budgets

    @Test func helpersCallingEachOtherManyTimesStopAtTheEvaluationBudget() throws {
        // h0 calls h1 30 times, h1 calls h2 30 times, …: 30⁴ statements if followed in full.
        var source = "import UIKit\n"
        for level in 0..<5 {
            source += "func h\(level)() -> UINavigationBarAppearance {\n    let a = UINavigationBarAppearance()\n"
            if level < 4 { source += String(repeating: "    let b = h\(level + 1)()\n", count: 30) }
            source += "    a.backgroundColor = .red\n    return a\n}\n"
        }
        source += "func apply() {\n    UINavigationBar.appearance().standardAppearance = h0()\n}\n"
        let path = write("Chain.swift", source)
        let result = run([path])
        let call = try #require(result.calls.first { $0.file == path && $0.call.hasPrefix("UINavigationBar") })
        #expect(call.status == .notConverted)
        let reason = try #require(call.reason)
        #expect(reason.contains("\(ImportLimits().helperSteps) steps"), "\(reason)")
        #expect(reason.contains(path + ":"), "the reason names where evaluation stopped: \(reason)")
    }

    /// A getter switching on an enum whose case binds the getter's own name (`case .loaded(let results): return
    /// results` in `var results`), and two getters returning each other: each name is read once, not again inside
    /// itself, and the import ends.
    @Test func gettersReturningThemselvesOrEachOtherEnd() throws {
        let path = write(
            "Provider.swift",
            """
            import UIKit
            final class Provider {
                private enum Status {
                    case unresolved, loading, failed
                    case loaded(results: [Int])
                }
                var results: [Int]? {
                    switch status {
                    case .unresolved, .loading, .failed: return nil
                    case .loaded(let results): return results
                    }
                }
                var first: UIColor {
                    switch status {
                    case .unresolved: return second
                    default: return .red
                    }
                }
                var second: UIColor {
                    switch status {
                    case .unresolved: return first
                    default: return .blue
                    }
                }
                private var status: Status = .unresolved
                func apply() {
                    UINavigationBar.appearance().tintColor = first
                    UITabBar.appearance().tintColor = .green
                }
            }
            """)
        let result = run([path])
        #expect(try #require(result.calls.first { $0.file == path && $0.line == 27 }).status != .obsolete)
        #expect(result.calls.contains { $0.file == path && $0.line == 28 && $0.status == .converted })
    }

    /// Functions whose statements come to a value (``FunctionValue``), each using the next twice over
    /// through a local, fourteen deep: 4¹⁴ values if put in in full. The chain limit stops it, at the call.
    @Test func functionsDoublingTheirValueAtEveryLevelStopAtTheChainLimit() throws {
        var source = "import UIKit\nfunc twice(_ x: CGFloat) -> CGFloat {\n    let y = x\n    return y * 0.5 + y * 0.5\n}\n"
        for level in 0..<14 {
            source += "func t\(level)() -> CGFloat {\n    let v = \(level < 13 ? "t\(level + 1)()" : "0.5")\n    return twice(twice(v))\n}\n"
        }
        source += "func apply() {\n    UISlider.appearance().minimumTrackTintColor = UIColor(white: t0(), alpha: t0())\n}\n"
        let path = write("Twice.swift", source)
        let result = run([path])
        let call = try #require(result.calls.first { $0.file == path })
        #expect(call.status == .notConverted)
        #expect(call.reason == "a number that names too deep a chain")
        #expect(call.stoppedAt == "UIColor(…)")
    }

    /// Storyboards are read for their first screens only (``StoryboardRoots``): one past the size limit is passed
    /// over, relationship segues pointing at each other end, and a file cut off mid-attribute names nothing. None
    /// is an error: the import goes on as if the storyboard said nothing.
    @Test func hostileStoryboardsNameNoScreenAndStopNothing() throws {
        let cycle = """
            <document initialViewController="a"><scenes>
            <scene><tabBarController id="a" customClass="Tabs"><connections><segue destination="b" kind="relationship"/></connections></tabBarController></scene>
            <scene><navigationController id="b"><connections><segue destination="a" kind="relationship"/></connections></navigationController></scene>
            </scenes></document>
            """
        write("Cycle/Main.storyboard", cycle)
        write("Cut/Main.storyboard", "<document initialViewController=\"x\"><scenes><scene><viewController id=\"x\" customClass=\"Scr")
        write("Big/Main.storyboard", String(repeating: "<scene>", count: (StoryboardRoots.maxFileBytes / 7) + 1))
        let screen = write("Screen.swift", "import UIKit\nclass Scr: UIViewController {\n    override func viewDidLoad() {\n        UISlider.appearance().tintColor = .red\n    }\n}\n")
        for folder in ["Cycle", "Cut", "Big"] {
            let result = run([self.folder + "/" + folder, screen])
            #expect(!result.diagnostics.contains { $0.severity == .error }, "\(folder)")
            #expect(result.calls.contains { $0.file == screen && $0.status == .notConverted }, "\(folder)")
        }
        #expect(StoryboardRoots.classes(storyboards: [("Main.storyboard", cycle)], plists: []) == ["Tabs"])
    }

    /// A loop of 16 values handing a proxy to a helper that loops over 16 values and hands it on, four
    /// helpers deep: 16⁵ rounds if followed in full. The helpers' statements are charged to the budget
    /// (`ImportLimits.helperSteps`), so the import ends, each setter one call however many rounds set it.
    @Test func loopsHandingAProxyToHelpersThatLoopEndWithinTheBudget() throws {
        let values = Array(repeating: ".red", count: SwiftSourceReader.maxLoopValues).joined(separator: ", ")
        var source = "import UIKit\n"
        for level in 0..<5 {
            let next = level < 4 ? "        h\(level + 1)(bar: bar)\n" : ""
            source += "func h\(level)(bar: UINavigationBar) {\n    for c: UIColor in [\(values)] {\n        bar.tintColor = c\n\(next)    }\n}\n"
        }
        source += "func apply() {\n    for c: UIColor in [\(values)] {\n        h0(bar: UINavigationBar.appearance())\n    }\n}\n"
        let path = write("Loops.swift", source)
        let result = run([path])
        let lines = result.calls.filter { $0.file == path && $0.status == .converted }.map(\.line)
        #expect(lines == [4, 10, 16, 22], "\(result.calls.map { ($0.line, $0.call) })")
        #expect(result.stylesheet.contains("tintColor: red"))
    }

    @Test func theSameFileUnderManyNamesIsReadOnce() throws {
        let original = write("Theme.swift", "import UIKit\nfunc f() {\n    UISlider.appearance().minimumTrackTintColor = .systemRed\n}\n")
        var paths = [original]
        for index in 0..<40 {
            let link = folder + "/Link\(index).swift"
            try FileManager.default.linkItem(atPath: original, toPath: link)
            paths.append(link)
        }
        let result = run(paths)
        #expect(result.calls.filter { $0.call.hasPrefix("UISlider") }.count == 1)
        #expect(result.diagnostics == [])
    }

    @Test func importsStopAtTheBytesAndCallsBudgets() {
        let calls = (0..<30).map { "    UISlider.appearance().alpha = \($0 % 10) * 0.1\n" }.joined()
        let text = "import UIKit\nfunc f() {\n" + calls + "}\n"
        let paths = (0..<3).map { write("Theme\($0).swift", text) }
        var limits = ImportLimits()
        limits.totalBytes = 2 * text.utf8.count + 100
        var options = AppearanceImporter.Options(paths: paths, output: folder + "/Out.style.yaml")
        options.limits = limits
        let bytes = AppearanceImporter.run(options)
        #expect(places(bytes) == ["Theme2.swift:1:1 import-limit"])
        #expect(bytes.calls.count == 60)
        limits = ImportLimits()
        limits.calls = 45
        options.limits = limits
        let counted = AppearanceImporter.run(options)
        #expect(places(counted) == ["Theme1.swift:18:5 import-limit"])
        #expect(counted.calls.count == 45)
    }

    @Test func rulesPastTheStylesheetsLimitAreReportedNotConverted() throws {
        let calls = (0..<3).map { "    UILabel.appearance(whenContainedInInstancesOf: [UITableView.self, C\($0).self]).alpha = 0.5\n" }
            .joined()
        let path = write("Rules.swift", "import UIKit\nfunc f() {\n" + calls + "}\n")
        var options = AppearanceImporter.Options(paths: [path], output: folder + "/Out.style.yaml")
        options.limits.rules = 2
        let result = AppearanceImporter.run(options)
        #expect(!result.stylesheetDiagnostics.contains { $0.severity == .error })
        #expect(result.calls.map(\.status) == [.converted, .converted, .notConverted])
        #expect(result.calls.last?.reason == "the stylesheet already has 2 rules, the most a stylesheet can hold")
    }

    @Test func aFIFOIsRefusedWithoutBeingOpenedForReading() {
        let fifo = folder + "/x.swift"
        #expect(mkfifo(fifo, 0o600) == 0)
        let result = run([fifo])
        #expect(
            result.diagnostics.map(\.description).contains { $0.hasPrefix(fifo + ":1:1: error: cannot read '\(fifo)': not a regular file") }
        )
        #expect(located(result, fifo) == ["1:1 file-not-found"])
    }

    // MARK: The evaluator

    @Test func helpersCallingEachOtherAndAConstantNamingItselfStopAtTheCall() throws {
        let path = write(
            "Loops.swift",
            """
            import UIKit
            extension UIColor {
                static func ping() -> UIColor { return pong() }
                static func pong() -> UIColor { return ping() }
                static let itself = UIColor.itself
            }
            func configure() {
                UILabel.appearance().textColor = .ping()
                UISlider.appearance().minimumTrackTintColor = .itself
            }

            """)
        let result = run([path])
        for line in [8, 9] {
            let call = try #require(result.calls.first { $0.file == path && $0.line == line })
            #expect(call.status == .notConverted)
            #expect(call.reason?.contains("names itself, or names too deep a chain") == true, "line \(line): \(call.reason ?? "")")
            #expect(call.stoppedAt != nil)
        }
    }

    @Test func a100000SymbolChainStopsAtTheDepthLimit() throws {
        // 100,000 file-scope constants in five files, each naming the one before: the chain is
        // looked up name by name and followed no deeper than the translator's limit.
        let count = 100_000
        let files = 5
        var paths: [String] = []
        for file in 0..<files {
            let lines = (file * count / files..<(file + 1) * count / files).map { $0 == 0 ? "let c0 = UIColor.red" : "let c\($0) = c\($0 - 1)" }
            paths.append(write("Symbols\(file).swift", "import UIKit\n" + lines.joined(separator: "\n") + "\n"))
        }
        let use = write("Use.swift", "import UIKit\nfunc f() {\n    UILabel.appearance().textColor = c\(count - 1)\n    UIProgressView.appearance().progressTintColor = c2\n}\n")
        let clock = ContinuousClock()
        let start = clock.now
        let result = run(paths + [use])
        #expect(clock.now - start < .seconds(120))
        let deep = try #require(result.calls.first { $0.file == use && $0.line == 3 })
        #expect(deep.status == .notConverted)
        #expect(deep.reason?.contains("too deep a chain") == true)
        let shallow = try #require(result.calls.first { $0.file == use && $0.line == 4 })
        #expect(shallow.status == .converted)
    }

    @Test func preprocessorConditionsNestedDeepOrLongEndQuickly() throws {
        let levels = 50_000
        let nested = Array(repeating: "#if !TARGET_OS_TV", count: levels).joined(separator: "\n")
        let closing = Array(repeating: "#endif", count: levels).joined(separator: "\n")
        let parentheses = "#if " + String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        let path = write(
            "Deep.m",
            "void f(void) {\n" + nested + "\n" + parentheses + "\n    [[UILabel appearance] setTextColor:[UIColor redColor]];\n#endif\n"
                + closing + "\n}\n")
        let clock = ContinuousClock()
        let start = clock.now
        let result = run([path])
        #expect(clock.now - start < .seconds(60))
        // Past the parser's depth the condition is not evaluated: its branch is read, as before.
        let call = try #require(result.calls.first { $0.file == path })
        #expect(call.status == .converted)
    }

    @Test func macrosDoublingThemselvesStopAtTheExpansionLimit() throws {
        // Each macro uses the one after it twice: 2^8 uses per line at the depth limit, on 4,000 lines.
        var header = ""
        for level in 0..<ObjCMacros.maxDepth { header += "#define M\(level) M\(level + 1) M\(level + 1)\n" }
        header += "#define M\(ObjCMacros.maxDepth) x\n"
        let body = (0..<4_000).map { _ in "    M0;\n" }.joined()
        let path = write("Bomb.m", header + "@implementation Bomb\n- (void)f {\n" + body + "    [[UISlider appearance] setTintColor:[UIColor redColor]];\n}\n@end\n")
        let result = run([path])
        let warning = try #require(result.diagnostics.first { $0.location.file == path })
        #expect(warning.code == .importLimit && warning.severity == .warning)
        #expect(warning.message.contains("\(ObjCMacros.maxAddedTokens) tokens"))
        #expect(result.calls.contains { $0.file == path && $0.status == .converted }, "the file is still read")
    }

    @Test func conditionsOnDefinesThatDoubleOrChainEndAtTheExpansionLimit() throws {
        // `#if` on a macro doubling itself, and on a chain of 5,000 macros each naming the next.
        var text = "#define THEME 2\n#define BOMB (BOMB || BOMB)\n"
        for level in 0..<5_000 { text += "#define C\(level) C\(level + 1)\n" }
        text += "#define C5000 1\n"
        text += "@implementation Bomb\n- (void)f {\n"
        text += "#if BOMB\n    [[UIProgressView appearance] setTintColor:[UIColor redColor]];\n#endif\n"
        text += "#if C0 == 1\n    [[UISlider appearance] setTintColor:[UIColor redColor]];\n#endif\n"
        text += "#if THEME == 2\n    [[UIStepper appearance] setTintColor:[UIColor redColor]];\n#endif\n"
        text += "#if THEME == 3\n    [[UIPageControl appearance] setTintColor:[UIColor redColor]];\n#endif\n}\n@end\n"
        let path = write("Defines.m", text)
        let result = run([path])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func call(_ setter: String) throws -> AppearanceImporter.Call {
            let line = try #require(lines.firstIndex { $0.contains(setter) }) + 1
            return try #require(result.calls.first { $0.file == path && $0.line == line })
        }
        // Neither condition is evaluated past the limit, so each branch is read as the build may take it.
        #expect(try call("UIProgressView").status == .converted)
        #expect(try call("UISlider").status == .converted)
        // A definition before the chain still decides its conditions.
        #expect(try call("UIStepper").status == .converted)
        #expect(try call("UIPageControl").status == .obsolete)
        #expect(try call("UIPageControl").reason?.contains("#define of THEME") == true)
    }

    @Test func thousandsOfOverloadsAndTheirCallsEndQuicklyAndDecideNothing() throws {
        // 3,000 methods sharing a first part, each calling the next by its labels: a chain past every limit.
        var text = "@implementation Chain\n+ (void)start {\n    [self style:[UIColor redColor] p0:nil];\n}\n"
        for level in 0..<3_000 {
            text += "+ (void)style:(UIColor *)color p\(level):(id)x {\n    [self style:color p\(level + 1):nil];\n"
            text += "    [[UISlider appearance] setTintColor:color];\n}\n"
        }
        text += "@end\n"
        let path = write("Overloads.m", text)
        let result = run([path])
        // Past the overloads told apart, no call's values are passed on: each setter says its callers do not fix the colour.
        let first = try #require(result.calls.first { $0.file == path && $0.status == .notConverted })
        #expect(first.reason?.contains("callers") == true, "\(first.reason ?? "")")
    }

    @Test func aThemeComparedWithMoreNamesThanATraitTakesIsNotATheme() throws {
        // 100 names, past the 64 values one trait takes.
        let tests = (0..<100).map { "[theme isEqualToString:@\"t\($0)\"]" }.joined(separator: " || ")
        let text = """
            @implementation UIColor (Theme)
            + (void)setTheme:(NSString *)theme {
                if (\(tests)) {
                    [[UISwitch appearance] setOnTintColor:[UIColor redColor]];
                }
            }
            + (void)setTheme {
                [self setTheme:[[NSUserDefaults standardUserDefaults] objectForKey:@"theme"]];
            }
            @end
            @implementation Boot
            + (void)load {
                [UIColor setTheme];
            }
            @end

            """
        let path = write("Themes.m", text)
        let result = run([path])
        #expect(!result.stylesheet.contains("traits:"))
        let call = try #require(result.calls.first { $0.file == path && $0.line == 4 })
        #expect(call.status == .notConverted)
        #expect(call.reason?.hasPrefix("inside a branch on") == true, "\(call.reason ?? "")")
    }

    @Test func aLongChainFromAnActionIsFollowedOnlyToItsLimit() throws {
        // 2,000 class methods, each called only by the one before, the first by a button's action: a round per call, 8 rounds.
        var text = "@implementation Screen\n- (void)viewDidLoad {\n    [self.button addTarget:self action:@selector(tapped:) forControlEvents:1];\n}\n"
        text += "- (void)tapped:(id)sender {\n    [Styler m0];\n}\n@end\n@implementation Styler\n"
        for level in 0..<2_000 {
            text += "+ (void)m\(level) {\n    [self m\(level + 1)];\n    [[UISlider appearance] setTintColor:[UIColor redColor]];\n}\n"
        }
        text += "@end\n"
        let path = write("Chain.m", text)
        let result = run([path])
        let first = try #require(result.calls.first { $0.file == path && $0.line == 12 })
        #expect(first.reason?.contains("called only from what runs after launch (Screen.tapped)") == true, "\(first.reason ?? "")")
        // Every call is reported once; one past the rounds keeps its status.
        #expect(result.calls.filter { $0.file == path }.count == 2_000)
        let far = try #require(result.calls.last { $0.file == path })
        #expect(far.reason?.contains("after launch") != true)
    }


    @Test func aRunOfAtSignsEndsInAReadFile() throws {
        // A million `@`s where a value is read: each is passed over once, not read by recursion.
        let path = write("Ats.m", "@implementation A\n- (void)f {\n    [[UISlider appearance] setTintColor:" + String(repeating: "@", count: 1_000_000) + "YES];\n}\n@end\n")
        let result = run([path])
        #expect(result.calls.contains { $0.file == path && $0.status == .notConverted })
    }

    @Test func aChainOfViewsEachMakingTheNextEndsAndRunsEveryInitAtLaunch() throws {
        // 3,000 SwiftUI views, each one's body making the next inside a container, the first the app's root view.
        var text = "import SwiftUI\n@main struct ChainApp: App {\n    var body: some Scene { WindowGroup { V0() } }\n}\n"
        for level in 0..<3_000 {
            text += "struct V\(level): View {\n    init() { UISlider.appearance().tintColor = .red }\n"
            text += "    var body: some View { VStack { V\(level + 1)().padding() } }\n}\n"
        }
        let path = write("Views.swift", text)
        let result = run([path])
        let calls = result.calls.filter { $0.file == path }
        #expect(calls.count == 3_000)
        // The same value from every init: the last made is the one written, the others replaced.
        let stopped = calls.first { $0.status == .notConverted }
        #expect(stopped == nil, "\(stopped?.line ?? 0): \(stopped?.reason ?? "")")
    }

    @Test func manyMembersSetOnlyInTheInitializerEndQuickly() throws {
        // 5,000 instance variables, each given a colour in -init and read once: each is that colour.
        var text = "@implementation Config\n- (instancetype)init {\n"
        for index in 0..<5_000 { text += "    _c\(index) = [UIColor redColor];\n" }
        text += "    return self;\n}\n- (void)apply {\n"
        for index in 0..<5_000 { text += "    [[UISlider appearance] setTintColor:_c\(index)];\n" }
        text += "}\n@end\n"
        let path = write("Config.m", text)
        let result = run([path])
        let calls = result.calls.filter { $0.file == path }
        #expect(calls.count == 5_000)
        #expect(calls.last?.status == .converted, "\(calls.last?.reason ?? "")")
    }

    @Test func functionsDeclaredInsideAFunctionCallingThemselvesAndEachOtherEnd() throws {
        // 2,000 functions declared in one, each calling itself and the next, the last setting a proxy from a local
        // of the enclosing function: following stops at the helper depth, and the call is reported, not lost.
        var text = "import UIKit\nfunc configure() {\n    let tint = UIColor.red\n"
        for level in 0..<2_000 { text += "    func f\(level)(_ bar: UINavigationBar) { f\(level)(bar); f\(level + 1)(bar) }\n" }
        text += "    func f2000(_ bar: UINavigationBar) { bar.tintColor = tint }\n    f0(UINavigationBar.appearance())\n}\n"
        let path = write("Nested.swift", text)
        let result = run([path])
        let calls = result.calls.filter { $0.file == path }
        #expect(calls.count == 1)
        #expect(calls.first?.status == .notConverted, "\(calls.first?.reason ?? "")")
        #expect(calls.first?.line == 2_005)
    }
}

extension ImportHostileInputTests {
    /// A value the code leaves out where it does not parse (`UIColor(red: 1, green: )`) is named so in the call's reason,
    /// beside the warning at the parse error.
    @Test func aValueLeftOutByCodeThatDoesNotParseIsNamed() {
        let broken = write("Broken.swift", "import UIKit\nfunc f() {\n    UINavigationBar.appearance().tintColor = UIColor(red: 1, green: )\n}\n")
        let result = run([broken])
        let call = result.calls.first { $0.file == broken }
        #expect(call?.status == .notConverted)
        #expect(call?.reason?.contains("a value left out (the code does not parse here)") == true, "\(call?.reason ?? "")")
        #expect(result.diagnostics.contains { $0.location.file == broken && $0.code == .sourceSyntax })
    }
}

extension ImportHostileInputTests {
    /// A file in another encoding (a library's GBK header) is read with the bytes UTF-8 does not take replaced: a
    /// warning at its start, not an error, and its code written in ASCII still converts.
    @Test func aFileInAnotherEncodingIsReadWithAWarning() throws {
        let gbkComment: [UInt8] = Array("// ".utf8) + [0xBD, 0xD3, 0xBF, 0xDA, 0xC5, 0xD0, 0xB6, 0xCF] + [0x0A]
        let code = Array("void style(void) {\n    [UIProgressView appearance].progressTintColor = [UIColor redColor];\n}\n".utf8)
        let path = folder + "/Scanner.m"
        try Data(gbkComment + code).write(to: URL(fileURLWithPath: path))
        let result = run([path])
        #expect(located(result, path) == ["1:1 encoding"])
        #expect(result.diagnostics.first { $0.location.file == path }?.severity == .warning)
        #expect(result.calls.contains { $0.file == path && $0.line == 3 && $0.status == .converted })
    }
}

extension ImportHostileInputTests {
    /// A long `else if` chain, each arm calling the same function: deciding which functions both arms of a branch call
    /// reads each arm once, so the chain is read in time linear in its length, not in three to its depth.
    @Test func aLongElseIfChainIsReadOnce() {
        let arms = (1...60).map { "if mode == \($0) { style(\($0)) }" }.joined(separator: " else ")
        let path = write(
            "Modes.swift",
            "import UIKit\nvar mode = 0\nfunc launch() {\n    " + arms + " else { style(0) }\n}\n"
                + "func style(_ level: Int) {\n    UIStepper.appearance().tintColor = .systemRed\n}\n")
        let result = run([path])
        #expect(result.calls.contains { $0.file == path && $0.line == 7 && $0.status == .converted })
    }
}
