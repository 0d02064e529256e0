import ArgumentParser
import Livery

/// `livery explain STYLESHEET TREE --view ID [--property KEYPATH] [--trait NAME=VALUE]...`
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show every rule that matched a view, which one won each property, and why.",
        discussion: "Rules are cited with file:line; each losing value names the precedence step that decided against it."
    )

    @OptionGroup var input: StyledTreeOptions

    @Option(help: "The id of the view to explain.")
    var view: String

    @Option(help: "Only this property (a dotted keypath).")
    var property: String?

    func run() throws {
        let (resolver, document, traits) = try input.load()
        guard let explanation = resolver.explain(.id(view), in: document.root, traits: traits) else {
            CommandSupport.writeError("error: no view has id '\(view)' in \(input.tree)")
            throw ExitCode.failure
        }
        CommandSupport.writeOutput(explanation.report(property: property))
    }
}
