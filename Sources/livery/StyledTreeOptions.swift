import ArgumentParser
import Livery

/// The inputs of every command that styles one tree (`apply`, `explain`,
/// `render`): a stylesheet, a tree document and trait overrides.
struct StyledTreeOptions: ParsableArguments {
    @Argument(help: "The stylesheet (.style.yaml), or a table `livery compile` wrote (.liverytable).")
    var stylesheet: String

    @Argument(help: "The view-tree document to style.")
    var tree: String

    @OptionGroup var traits: TraitOptions

    var quiet: Bool { traits.quiet }

    /// Compiles the stylesheet and loads the tree, printing every diagnostic;
    /// exits with status 1 when either has errors.
    func load() throws -> (resolver: Resolver, document: TreeDocument, traits: TraitCollection) {
        let (resolver, documents) = try StyledTreeOptions.load(stylesheet: stylesheet, trees: [tree], options: traits)
        guard let document = documents.first else { throw ExitCode.failure }
        return (resolver, document, document.traits.overriding(try traits.settings(axes: resolver.table.customTraits)))
    }

    /// Compiles a stylesheet and loads trees with its classes, printing the
    /// diagnostics `options` lets through; exits 1 when any has errors.
    /// `onDevices`: a gallery shows them on devices (`--devices`), so a root may omit its frame.
    static func load(
        stylesheet: String, trees: [String], options: TraitOptions, onDevices: Bool = false
    ) throws -> (Resolver, [TreeDocument]) {
        let (table, diagnostics) = StylesheetInput.load(path: stylesheet)
        guard let table else {
            CommandSupport.printDiagnostics(diagnostics)
            throw ExitCode.failure
        }
        var all = diagnostics
        let device = try options.deviceModel()
        let documents = trees.map {
            TreeLoader.load(
                contentsOf: $0, registry: table.registry, axes: table.customTraits, images: table.images, onDevice: device != nil || onDevices,
                diagnostics: &all)
        }
        options.print(CommandSupport.unique(all))
        guard !all.hasErrors else { throw ExitCode.failure }
        return (Resolver(table: table), documents.compactMap { document in device.map { document?.placed(on: $0) } ?? document })
    }
}
