import ArgumentParser
import Foundation
import Livery
import LiveryGallery
import LiveryRender

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

    @Option(help: "Scales, comma-separated (default 2, or --device's).", transform: RenderCommand.scales)
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

    /// Resolution stopped at its work budget, located.
    struct Stopped: Error {
        var diagnostic: Diagnostic
    }

    /// What one screen's comparison came to.
    struct ScreenOutcome {
        enum Failure {
            case diagnostic(Diagnostic)
            case message(String)
        }
        var review: ScreenReview?
        var warnings: [Diagnostic]
        var failure: Failure?
    }

    func validate() throws {
        if trees.isEmpty { throw ValidationError("Name at least one tree document.") }
        if threshold < 0 { throw ValidationError("--threshold takes a number of pixels, 0 or more") }
        if gitMaxBytes < 0 { throw ValidationError("--git-max-bytes takes a number of bytes, 0 or more") }
    }

    func run() throws {
        let errorExit = ExitCode(2)
        // One copy per revision, shared by every git: argument that names it.
        // Each owns its temporary folder: removed here whichever way run ends
        // (success, every error, a thrown exit status), and by a signal's
        // handler if one ends the process first (TemporaryFolder).
        var checkouts: [String: GitRevisionFiles] = [:]
        defer { for checkout in checkouts.values { checkout.remove() } }
        // A path as given, or for git:REV:path the copy of the file (and of
        // what it reads) from that revision.
        func local(_ text: String) throws -> String {
            guard let (revision, path) = GitRevisionFiles.parse(text) else { return text }
            do {
                let checkout = try checkouts[revision] ?? GitRevisionFiles(revision: revision, maxBytes: gitMaxBytes)
                checkouts[revision] = checkout
                return try checkout.file(path)
            } catch {
                CommandSupport.writeError("error: \(text): \(error)".escapingControlCharacters)
                throw errorExit
            }
        }
        let oldPath = try local(old)
        let newPath = try local(new)
        let treePaths = try trees.map(local)
        func side(_ path: String) throws -> (resolver: Resolver, documents: [String: TreeDocument]) {
            do {
                let (resolver, documents) = try StyledTreeOptions.load(stylesheet: path, trees: treePaths, options: traits)
                return (resolver, Dictionary(zip(trees, documents), uniquingKeysWith: { first, _ in first }))
            } catch {
                throw errorExit
            }
        }
        let before = try side(oldPath)
        let after = try side(newPath)
        // The new stylesheet's traits: the review is of what it declares.
        let axes = after.resolver.table.customTraits
        try variants.check(axes: axes)
        let overrides = try traits.settings(axes: axes)
        let renderer = Renderer()
        let oldGallery = GalleryRenderer(renderer: renderer, resolver: before.resolver, documents: before.documents, overrides: overrides)
        let newGallery = GalleryRenderer(renderer: renderer, resolver: after.resolver, documents: after.documents, overrides: overrides)
        let plan = GalleryPlan(
            trees: trees, appearances: variants.appearancesOrDefault, themes: variants.themes, contentSizes: contentSizes.isEmpty ? [nil] : contentSizes,
            scales: scales.isEmpty ? [try traits.deviceModel()?.scale ?? 2] : scales)
        if let output {
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                CommandSupport.writeError("error: cannot create '\(output)': \(error.localizedDescription)".escapingControlCharacters)
                throw errorExit
            }
        }
        // Every screen on every core; each returns its review, or what stopped it.
        let output = self.output
        let outcomes = ParallelWork.map(count: plan.screens.count) { index -> ScreenOutcome in
            let screen = plan.screens[index]
            guard let oldDocument = before.documents[screen.tree], let newDocument = after.documents[screen.tree] else {
                return ScreenOutcome(review: nil, warnings: [], failure: nil)
            }
            var warnings: [Diagnostic] = []
            do {
                // With the renderer's work budget: a hostile tree stops with a located error.
                func resolve(_ resolver: Resolver, _ document: TreeDocument, _ traits: TraitCollection) throws -> ResolvedTree {
                    do {
                        return try resolver.resolve(document.root, traits: traits, workLimit: Resolver.defaultWorkLimit)
                    } catch {
                        throw Stopped(diagnostic: error.diagnostic(in: document.root, file: document.file))
                    }
                }
                let oldStyles = try resolve(before.resolver, oldDocument, oldGallery.traits(for: screen))
                let newStyles = try resolve(after.resolver, newDocument, newGallery.traits(for: screen))
                let scale = Double(screen.variant.scale)
                let oldCanvas = try renderer.render(oldDocument.root, styles: oldStyles, scale: scale, warnings: &warnings)
                let newCanvas = try renderer.render(newDocument.root, styles: newStyles, scale: scale, warnings: &warnings)
                let difference = try PixelDifference(before: oldCanvas, after: newCanvas)
                var review = ScreenReview(
                    tree: screen.tree, variant: screen.variant.name, scale: screen.variant.scale,
                    changes: StyleChange.between(oldStyles, newStyles), changedPixels: difference.changedPixels,
                    bounds: difference.bounds(scale: Double(screen.variant.scale)))
                if let output, review.hasChanges {
                    // A tree given as git:REV:path has colons in its name: in a relative
                    // link a colon before the first slash would read as a URL scheme.
                    let base = String(screen.fileName.dropLast(".png".count)).replacingOccurrences(of: ":", with: "-")
                    review.before = base + ".before.png"
                    review.after = base + ".after.png"
                    review.difference = base + ".difference.png"
                    try AtomicFileWriter.write(try PNGCodec.encode(oldCanvas), to: output + "/" + base + ".before.png")
                    try AtomicFileWriter.write(try PNGCodec.encode(newCanvas), to: output + "/" + base + ".after.png")
                    try AtomicFileWriter.write(try PNGCodec.encode(difference.image), to: output + "/" + base + ".difference.png")
                }
                return ScreenOutcome(review: review, warnings: warnings, failure: nil)
            } catch let failure as any LocatedError {
                return ScreenOutcome(review: nil, warnings: warnings, failure: .diagnostic(failure.diagnostic))
            } catch let stopped as Stopped {
                return ScreenOutcome(review: nil, warnings: warnings, failure: .diagnostic(stopped.diagnostic))
            } catch {
                return ScreenOutcome(review: nil, warnings: warnings, failure: .message("\(screen.fileName): \(error)"))
            }
        }
        let warnings = outcomes.flatMap(\.warnings)
        let failures = outcomes.compactMap(\.failure)
        if !failures.isEmpty {
            CommandSupport.printDiagnostics(
                CommandSupport.unique(warnings + failures.compactMap { if case .diagnostic(let d) = $0 { d } else { nil } }))
            for case .message(let text) in failures { CommandSupport.writeError("error: \(text)".escapingControlCharacters) }
            throw errorExit
        }
        let reviews = outcomes.compactMap(\.review)
        if !traits.quiet { CommandSupport.printDiagnostics(CommandSupport.unique(warnings)) }
        if let output {
            do {
                try AtomicFileWriter.write(DiffReportPage.html(reviews, old: old, new: new), to: output + "/index.html")
            } catch {
                CommandSupport.writeError("error: \(error)".escapingControlCharacters)
                throw errorExit
            }
        }
        switch format {
        case .text: CommandSupport.writeOutput(ScreenReview.text(reviews) + (output.map { "\nreport: \($0)/index.html" } ?? ""))
        case .json: CommandSupport.writeOutput(ScreenReview.jsonText(reviews))
        }
        let changed = reviews.contains { !$0.changes.isEmpty || $0.changedPixels > threshold }
        if changed { throw ExitCode.failure }
    }
}
