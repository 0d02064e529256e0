import Livery
import LiveryYAML

/// Resolving a 10,000-view tree against 1,000 rules, against the naive
/// resolver (every rule against every view): once as generated (cards repeat,
/// so style sharing resolves most views once per kind), and once with every
/// view distinct (each sets its own `alpha`), so that sharing never applies
/// and every view runs its own cascade.
enum ResolveBench {
    static let rules = 1_000
    static let views = 10_000

    static func run(_ settings: Settings, into report: inout Report) throws {
        try run(settings, distinct: false, into: &report)
        try run(settings, distinct: true, into: &report)
    }

    private static func run(_ settings: Settings, distinct: Bool, into report: inout Report) throws {
        let (table, document) = try workload(distinct: distinct)
        let root = document.root

        let resolver = Resolver(table: table)
        let naive = NaiveResolver(table: table)
        let livery = resolver.resolve(root, traits: document.traits)
        let baseline = naive.resolve(root, traits: document.traits)
        try check(livery, against: baseline)
        let count = Double(livery.views.count)

        let index = try settings.time { _ = Resolver(table: table) }
        let resolve = try settings.time { _ = resolver.resolve(root, traits: document.traits) }
        let naiveTime = try settings.time(slow: true) { _ = naive.resolve(root, traits: document.traits) }

        let rate = count / resolve
        let naiveRate = count / naiveTime
        // The distinct tree's figures carry `_unshared` in their names.
        let name = distinct ? "resolve_unshared" : "resolve"
        report.record("\(name)_ms", resolve * 1000)
        report.record("\(name)_views_per_s", rate)
        report.record("naive_\(name)_views_per_s", naiveRate)
        report.record("\(name)_vs_naive", rate / naiveRate)
        let bar: Double = distinct ? 15 : 20
        report.row(
            distinct
                ? "  every view distinct (no sharing)"
                : "resolve \(Report.grouped(count)) views × \(Report.grouped(Double(rules))) rules",
            livery: "\(Report.grouped(rate)) views/s",
            peer: "naive \(Report.grouped(naiveRate)) views/s",
            ratio: Report.ratio(rate / naiveRate),
            goal: report.goal(
                "\(distinct ? "resolve unshared" : "resolve") ≥ \(Report.trim(bar)) × naive", rate / naiveRate,
                atLeast: bar))
        guard !distinct else { return }
        report.record("resolve_views", count)
        report.record("resolver_index_ms", index * 1000)
        report.row("", livery: "(\(Report.trim(resolve * 1000, decimals: 1)) ms; index \(Report.trim(index * 1000, decimals: 2)) ms)")
    }

    /// The compiled stylesheet and the loaded tree document.
    static func workload(distinct: Bool = false) throws -> (InvocationTable, TreeDocument) {
        let path = "resolve.style.yaml"
        let (compiled, diagnostics) = StylesheetCompiler.compile(source: Workloads.stylesheet(rules: rules), path: path)
        guard let table = compiled, diagnostics.isEmpty else {
            throw BenchError.invalidWorkload("the resolve stylesheet does not compile cleanly")
        }
        let yaml = try YAMLReader.parse(Workloads.tree(views: views, distinct: distinct))
        var treeDiagnostics: [Diagnostic] = []
        guard
            let document = TreeLoader.load(
                yaml, file: "bench.tree.yaml", registry: table.registry,
                diagnostics: &treeDiagnostics), treeDiagnostics.isEmpty
        else {
            throw BenchError.invalidWorkload(
                "the generated tree does not load cleanly:\n"
                    + treeDiagnostics.prefix(5).map(\.description).joined(separator: "\n"))
        }
        return (table, document)
    }

    /// Livery and the naive resolver must agree view for view: a difference is
    /// a bug in one of them, reported, never averaged away.
    static func check(_ livery: ResolvedTree, against naive: [ResolvedStyle]) throws {
        guard livery.views.count == naive.count else {
            throw BenchError.mismatch("Livery resolved \(livery.views.count) views, the naive resolver \(naive.count)")
        }
        for (view, expected) in zip(livery.views, naive) where view.style != expected {
            let names = view.style.schema.names
            let keys = Set(view.style.properties.keys + expected.properties.keys).sorted { $0.rawValue < $1.rawValue }
            let differing = keys.filter { view.style.properties[$0] != expected.properties[$0] }.map(names.keyPath)
            throw BenchError.mismatch(
                "view '\(view.path)' (\(view.type)) differs in "
                    + (differing.isEmpty ? "traits or state" : differing.joined(separator: ", "))
                    + "\n  Livery: \(differing.map { "\($0)=\(String(describing: view.style.property($0)))" })"
                    + "\n  naive:  \(differing.map { "\($0)=\(String(describing: expected.property($0)))" })")
        }
    }
}
