import ArgumentParser

/// The `livery` command: one subcommand per task, each in its own file.
@main
struct LiveryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "livery",
        abstract: "Compile, check and inspect Livery stylesheets.",
        // Add new subcommands here.
        subcommands: [
            LintCommand.self,
            TableCommand.self,
            ApplyCommand.self,
            ExplainCommand.self,
            RenderCommand.self,
            SchemaCommand.self,
        ]
    )
}
