import ArgumentParser

/// How a subcommand prints its result.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
