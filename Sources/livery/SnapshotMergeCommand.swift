import ArgumentParser
import Livery
import LiveryReview

/// `livery snapshot merge REPORT... -o OUT`: the report folders of a
/// verification split with `--shard`, joined into one.
struct SnapshotMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the report folders of `snapshot verify --shard I/N -o …` into one; exits 1 when a screen differs.")

    @Argument(help: "The shards' report folders.")
    var reports: [String] = []

    @Option(name: .shortAndLong, help: "The folder of the joined report.")
    var output: String

    func validate() throws {
        if reports.isEmpty { throw ValidationError("Name at least one report folder.") }
    }

    func run() throws {
        let reviews = try SnapshotCommand.reporting { try SnapshotReport.merge(reports, into: try DiffReport(folder: output)) }
        CommandSupport.writeOutput(SnapshotReview.text(reviews) + "\nreport: \(output)/index.html")
        if reviews.contains(where: \.fails) { throw ExitCode.failure }
    }
}
