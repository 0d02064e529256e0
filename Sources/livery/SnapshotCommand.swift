import ArgumentParser
import Livery

/// `livery snapshot record|verify|accept|reject`: screens kept as text
/// baselines, verified in CI, approved by a person (Docs/Snapshots.md).
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Record screens as text baselines, verify them, and accept or reject the changes.",
        discussion: """
            A baseline per screen and variant holds every view's frame and resolved properties, the rule behind each, \
            the image's digest and a fingerprint of what drew it. verify exits 0 when every screen matches, 1 when one \
            changed or has no approved baseline, 2 on errors.
            """,
        subcommands: [
            SnapshotRecordCommand.self, SnapshotVerifyCommand.self, SnapshotAcceptCommand.self, SnapshotRejectCommand.self,
            SnapshotMergeCommand.self,
        ]
    )

    /// Errors, as against changes: exit status 2.
    static let errorExit = ExitCode(2)

    /// `body`'s value; an error it throws is printed, and exits 2.
    static func reporting<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            CommandSupport.writeError("error: \(error)".escapingControlCharacters)
            throw errorExit
        }
    }
}
