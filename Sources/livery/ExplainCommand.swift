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
        let found: Explanation?
        do {
            found = try resolver.explain(.id(view), in: document.root, traits: traits, workLimit: Resolver.defaultWorkLimit)
        } catch {
            CommandSupport.printDiagnostics([error.diagnostic(in: document.root, file: document.file)])
            throw ExitCode.failure
        }
        guard let explanation = found else {
            CommandSupport.writeError("error: no view has id '\(view)' in \(input.tree)".escapingControlCharacters)
            throw ExitCode.failure
        }
        // A keypath the view's class lacks is a mistake, not a property with no value.
        if let property, explanation.view.style.schema.id(of: property) == nil {
            let type = explanation.view.type
            let hint = Suggestion.hint(for: property, in: resolver.table.registry.allProperties(of: type).keys)
            CommandSupport.writeError(
                ("error: '\(property)' is not a property of \(type)" + (hint.map { "; " + $0 } ?? ""))
                    .escapingControlCharacters)
            throw ExitCode.failure
        }
        CommandSupport.writeOutput(explanation.report(property: property))
    }
}
