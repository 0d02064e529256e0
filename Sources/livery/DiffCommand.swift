import ArgumentParser
import Livery
import LiveryReview

/// `livery diff OLD NEW TREE... [-o REPORT_DIR]`: what a stylesheet change
/// does to every screen, in properties and in pixels (Docs/Review.md).
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two stylesheets on every tree, variant and scale: property and pixel changes.",
        discussion: """
            Either side may be a .style.yaml, a .liverytable or git:REV:path, and so may a tree: the file, \
            its imports and the images it names as they were at a revision (at most --git-max-bytes from \
            each revision). Exits 0 when nothing changed (no property, and no screen past --threshold \
            pixels), 1 when something did, 2 on errors.
            """
    )

    @Argument(help: "The stylesheet before: a path, a .liverytable or git:REV:path.")
    var old: String

    @Argument(help: "The stylesheet after.")
    var new: String

    @Argument(help: "The view-tree documents to compare on (paths, or git:REV:path).")
    var trees: [String] = []

    @OptionGroup var traits: TraitOptions

    @Option(
        help: ArgumentHelp(
            "Appearances, comma-separated: light, dark, lightHighContrast, darkHighContrast (default light,dark), and values of the stylesheet's own traits, e.g. theme=sepia.",
            valueName: "list"),
        transform: VariantList.parse)
    var variants: VariantList = .light

    @Option(help: "Scales, comma-separated (default 2, or --device's, or the scale of the devices the trees name).", transform: RenderCommand.scales)
    var scales: [Int] = []

    @Option(help: "Text sizes, comma-separated (default: each tree's).", transform: RenderCommand.contentSizes)
    var contentSizes: [TraitCollection.ContentSizeCategory] = []

    @Option(help: "text, or json on standard output.")
    var format: Format = .text

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Option(name: .shortAndLong, help: "Write a report folder: before, after and difference PNGs and an index.html.")
    var output: String?

    @Option(help: "Changed pixels a screen may have and still count as unchanged (default 0).")
    var threshold: Int = 0

    @Option(help: "Most bytes read from one revision for git:REV:path (default 268435456, 256 MiB).")
    var gitMaxBytes: Int = GitRevisionFiles.defaultMaxBytes

    func validate() throws {
        if trees.isEmpty { throw ValidationError("Name at least one tree document.") }
        if threshold < 0 { throw ValidationError("--threshold takes a number of pixels, 0 or more") }
        if gitMaxBytes < 0 { throw ValidationError("--git-max-bytes takes a number of bytes, 0 or more") }
    }

    func run() throws {
        // Removed whichever way run ends (success, every error, a thrown exit
        // status), and by a signal's handler if one ends the process first.
        let checkouts = RevisionCheckouts(maxBytes: gitMaxBytes)
        defer { checkouts.remove() }
        let oldPath = try reporting { try checkouts.local(old) }
        let newPath = try reporting { try checkouts.local(new) }
        let treePaths = try reporting { try trees.map(checkouts.local) }
        let before = try side(oldPath, trees: treePaths)
        let after = try side(newPath, trees: treePaths)
        // The new stylesheet's traits: the review is of what it declares.
        let axes = after.resolver.table.customTraits
        try variants.check(axes: axes)
        // Without --scales, the device's scale: --device's, else the one the trees' own devices share.
        let treeScales = Set(after.documents.values.compactMap { $0.root.device?.scale })
        let plan = StylesheetDiff.plan(
            trees: trees, appearances: variants.appearancesOrDefault, themes: variants.themes, contentSizes: contentSizes,
            scales: scales, defaultScale: try traits.deviceModel()?.scale ?? (treeScales.count == 1 ? treeScales.first : nil) ?? 2)
        let diff = StylesheetDiff(
            before: before, after: after, plan: plan, overrides: try traits.settings(axes: axes),
            readsPalettes: ![oldPath, newPath].contains { $0.hasSuffix(".liverytable") })
        let report = try output.map { folder in try reporting { try DiffReport(folder: folder) } }
        let outcome = diff.compare(report: report)
        if outcome.failed {
            CommandSupport.printDiagnostics(CommandSupport.unique(outcome.warnings + outcome.stopped))
            for text in outcome.errors { CommandSupport.writeError("error: \(text)".escapingControlCharacters) }
            throw DiffCommand.errorExit
        }
        if !traits.quiet { CommandSupport.printDiagnostics(CommandSupport.unique(outcome.warnings)) }
        try reporting { try report?.writePage(outcome.reviews, old: old, new: new) }
        switch format {
        case .text: CommandSupport.writeOutput(ScreenReview.text(outcome.reviews) + (output.map { "\nreport: \($0)/index.html" } ?? ""))
        case .json: CommandSupport.writeOutput(ScreenReview.jsonText(outcome.reviews))
        }
        if outcome.changed(threshold: threshold) { throw ExitCode.failure }
    }

    /// Errors, as against changes: exit status 2.
    static let errorExit = ExitCode(2)

    /// One stylesheet compiled and the trees loaded with it, diagnostics printed.
    private func side(_ stylesheet: String, trees paths: [String]) throws -> StylesheetDiff.Side {
        do {
            let (resolver, documents) = try StyledTreeOptions.load(stylesheet: stylesheet, trees: paths, options: traits)
            return StylesheetDiff.Side(resolver: resolver, trees: trees, documents: documents)
        } catch {
            throw DiffCommand.errorExit
        }
    }

    /// `body`'s value; an error it throws is printed, and exits 2.
    private func reporting<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            CommandSupport.writeError("error: \(error)".escapingControlCharacters)
            throw DiffCommand.errorExit
        }
    }
}
