import ArgumentParser
import Livery
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `livery` command: one subcommand per task, each in its own file.
@main
struct LiveryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "livery",
        abstract: "Compile, check and inspect Livery stylesheets.",
        version: LiveryVersion.current,
        // Add new subcommands here.
        subcommands: [
            LintCommand.self,
            CompileCommand.self,
            TableCommand.self,
            ApplyCommand.self,
            ExplainCommand.self,
            ImportCommand.self,
            LSPCommand.self,
            RenderCommand.self,
            DiffCommand.self,
            SnapshotCommand.self,
            ServeCommand.self,
            SchemaCommand.self,
        ]
    )

    /// A write past the file-size limit (`ulimit -f`) must fail with EFBIG,
    /// so that AtomicFileWriter removes its temporary file and the previous
    /// output stays, instead of SIGXFSZ killing the process mid-write.
    static func main() async {
        signal(SIGXFSZ, SIG_IGN)
        await main(nil)
    }
}
