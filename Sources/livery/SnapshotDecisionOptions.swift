import ArgumentParser
import Livery
import LiveryReview

/// What `snapshot accept` and `snapshot reject` take: screens by name, or all that are pending.
struct SnapshotDecisionOptions: ParsableArguments {
    @Argument(help: "The screens, as verify names them (e.g. Settings.dark@2x).")
    var names: [String] = []

    @Flag(help: "Every screen with a pending baseline in the folder.")
    var all = false

    @Option(help: "The folder of baselines.")
    var snapshots = "Snapshots"

    func validate() throws {
        if names.isEmpty != all { throw ValidationError("Name the screens, or pass --all (not both).") }
    }

    /// Makes the decision for each screen named, printing `done NAME` for each; exits 2 at the first it cannot make.
    func decide(_ done: String, _ decision: (SnapshotFolder, String) throws -> Void) throws {
        let folder = SnapshotFolder(path: snapshots)
        for name in all ? folder.pendingNames() : names {
            try SnapshotCommand.reporting { try decision(folder, name) }
            CommandSupport.writeOutput("\(done) \(name)".escapingControlCharacters)
        }
    }
}
