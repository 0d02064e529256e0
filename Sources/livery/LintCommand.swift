import ArgumentParser
import Livery

/// `livery lint STYLESHEET... [--strict] [--format text|json]`
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Compile stylesheets and report their errors and warnings.",
        discussion: "Exits 1 when a stylesheet has errors, or warnings with --strict."
    )

    @Argument(help: "The stylesheets to check.")
    var stylesheets: [String]

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Option(help: "Diagnostics as compiler-style text on standard error, or a JSON array on standard output.")
    var format: OutputFormat = .text

    func validate() throws {
        if stylesheets.isEmpty { throw ValidationError("Name at least one stylesheet.") }
    }

    func run() throws {
        let diagnostics = CommandSupport.unique(stylesheets.flatMap { StylesheetCompiler.compile(path: $0).diagnostics })
        switch format {
        case .text: CommandSupport.printDiagnostics(diagnostics)
        case .json: CommandSupport.writeOutput(diagnostics.jsonText())
        }
        let status = CommandSupport.exitStatus(for: diagnostics, strict: strict)
        if status != .success { throw status }
    }
}
