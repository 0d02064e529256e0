import ArgumentParser
import Foundation
import Livery
import LiveryGallery
import LiveryRender
import LiveryReview

/// What `snapshot record` and `snapshot verify` take: a stylesheet, its
/// trees, the gallery's variants, the baselines' folder and the font set.
struct SnapshotOptions: ParsableArguments {
    @Argument(help: "The stylesheet (.style.yaml), or a table `livery compile` wrote (.liverytable).")
    var stylesheet: String

    @Argument(help: "The view-tree documents (typed or captured).")
    var trees: [String] = []

    @OptionGroup var traits: TraitOptions

    @OptionGroup var gallery: GalleryOptions

    @Option(help: "The folder of baselines.")
    var snapshots = "Snapshots"

    @Option(help: "The folder of the font set screens are drawn with (default $LIVERY_FONTS, else /usr/share/fonts/opentype/inter).")
    var fonts: String?

    func validate() throws {
        if trees.isEmpty { throw ValidationError("Name at least one tree document.") }
    }

    /// The suite: fonts checked first (one error when the set is not there),
    /// then the stylesheet compiled and the trees loaded (exit 2 on errors).
    func suite() throws -> SnapshotSuite {
        let fontSet = try SnapshotCommand.reporting { try SnapshotFonts(folder: fonts ?? SnapshotFonts.defaultFolder) }
        let resolver: Resolver
        let documents: [TreeDocument]
        do {
            (resolver, documents) = try StyledTreeOptions.load(
                stylesheet: stylesheet, trees: trees, options: traits, onDevices: !gallery.devices.isEmpty)
        } catch {
            throw SnapshotCommand.errorExit
        }
        let axes = resolver.table.customTraits
        try gallery.variants?.check(axes: axes)
        let plan = gallery.sliced(try gallery.fullPlan(trees: trees, device: try traits.deviceModel()))
        let renderer = GalleryRenderer(
            renderer: Renderer(fonts: fontSet.files), resolver: resolver,
            documents: Dictionary(zip(trees, documents), uniquingKeysWith: { first, _ in first }), overrides: try traits.settings(axes: axes))
        let treeDigests = try SnapshotCommand.reporting {
            Dictionary(try trees.map { ($0, try SnapshotDigest.file($0)) }, uniquingKeysWith: { first, _ in first })
        }
        try SnapshotCommand.reporting { try FileManager.default.createDirectory(atPath: snapshots, withIntermediateDirectories: true) }
        return SnapshotSuite(
            folder: SnapshotFolder(path: snapshots), gallery: renderer, plan: plan, stylesheet: stylesheet, fonts: fontSet,
            stylesheetDigest: SnapshotDigest.of(resolver.table.compiled(relativeTo: FilePath.directory(of: stylesheet))),
            treeDigests: treeDigests, relativeTo: FileManager.default.currentDirectoryPath)
    }

    /// Runs the suite and prints what it came to; exit 2 when screens could not be drawn or compared.
    func run(_ suite: SnapshotSuite, mode: SnapshotSuite.RecordMode, pixels: Bool, keepImages: Bool, report: DiffReport?)
        throws -> SnapshotSuite.Outcome
    {
        let outcome = suite.run(mode: mode, pixels: pixels, keepImages: keepImages, report: report)
        if let mismatch = outcome.fingerprintMismatch {
            CommandSupport.writeError("error: \(mismatch)".escapingControlCharacters)
            throw SnapshotCommand.errorExit
        }
        if outcome.failed {
            CommandSupport.printDiagnostics(CommandSupport.unique(outcome.warnings + outcome.stopped))
            for text in outcome.errors { CommandSupport.writeError("error: \(text)".escapingControlCharacters) }
            throw SnapshotCommand.errorExit
        }
        if !traits.quiet { CommandSupport.printDiagnostics(CommandSupport.unique(outcome.warnings)) }
        return outcome
    }
}
