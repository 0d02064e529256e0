import ArgumentParser
import LiveryReview

/// `livery snapshot reject NAME…`: drops pending baselines; the approved
/// ones stay, so verify keeps failing until the screens match them.
struct SnapshotRejectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reject", abstract: "Drop screens' pending baselines, keeping the approved ones.")

    @Argument(help: "The screens whose pending baselines to drop.")
    var names: [String] = []

    @Flag(help: "Drop every pending baseline in the folder.")
    var all = false

    @Option(help: "The folder of baselines (default Snapshots).")
    var snapshots = "Snapshots"

    func validate() throws {
        if names.isEmpty != all { throw ValidationError("Name the screens to reject, or pass --all (not both).") }
    }

    func run() throws {
        let folder = SnapshotFolder(path: snapshots)
        for name in all ? folder.pendingNames() : names {
            try SnapshotCommand.reporting { try folder.reject(name) }
            CommandSupport.writeOutput("rejected \(name)".escapingControlCharacters)
        }
    }
}
