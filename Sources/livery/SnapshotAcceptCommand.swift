import ArgumentParser

/// `livery snapshot accept NAME…`: a pending baseline becomes the approved
/// one, as the review page's Accept does.
struct SnapshotAcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "accept", abstract: "Approve screens' pending baselines.")

    @OptionGroup var options: SnapshotDecisionOptions

    func run() throws { try options.decide("accepted") { folder, name in try folder.accept(name) } }
}
