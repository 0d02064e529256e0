import Foundation

/// `livery snapshot verify` against rendering the same screens as a gallery:
/// the six bundled screens (Stylesheets/Screens) in 4 appearances × 3 text
/// sizes at 2×, 72 screens, each tree with its own stylesheet. All three
/// run the release `livery` binary the same way, once per stylesheet, so
/// each figure includes six process starts; the bytes of a baseline per
/// screen are those `record` wrote.
enum SnapshotBench {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let screens = ["Controls", "FeedCard", "Lists", "Reader", "Settings", "SignIn"]
    static let variants = [
        "--variants", "light,dark,lightHighContrast,darkHighContrast", "--content-sizes", "large,accessibilityMedium,accessibilityExtraLarge",
        "--scales", "2", "--quiet",
    ]

    static func run(_ settings: Settings, into report: inout Report) throws {
        let binary = ProcessInfo.processInfo.environment["LIVERY_BINARY"] ?? repository.appendingPathComponent(".build/release/livery").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw BenchError.invalidWorkload("no \(binary): build it first (swift build -c release --product livery), or set LIVERY_BINARY")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-bench-snapshots-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: repository.appendingPathComponent("Stylesheets").path, toPath: folder + "/Stylesheets")

        func livery(_ command: [String], expecting status: Int32 = 0) throws {
            for screen in screens {
                let files = ["Stylesheets/Screens/\(screen).style.yaml", "Stylesheets/Screens/\(screen).tree.yaml"]
                let process = Process()
                process.executableURL = URL(fileURLWithPath: binary)
                process.arguments = command + files + variants
                process.currentDirectoryURL = URL(fileURLWithPath: folder)
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                process.waitUntilExit()
                guard process.terminationStatus == status else {
                    throw BenchError.invalidWorkload("livery \(command.joined(separator: " ")) on \(screen) exited \(process.terminationStatus)")
                }
            }
        }
        try livery(["snapshot", "record", "--force"])
        let baselines = try FileManager.default.contentsOfDirectory(atPath: folder + "/Snapshots").filter { $0.hasSuffix(".snapshot") }
        let sizes = try baselines.map { try (FileManager.default.attributesOfItem(atPath: folder + "/Snapshots/" + $0)[.size] as? Int) ?? 0 }
        guard !sizes.isEmpty else { throw BenchError.invalidWorkload("record wrote no baselines") }

        let gallery = try settings.time(slow: true) { try livery(["render", "-o", "gallery"]) }
        let text = try settings.time { try livery(["snapshot", "verify"]) }
        let pixels = try settings.time(slow: true) { try livery(["snapshot", "verify", "--pixels"]) }
        let mean = Double(sizes.reduce(0, +)) / Double(sizes.count)
        report.record("snapshot_screens", Double(baselines.count))
        report.record("snapshot_gallery_s", gallery)
        report.record("snapshot_verify_text_s", text)
        report.record("snapshot_verify_pixels_s", pixels)
        report.record("snapshot_baseline_mean_bytes", mean)
        report.record("snapshot_baseline_max_bytes", Double(sizes.max() ?? 0))
        report.row(
            "snapshot verify, text: \(baselines.count) bundled screens", livery: "\(Report.trim(text * 1000, decimals: 0)) ms",
            peer: "gallery \(Report.trim(gallery * 1000, decimals: 0)) ms", ratio: Report.ratio(gallery / text),
            goal: report.goal("text verify ≥ 10 × faster than the gallery", gallery / text, atLeast: 10))
        report.row(
            "snapshot verify --pixels", livery: "\(Report.trim(pixels * 1000, decimals: 0)) ms",
            peer: "gallery \(Report.trim(gallery * 1000, decimals: 0)) ms", ratio: Report.ratio(pixels / gallery),
            goal: report.goal("pixel verify ≤ 1.1 × the gallery", pixels / gallery, atMost: 1.1))
        report.row(
            "snapshot baseline per screen", livery: "\(Report.trim(mean / 1024, decimals: 1)) KiB mean",
            peer: "max \(Report.trim(Double(sizes.max() ?? 0) / 1024, decimals: 1)) KiB",
            goal: report.goal("baseline < 10 KB", Double(sizes.max() ?? 0), below: 10_000))
    }
}
