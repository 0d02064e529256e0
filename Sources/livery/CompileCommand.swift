import ArgumentParser
import Livery

/// `livery compile STYLESHEET [-o OUT.liverytable]`
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile a stylesheet and its imports into a table that loads without YAML.",
        discussion: """
            Writes OUT (default: the stylesheet's path with .style.yaml replaced by .liverytable). \
            Diagnostics and exit status as lint: on an error nothing is written. Every command that \
            takes a stylesheet also takes the table; Docs/TableFormat.md describes the format.
            """
    )

    @Argument(help: "The stylesheet to compile.")
    var stylesheet: String

    @Option(name: .shortAndLong, help: "Where to write the table.")
    var output: String?

    func validate() throws {
        if StylesheetInput.isCompiledTable(stylesheet) { throw ValidationError("'\(stylesheet)' is already a compiled table.") }
    }

    func run() throws {
        let (table, diagnostics) = StylesheetCompiler.compile(path: stylesheet)
        CommandSupport.printDiagnostics(diagnostics)
        guard let table else { throw ExitCode.failure }
        let base = stylesheet.hasSuffix(".style.yaml") ? String(stylesheet.dropLast(".style.yaml".count)) : stylesheet
        let destination = output ?? base + ".liverytable"
        do {
            try AtomicFileWriter.write(table.compiled(relativeTo: FilePath.directory(of: stylesheet)), to: destination)
        } catch {
            CommandSupport.writeError("error: \(error)")
            throw ExitCode.failure
        }
    }
}
