import ArgumentParser
import Livery

/// The inputs of every command that styles a tree (`apply`, `explain`,
/// `render`): a stylesheet, a tree document and trait overrides.
struct StyledTreeOptions: ParsableArguments {
    @Argument(help: "The stylesheet (.style.yaml), or a table `livery compile` wrote (.liverytable).")
    var stylesheet: String

    @Argument(help: "The view-tree document to style.")
    var tree: String

    @Option(
        name: .customLong("trait"), parsing: .singleValue,
        help: ArgumentHelp("Override a root trait, e.g. userInterfaceStyle=dark (repeatable).", valueName: "name=value"))
    var traitTexts: [String] = []

    @Flag(help: "Print errors only, not the stylesheet's and tree's warnings (lint reports those).")
    var quiet = false

    /// The `--trait` overrides. Parsed here rather than by the argument
    /// parser, whose message would echo a bad value raw (control characters
    /// included); ours names it escaped, with the parser's hint.
    func traits() throws -> [TraitSetting] {
        var settings: [TraitSetting] = []
        for text in traitTexts {
            do throws(TraitSetting.ParseError) {
                settings.append(try TraitSetting(parsing: text))
            } catch {
                throw ValidationError((error.message + (error.hint.map { "; " + $0 } ?? "")).escapingControlCharacters)
            }
        }
        return settings
    }

    func validate() throws { _ = try traits() }

    /// Compiles the stylesheet and loads the tree, printing every diagnostic;
    /// exits with status 1 when either has errors.
    func load() throws -> (resolver: Resolver, document: TreeDocument, traits: TraitCollection) {
        let (table, diagnostics) = StylesheetInput.load(path: stylesheet)
        guard let table else {
            CommandSupport.printDiagnostics(diagnostics)
            throw ExitCode.failure
        }
        var all = diagnostics
        let document = TreeLoader.load(contentsOf: tree, registry: table.registry, diagnostics: &all)
        CommandSupport.printDiagnostics(quiet ? all.filter { $0.severity == .error } : all)
        guard let document else { throw ExitCode.failure }
        return (Resolver(table: table), document, document.traits.overriding(try traits()))
    }
}
