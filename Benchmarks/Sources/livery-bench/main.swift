import Foundation

// livery-bench: Livery against its peers, measured in one run on one machine.

let usage = """
    usage: livery-bench [--json] [--quick] [--review-only] [--only compile,resolve,...]
           livery-bench --write-workloads DIR     the generated stylesheets and tree, for `livery lint`
           livery-bench --profile WORKLOAD [N]    only Livery's side, N times (for callgrind or perf)
    """

func run(_ arguments: [String]) throws -> Int32 {
    var settings = Settings()
    var json = false
    var reviewOnly = false
    /// With `--only`, the workloads to run (compile, lsp, table-load, resolve, layout, render, review, snapshot).
    var only: Set<String>?
    var args = arguments[...]
    while let arg = args.popFirst() {
        switch arg {
        case "--json": json = true
        case "--quick": settings.quick = true
        case "--review-only": reviewOnly = true
        case "--only":
            guard let names = args.popFirst() else { throw BenchError.usage("--only needs a list of workloads") }
            only = Set(names.split(separator: ",").map(String.init))
        case "--write-workloads":
            guard let dir = args.popFirst() else { throw BenchError.usage("--write-workloads needs a folder") }
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try Workloads.stylesheet(rules: CompileBench.rules).write(
                toFile: dir + "/compile.style.yaml", atomically: true, encoding: .utf8)
            try Workloads.stylesheet(rules: ResolveBench.rules).write(
                toFile: dir + "/resolve.style.yaml", atomically: true, encoding: .utf8)
            try Workloads.tree(views: ResolveBench.views).write(toFile: dir + "/resolve.tree.yaml", atomically: true, encoding: .utf8)
            print("wrote \(dir)/compile.style.yaml, resolve.style.yaml, resolve.tree.yaml")
            return 0
        case "--profile":
            guard let name = args.popFirst(), let workload = Profile(rawValue: name) else {
                throw BenchError.usage("--profile takes one of " + Profile.allCases.map(\.rawValue).joined(separator: ", "))
            }
            try workload.run(times: args.popFirst().flatMap { Int($0) } ?? 20)
            return 0
        case "-h", "--help":
            print(usage)
            return 0
        default: throw BenchError.usage("unknown argument '\(arg)'\n" + usage)
        }
    }

    let cores = ProcessInfo.processInfo.activeProcessorCount
    let loadBefore = Machine.load
    print("livery-bench: Livery against its peers, one run, one machine")
    print(
        "machine: \(Machine.cpu), \(cores) cores; load average \(loadBefore.map { Report.trim($0) }.joined(separator: " "))"
            + (settings.quick ? "; --quick: single runs, not numbers to quote" : ""))
    print("")

    var report = Report()
    let start = DispatchTime.now().uptimeNanoseconds
    func runs(_ workload: String) -> Bool { only?.contains(workload) ?? (!reviewOnly || workload == "review") }
    if runs("render") {
        // Memory first, before the other workloads have grown the process.
        try RenderBench.memory(CardScene.generate(), into: &report)
    }
    if runs("compile") { try CompileBench.run(settings, into: &report) }
    if runs("lsp") { try LSPBench.run(settings, into: &report) }
    if runs("table-load") { try TableLoadBench.run(settings, into: &report) }
    if runs("resolve") { try ResolveBench.run(settings, into: &report) }
    if runs("layout") { try LayoutBench.run(settings, into: &report) }
    if runs("render") { try RenderBench.run(settings, CardScene.generate(), into: &report) }
    if runs("review") { try ReviewBench.run(settings, into: &report) }
    if runs("snapshot") { try SnapshotBench.run(settings, into: &report) }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9

    report.record("cores", Double(cores))
    report.record("load_avg_1m", Machine.load.first ?? 0)
    report.record("run_s", seconds)
    print(report.table)
    print("run: \(Report.trim(seconds, decimals: 1)) s; load average after \(Machine.load.map { Report.trim($0) }.joined(separator: " "))")
    if json { print(report.json) }
    return 0
}

do {
    exit(try run(Array(CommandLine.arguments.dropFirst())))
} catch {
    FileHandle.standardError.write(Data("livery-bench: \(error)\n".utf8))
    exit(1)
}
