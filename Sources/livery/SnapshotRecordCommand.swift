import ArgumentParser
import Foundation
import Livery
import LiveryReview

/// `livery snapshot record`: writes baselines (all, missing or failed ones).
/// Refused where `CI` is set unless forced, so CI cannot approve its own changes.
struct SnapshotRecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Write the screens' baselines: every one, the missing ones, or those that differ.")

    @OptionGroup var options: SnapshotOptions

    @Option(help: "all (every screen), missing (screens without a baseline) or failed (missing or differing); never only verifies.")
    var mode: SnapshotSuite.RecordMode = .all

    @Flag(help: "Record even where the CI environment variable is set.")
    var force = false

    @Flag(help: "Keep each screen's PNG beside its baseline (NAME.png), so reports show the image before a change.")
    var images = false

    func run() throws {
        if let ci = ProcessInfo.processInfo.environment["CI"], !ci.isEmpty, mode != .never, !force {
            CommandSupport.writeError(
                "error: CI is set: recording there would approve the change it is checking; run `livery snapshot verify`, or pass --force to record anyway")
            throw SnapshotCommand.errorExit
        }
        let suite = try options.suite()
        let outcome = try options.run(suite, mode: mode, pixels: false, keepImages: images, report: nil)
        CommandSupport.writeOutput(SnapshotReview.text(outcome.reviews))
        if outcome.differs { throw ExitCode.failure }
    }
}

extension SnapshotSuite.RecordMode: ExpressibleByArgument {}
