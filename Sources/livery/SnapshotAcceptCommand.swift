import ArgumentParser
import LiveryReview

/// `livery snapshot accept NAME…`: a pending baseline becomes the approved
/// one, as the review page's Accept does.
struct SnapshotAcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept", abstract: "Approve screens' pending baselines (NAME as verify prints it, e.g. Settings.dark@2x).")

    @Argument(help: "The screens to approve.")
    var names: [String] = []

    @Flag(help: "Approve every pending baseline in the folder.")
    var all = false

    @Option(help: "The folder of baselines (default Snapshots).")
    var snapshots = "Snapshots"

    func validate() throws {
        if names.isEmpty != all { throw ValidationError("Name the screens to approve, or pass --all (not both).") }
    }

    func run() throws {
        let folder = SnapshotFolder(path: snapshots)
        for name in all ? folder.pendingNames() : names {
            try SnapshotCommand.reporting { try folder.accept(name) }
            CommandSupport.writeOutput("accepted \(name)".escapingControlCharacters)
        }
    }
}
