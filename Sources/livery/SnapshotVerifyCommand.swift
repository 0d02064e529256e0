import ArgumentParser
import Livery
import LiveryReview

/// `livery snapshot verify`: compares every screen with its baseline and
/// reports each change as a designer reads it; approves nothing.
struct SnapshotVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Compare every screen with its baseline: changed properties with the rules behind them, and images.",
        discussion: """
            A screen that differs, or has no baseline, gets a pending one (NAME.snapshot.pending) to accept or reject. \
            Exits 0 when every screen matches, 1 otherwise, 2 on errors (a fingerprint from another Livery or font set among them).
            """)

    @OptionGroup var options: SnapshotOptions

    @Flag(help: "Draw every screen and compare the images' digests too, not only properties and frames.")
    var pixels = false

    @Option(
        name: .shortAndLong,
        help: "Write a report folder: before, after and difference PNGs, an index.html and snapshots.json (for `snapshot merge`).")
    var output: String?

    func run() throws {
        let suite = try options.suite()
        let report = try output.map { folder in try SnapshotCommand.reporting { try DiffReport(folder: folder) } }
        let outcome = try options.run(suite, mode: .never, pixels: pixels, keepImages: false, report: report)
        if let report {
            try SnapshotCommand.reporting { try SnapshotReport.write(outcome.reviews, to: report) }
        }
        CommandSupport.writeOutput(SnapshotReview.text(outcome.reviews) + (output.map { "\nreport: \($0)/index.html" } ?? ""))
        if outcome.differs { throw ExitCode.failure }
    }
}
