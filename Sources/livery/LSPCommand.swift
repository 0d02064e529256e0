import ArgumentParser
import Foundation
import LiveryLanguageServer

/// `livery lsp`: the language server, over standard input and output.
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the Livery language server over standard input and output (for editors).",
        discussion: "Diagnostics as you type and hover, from the real compiler (Docs/Editors.md)."
    )

    func run() throws {
        let input = FileHandle.standardInput
        let output = FileHandle.standardOutput
        let server = LanguageServer(
            readChunk: { [UInt8](input.availableData) },
            write: { output.write(Data($0)) })
        let status = server.run()
        if status != 0 { throw ExitCode(status) }
    }
}
