import ArgumentParser

/// `livery snapshot reject NAME…`: drops pending baselines; the approved
/// ones stay, so verify keeps failing until the screens match them.
struct SnapshotRejectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "reject", abstract: "Drop screens' pending baselines, keeping the approved ones.")

    @OptionGroup var options: SnapshotDecisionOptions

    func run() throws { try options.decide("rejected") { folder, name in try folder.reject(name) } }
}
