import Foundation
import Livery
import LiveryPreview
import LiveryGallery
import LiveryRender

/// The review workflow's two speeds: a gallery on every core against one
/// core, and `livery serve`'s save-to-new-image latency on the showcase (a
/// save noticed, its event received, the new PNG fetched over HTTP).
enum ReviewBench {
    static let showcaseFolder = URL(fileURLWithPath: TableLoadBench.showcase).deletingLastPathComponent().path

    static func run(_ settings: Settings, into report: inout Report) throws {
        try gallery(settings, into: &report)
        try serve(settings, into: &report)
    }

    /// 40 screens of the showcase: 4 appearances × 5 text sizes × 2 scales.
    static func gallery(_ settings: Settings, into report: inout Report) throws {
        let stylesheet = showcaseFolder + "/Showcase.style.yaml"
        let tree = showcaseFolder + "/Showcase.tree.yaml"
        guard let table = StylesheetCompiler.compile(path: stylesheet).table else {
            throw BenchError.invalidWorkload("the showcase does not compile")
        }
        var diagnostics: [Diagnostic] = []
        guard let document = TreeLoader.load(contentsOf: tree, registry: table.registry, diagnostics: &diagnostics) else {
            throw BenchError.invalidWorkload("the showcase tree does not load")
        }
        let plan = GalleryPlan(
            trees: [tree], appearances: GalleryVariant.Appearance.allCases,
            contentSizes: [.small, .large, .xxLarge, .accessibilityMedium, .accessibilityExtraLarge], scales: [1, 2])
        let gallery = GalleryRenderer(renderer: Renderer(), resolver: Resolver(table: table), documents: [tree: document])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-bench-gallery-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var failed = 0
        let before = Machine.Sample.now()
        let (speedup, one, all) = Measure.pairedSpeedup(
            pairs: settings.quick ? 1 : 3,
            base: { failed += gallery.render(plan, into: folder, jobs: 1).filter { !$0.succeeded }.count },
            fast: { failed += gallery.render(plan, into: folder, jobs: cores).filter { !$0.succeeded }.count })
        let room = Machine.room(for: cores, from: before, to: Machine.Sample.now())
        guard failed == 0 else { throw BenchError.invalidWorkload("\(failed) gallery screens failed") }
        report.record("gallery_40_one_core_s", one)
        report.record("gallery_40_all_cores_s", all)
        report.record("gallery_speedup", speedup)
        report.record("gallery_load_1m", room.load)
        report.record("gallery_cores_taken", room.taken)
        report.row(
            "gallery: 40 showcase renders on \(cores) cores", livery: "\(Report.trim(all, decimals: 2)) s",
            peer: "one core \(Report.trim(one, decimals: 2)) s", ratio: Report.ratio(speedup),
            goal: cores >= 2 ? report.parallelGoal("gallery ≥ 1.8 × one core", speedup, atLeast: 1.8, room: room) : "")
    }

    /// Saves the showcase's stylesheet again and again (alternating a
    /// colour) with `livery serve` watching, and times each save until the
    /// new PNG has been read by a client that was listening to `/events`.
    static func serve(_ settings: Settings, into report: inout Report) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-bench-serve-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: showcaseFolder, toPath: folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stylesheet = folder + "/Showcase.style.yaml"
        let original = try String(contentsOfFile: stylesheet, encoding: .utf8)
        let ready = DispatchSemaphore(value: 0)
        let port = LockedPort()
        let server = PreviewServer(folder: folder, port: 0)
        let task = Task {
            try await server.run {
                port.set($0)
                ready.signal()
            }
        }
        defer { task.cancel() }
        guard ready.wait(timeout: .now() + 30) == .success, let bound = port.value else {
            throw BenchError.invalidWorkload("the preview server did not start")
        }
        let render = "/render?tree=Showcase.tree.yaml&style=light&scale=2"
        let first = try HTTPProbe(port: bound, path: render).readAll()
        guard first.status.hasSuffix("200 OK") else {
            throw BenchError.invalidWorkload("the preview server did not render the showcase: '\(first.status)' (\(first.bytes) bytes)")
        }
        let events = try HTTPProbe(port: bound, path: "/events")
        try events.read(until: ": connected")
        var latencies: [Double] = []
        for save in 0..<(settings.quick ? 3 : 15) {
            // A different colour each save, so every image is new.
            let blue = String(format: "\"#00%02XFF\"", 40 + save * 10)
            let edited = original.replacingOccurrences(of: "backgroundColor: systemBlue", with: "backgroundColor: " + blue)
            guard edited != original else { throw BenchError.invalidWorkload("the showcase has no systemBlue background to edit") }
            let start = DispatchTime.now().uptimeNanoseconds
            try AtomicFileWriter.write(edited, to: stylesheet)
            try events.read(until: "event: change")
            let image = try HTTPProbe(port: bound, path: render).readAll()
            guard image.status.hasSuffix("200 OK") else { throw BenchError.invalidWorkload("a save broke the showcase: \(image.status)") }
            latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            Thread.sleep(forTimeInterval: 0.06)
        }
        let sorted = latencies.sorted()
        let median = sorted[sorted.count / 2]
        // The work a save cannot avoid, done in this process on the same files,
        // as many times as there were saves, and its median beside theirs:
        // compile the stylesheet, load the tree, render at 2×, encode as serve does.
        let alone = try Measure.median(runs: latencies.count) {
            guard let table = StylesheetCompiler.compile(path: stylesheet).table else {
                throw BenchError.invalidWorkload("the edited showcase does not compile")
            }
            var diagnostics: [Diagnostic] = []
            guard let document = TreeLoader.load(contentsOf: folder + "/Showcase.tree.yaml", registry: table.registry, diagnostics: &diagnostics)
            else { throw BenchError.invalidWorkload("the showcase tree does not load") }
            var traits = document.traits
            traits.userInterfaceStyle = .light
            traits.displayScale = 2
            let canvas = try Renderer().render(document.root, styledBy: Resolver(table: table), traits: traits, scale: 2)
            _ = try PNGCodec.encode(canvas, fast: true)
        }
        let overhead = median / (alone * 1000)
        report.record("serve_save_to_image_ms", median)
        report.record("serve_save_to_image_worst_ms", sorted.last ?? 0)
        report.record("serve_compile_render_encode_ms", alone * 1000)
        report.record("serve_overhead", overhead)
        report.row(
            "serve: showcase save → new PNG (median of \(latencies.count))", livery: "\(Report.trim(median, decimals: 1)) ms",
            peer: "worst \(Report.trim(sorted.last ?? 0, decimals: 1)) ms", goal: report.goal("save to image < 150 ms", median, below: 150))
        report.row(
            "  against compile + render + encode alone", livery: "\(Report.trim(median, decimals: 1)) ms",
            peer: "alone \(Report.trim(alone * 1000, decimals: 1)) ms (median)", ratio: Report.ratio(overhead),
            goal: report.goal("serve overhead ≤ 1.5", overhead, atMost: 1.5))
    }

    /// The port the server reports from its own thread.
    final class LockedPort: @unchecked Sendable {
        private let lock = NSLock()
        private var port: Int?
        func set(_ value: Int) { lock.withLock { port = value } }
        var value: Int? { lock.withLock { port } }
    }
}
