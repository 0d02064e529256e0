import ArgumentParser
import Livery

/// `livery schema`: the stylesheet format as a JSON Schema, for editors.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print a JSON Schema of the stylesheet format, for editors.",
        discussion: "Point a YAML language server at it for completion of classes, keypaths, enum cases and traits."
    )

    func run() {
        CommandSupport.writeOutput(StylesheetSchema.jsonText())
    }
}
