import ArgumentParser
import Livery
import LiveryRender

/// `livery apply STYLESHEET TREE [--trait NAME=VALUE]... [--format json|yaml]`
struct ApplyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apply",
        abstract: "Resolve every view of a tree and print its effective properties.",
        discussion: "Views are listed in pre-order with their id, type, child-index path, laid-out frame and properties."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, yaml
    }

    @OptionGroup var input: StyledTreeOptions

    @Option(help: "The output format.")
    var format: Format = .json

    func run() throws {
        let (resolver, document, traits) = try input.load()
        let resolved: ResolvedTree
        do {
            resolved = try resolver.resolve(document.root, traits: traits, workLimit: Resolver.defaultWorkLimit)
        } catch {
            CommandSupport.printDiagnostics([error.diagnostic(in: document.root, file: document.file)])
            throw ExitCode.failure
        }
        let layout = try CommandSupport.layout(document, styles: resolved)
        let frames = layout.frames
        switch format {
        case .json: CommandSupport.writeOutput(resolved.jsonText(frames: frames))
        case .yaml: CommandSupport.writeOutput(resolved.yamlText(frames: frames))
        }
    }
}
