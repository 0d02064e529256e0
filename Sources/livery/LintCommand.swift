import ArgumentParser
import Foundation
import Livery
import LiveryRender

/// `livery lint STYLESHEET... [--strict] [--format text|json|sarif|github|junit|xcode]`
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Compile stylesheets and report their errors and warnings.",
        discussion: "Exits 1 when a stylesheet has errors, or warnings with --strict."
    )

    @Argument(help: "The stylesheets (and design-token files, .tokens.json, and tree documents, .tree.yaml) to check.")
    var stylesheets: [String]

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Flag(help: "Also report what the stylesheets set that does not reach SwiftUI views (not-in-swiftui, Docs/SwiftUI.md).")
    var swiftui = false

    /// Where diagnostics go: text on standard error; the rest on standard output.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif, github, junit, xcode
    }

    @Option(
        help: """
            Diagnostics as compiler-style text on standard error, or on standard output as a JSON array, \
            SARIF 2.1.0, GitHub workflow commands, JUnit XML or Xcode's plain lines (Docs/CI.md).
            """)
    var format: Format = .text

    @Option(
        help: ArgumentHelp(
            "With --format sarif: the tool's informationUri, where your team hosts Livery and its docs.",
            valueName: "url"))
    var informationURI: String?

    func validate() throws {
        if stylesheets.isEmpty { throw ValidationError("Name at least one stylesheet.") }
        if let uri = informationURI, !DiagnosticReport.isAbsoluteURI(uri) {
            throw ValidationError("--information-uri takes an absolute URL (https://…), found '\(uri)'.")
        }
    }

    /// A tree document: named `.tree.yaml`, or a file whose first key is `livery-tree`.
    static func isTree(_ path: String) -> Bool {
        if path.hasSuffix(".tree.yaml") { return true }
        guard let bytes = try? BoundedFileReader.read(path, maxBytes: 1 << 20) else { return false }
        let text = String(decoding: bytes, as: UTF8.self)
        let firstKey = text.split(separator: "\n").first { line in !line.hasPrefix("#") && !line.allSatisfy(\.isWhitespace) }
        return firstKey?.hasPrefix("livery-tree:") == true
    }

    /// A tree's diagnostics, read with the types of the stylesheet it names
    /// (or its sibling's), whose own diagnostics come first; then, styled by
    /// that stylesheet, what its layout warns of (`no-size`, `frame-in-stack`),
    /// as `render` would, the rules that never win on its views, and the
    /// symbols its views set that previews have no glyph for.
    static func lintTree(_ path: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var table = InvocationTable()
        if let stylesheet = TreeDocument.stylesheet(forTree: path) {
            let (compiled, found) = StylesheetInput.load(path: stylesheet)
            diagnostics += found
            if let compiled { table = compiled }
        }
        guard
            let document = TreeLoader.load(
                contentsOf: path, registry: table.registry, axes: table.customTraits, images: table.images, diagnostics: &diagnostics)
        else { return diagnostics }
        // One resolution, each view's contest kept: its styles lay the tree out, its contests find rules that never win.
        let explanations: [Explanation]
        do {
            explanations = try Resolver(table: table).explainAll(
                in: document.root, traits: document.traits, workLimit: Resolver.defaultWorkLimit)
        } catch {
            return diagnostics + [error.diagnostic(in: document.root, file: document.file)]
        }
        do {
            diagnostics += try Renderer().layout(document.root, styles: ResolvedTree(views: explanations.map(\.view))).warnings
        } catch {
            diagnostics.append(error.diagnostic)
        }
        diagnostics += TreeNeverWinsLint.check(explanations, table: table, tree: URL(fileURLWithPath: path).lastPathComponent)
        diagnostics += UnmappedSymbolLint.check(tree: document.root, file: document.file)
        return diagnostics
    }

    func run() throws {
        let diagnostics = CommandSupport.unique(
            stylesheets.flatMap { path in
                // A design-token file is checked as an import would read it, a tree with its stylesheet's types.
                if StylesheetCompiler.isTokenFile(path) { return StylesheetCompiler.lintTokens(path: path) }
                if LintCommand.isTree(path) { return LintCommand.lintTree(path) }
                return StylesheetCompiler.compile(path: path, swiftUI: swiftui).diagnostics
            })
        let folder = FileManager.default.currentDirectoryPath
        switch format {
        case .text: CommandSupport.printDiagnostics(diagnostics)
        case .json: CommandSupport.writeOutput(diagnostics.jsonText())
        case .sarif: CommandSupport.writeOutput(DiagnosticReport.sarif(diagnostics, relativeTo: folder, informationURI: informationURI))
        case .github: if !diagnostics.isEmpty { CommandSupport.writeOutput(DiagnosticReport.github(diagnostics, relativeTo: folder)) }
        case .junit: CommandSupport.writeOutput(DiagnosticReport.junit(diagnostics, stylesheets: stylesheets))
        case .xcode: if !diagnostics.isEmpty { CommandSupport.writeOutput(DiagnosticReport.xcode(diagnostics)) }
        }
        let status = CommandSupport.exitStatus(for: diagnostics, strict: strict)
        if status != .success { throw status }
    }
}
