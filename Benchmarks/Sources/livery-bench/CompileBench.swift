import Livery

/// Compiling a ~1 MB stylesheet, against libyaml's bare event loop (the
/// floor) and Yams composing its node tree (what a Swift app would use).
enum CompileBench {
    static let rules = 5_000

    static func run(_ settings: Settings, into report: inout Report) throws {
        let text = Workloads.stylesheet(rules: rules)
        let bytes = Array(text.utf8)
        let mb = Double(bytes.count) / 1_000_000
        let path = "bench.style.yaml"

        // The workload must compile cleanly, or the number would time error paths.
        let (table, diagnostics) = StylesheetCompiler.compile(source: text, path: path)
        guard let table, diagnostics.isEmpty else {
            throw BenchError.invalidWorkload(
                "the generated stylesheet does not compile cleanly:\n"
                    + diagnostics.prefix(5).map(\.description).joined(separator: "\n"))
        }
        guard table.rules.count == rules else {
            throw BenchError.invalidWorkload("expected \(rules) rules, compiled \(table.rules.count)")
        }
        let events = LibYAMLPeer.countEvents(bytes)
        guard events > 0, YamsPeer.compose(text) > 0 else {
            throw BenchError.invalidWorkload("a YAML peer failed to read the stylesheet")
        }

        let libyaml = try settings.time { _ = LibYAMLPeer.countEvents(bytes) }
        let yams = try settings.time(slow: true) { _ = YamsPeer.compose(text) }
        let compile = try settings.time { _ = StylesheetCompiler.compile(source: text, path: path) }

        let compileRate = mb / compile
        let libyamlRate = mb / libyaml
        let yamsRate = mb / yams
        report.record("stylesheet_mb", mb)
        report.record("stylesheet_rules", Double(rules))
        report.record("compile_ms", compile * 1000)
        report.record("compile_mb_s", compileRate)
        report.record("libyaml_events_mb_s", libyamlRate)
        report.record("yams_compose_mb_s", yamsRate)
        report.record("compile_vs_libyaml", compileRate / libyamlRate)
        report.record("compile_vs_yams", compileRate / yamsRate)

        let label = "compile \(Report.trim(mb)) MB stylesheet, \(Report.grouped(Double(rules))) rules"
        report.row(
            label, livery: "\(Report.trim(compileRate, decimals: 1)) MB/s",
            peer: "libyaml events \(Report.trim(libyamlRate, decimals: 1)) MB/s",
            ratio: Report.ratio(compileRate / libyamlRate),
            goal: report.goal("compile ≥ 0.5 × libyaml", compileRate / libyamlRate, atLeast: 0.5))
        report.row(
            "", livery: "(\(Report.trim(compile * 1000, decimals: 1)) ms)",
            peer: "Yams compose \(Report.trim(yamsRate, decimals: 1)) MB/s",
            ratio: Report.ratio(compileRate / yamsRate),
            goal: report.goal("compile ≥ 5 × Yams", compileRate / yamsRate, atLeast: 5))
    }
}
