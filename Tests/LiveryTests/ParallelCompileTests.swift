import Testing
@testable import Livery
@testable import LiveryCore

/// A long rule list is compiled in two halves on two cores; the table and
/// the diagnostics must be exactly the sequential compiler's, whether the
/// halves are joined or (after a problem in the first half, or the include
/// budget spent across them) the second half is compiled again after it.
@Suite struct ParallelCompileTests {
    /// `count` rules over labels, buttons and views, with containers, style
    /// classes, trait conditions, keyed values and included styles, that
    /// lint clean; `broken`
    /// rules get a misspelt property.
    static func source(rules count: Int, broken: Set<Int> = []) -> String {
        var lines = [
            "livery: 1", "colors:", "  ink: { light: \"#111111\", dark: \"#EEEEEE\" }", "constants:", "  gap: 4",
            "styles:", "  rounded:", "    set: { layer.cornerRadius: 6, layer.masksToBounds: true }", "rules:",
        ]
        let types = ["UILabel", "UIButton", "UIView", "UIImageView"]
        for i in 0..<count {
            let type = types[i % types.count]
            lines.append("  - type: \(type)")
            lines.append("    inside: [UIStackView\(i % 3 == 0 ? ", UIView" : "")]")
            if i % 5 == 0 { lines.append("    when: { userInterfaceStyle: dark }") }
            // A class of its own, so no rule repeats another's selector (never-wins).
            lines.append("    class: [r\(i)\(i % 7 == 0 ? ", c\(i % 11)" : "")]")
            if i % 9 == 0 { lines.append("    include: rounded") }
            lines.append("    set:")
            lines.append("      alpha: \(Double(i % 10) / 10)")
            lines.append("      layer.borderWidth: $gap * \(i % 3)")
            lines.append("      backgroundColor: systemBackground")
            lines.append("      layer.borderColor: { color: ink, alpha: 0.5 }")
            if type == "UIButton" { lines.append("      titleColor: { normal: label, highlighted: label }") }
            if type == "UILabel" { lines.append("      font: { size: \(12 + i % 6), weight: semibold }") }
            if broken.contains(i) { lines.append("      backgroundColr: red") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The compile on two cores beside the compile on one.
    static func bothWays(_ source: String, limits: StylesheetLimits = .default) -> (
        parallel: (table: InvocationTable?, diagnostics: [Diagnostic]), sequential: (table: InvocationTable?, diagnostics: [Diagnostic])
    ) {
        let bytes = Array(source.utf8)
        return (
            StylesheetCompiler.compile(path: "long.style.yaml", text: bytes, registry: .builtIn, limits: limits, parallelFrom: 2),
            StylesheetCompiler.compile(path: "long.style.yaml", text: bytes, registry: .builtIn, limits: limits, parallelFrom: .max)
        )
    }

    static func expectSame(_ a: (table: InvocationTable?, diagnostics: [Diagnostic]), _ b: (table: InvocationTable?, diagnostics: [Diagnostic])) {
        #expect(a.diagnostics.map(\.description) == b.diagnostics.map(\.description))
        #expect(a.table?.rules == b.table?.rules)
        #expect(a.table?.invocations == b.table?.invocations)
    }

    @Test func aCleanListCompilesAsItDoesOnOneCore() throws {
        let (parallel, sequential) = Self.bothWays(Self.source(rules: 1_200))
        #expect(sequential.diagnostics.isEmpty, "\(sequential.diagnostics.prefix(2))")
        #expect(try #require(parallel.table).rules.count == 1_200)
        #expect(parallel.table?.rules.map(\.index) == Array(0..<1_200))
        Self.expectSame(parallel, sequential)
    }

    @Test func problemsInEitherHalfAreReportedAsOnOneCore() {
        for broken: Set<Int> in [[3], [1_100], [3, 1_100], Set(stride(from: 0, to: 1_200, by: 5))] {
            let (parallel, sequential) = Self.bothWays(Self.source(rules: 1_200, broken: broken))
            #expect(sequential.diagnostics.count >= broken.count)
            Self.expectSame(parallel, sequential)
        }
    }

    /// A file this long is also read in two halves (``YAMLSplitParse``): a
    /// problem in the second half is reported on its own line.
    @Test func aProblemInTheSecondHalfOfTheFileIsLocatedOnItsLine() throws {
        let source = Self.source(rules: 1_200, broken: [1_100])
        let line = try #require(source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("backgroundColr") })
        let (_, diagnostics) = StylesheetCompiler.compile(source: source, path: "long.style.yaml")
        let typo = try #require(diagnostics.first { $0.message.contains("backgroundColr") })
        #expect(typo.location.line == line + 1)
        #expect(typo.location.column == 7)
    }

    @Test func theIncludeBudgetCountsBothHalves() {
        var limits = StylesheetLimits.default
        limits.maxIncludedValues = 150
        let (parallel, sequential) = Self.bothWays(Self.source(rules: 1_200), limits: limits)
        #expect(sequential.diagnostics.contains { $0.code == .includeLimit })
        Self.expectSame(parallel, sequential)
    }
}
