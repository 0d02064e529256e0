import Foundation
import Livery

/// Loading the showcase's compiled table, as an app does at launch, against
/// compiling its YAML (with its import), as a tool does.
enum TableLoadBench {
    static let showcase = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Stylesheets/Showcase/Showcase.style.yaml").path

    static func run(_ settings: Settings, into report: inout Report) throws {
        let (compiled, diagnostics) = StylesheetCompiler.compile(path: showcase)
        guard let table = compiled, diagnostics.isEmpty else {
            throw BenchError.invalidWorkload("the showcase does not compile cleanly: \(diagnostics.prefix(3))")
        }
        let bytes = table.compiled()
        guard (try? InvocationTable(compiled: bytes))?.invocations == table.invocations else {
            throw BenchError.invalidWorkload("the showcase's compiled table does not read back")
        }
        let compile = try settings.time { _ = StylesheetCompiler.compile(path: showcase) }
        let load = try settings.time { _ = try? InvocationTable(compiled: bytes) }
        report.record("table_bytes", Double(bytes.count))
        report.record("table_load_us", load * 1e6)
        report.record("showcase_compile_us", compile * 1e6)
        report.record("table_load_vs_compile", compile / load)
        report.row(
            "load the showcase's compiled table (\(Report.grouped(Double(bytes.count))) B)",
            livery: "\(Report.trim(load * 1e6, decimals: 1)) µs", peer: "compile its YAML \(Report.trim(compile * 1e6, decimals: 0)) µs",
            ratio: Report.ratio(compile / load), goal: report.goal("load ≥ 10 × compile", compile / load, atLeast: 10))
    }
}
