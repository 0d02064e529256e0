import ArgumentParser
import Foundation
import Livery
import LiveryGallery
import LiveryRender

/// `livery render STYLESHEET TREE -o OUT.png [--scale N] [--sheet]`, or a
/// gallery: `livery render STYLESHEET TREE... -o DIR [--variants …] [--scales …]
/// [--content-sizes …] [--shard I/N]`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render styled trees to PNG: one screen, a contact sheet, or a gallery.",
        discussion: """
            The canvas is the root view's size at SCALE pixels per point (default: the tree's displayScale).
            With --sheet, renders light and dark side by side, one row per --scales value, in one labelled PNG.
            With several trees, --variants, --content-sizes, --shard or --scales without --sheet, renders a \
            gallery on every core: -o names a folder that receives one PNG per tree × variant × text size × \
            scale (Settings.dark@2x.png) and an index.html.
            """
    )

    @Argument(help: "The stylesheet (.style.yaml), or a table `livery compile` wrote (.liverytable).")
    var stylesheet: String

    @Argument(help: "The view-tree documents to style.")
    var trees: [String] = []

    @OptionGroup var traits: TraitOptions

    @Option(name: .shortAndLong, help: "The PNG file to write (replaced atomically); for a gallery, the folder.")
    var output: String

    @Option(help: "Pixels per point (default: the tree's displayScale).")
    var scale: Double?

    @Flag(help: "Render a contact sheet: light and dark, at each of --scales.")
    var sheet = false

    @OptionGroup var gallery: GalleryOptions

    @Option(help: "Render with this many workers (default: every core).")
    var jobs: Int?

    @Flag(help: "Write the gallery's index.html for every screen, without rendering (to merge shards).")
    var indexOnly = false

    /// `I/N`: the I-th of N slices.
    struct Shard: Hashable {
        var index: Int
        var count: Int
    }

    var isGallery: Bool {
        trees.count > 1 || gallery.variants != nil || !gallery.contentSizes.isEmpty || !gallery.devices.isEmpty
            || gallery.shard != nil || indexOnly || (!gallery.scales.isEmpty && !sheet)
    }

    /// Each of 1, 2 and 3 at most once, so a sheet has at most six panels.
    static func scales(_ text: String) throws -> [Int] {
        let values = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.allSatisfy({ $0.map { (1...3).contains($0) } ?? false }),
            Set(values).count == values.count
        else {
            throw ValidationError("--scales takes display scales 1, 2 or 3, each once, comma-separated (e.g. 1,2,3)")
        }
        return values.compactMap { $0 }
    }

    /// A comma-separated list of device names, each once.
    static func devices(_ text: String) throws -> [Device] {
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let devices = try names.map { try TraitOptions.device(named: $0, option: "--devices") }
        guard !devices.isEmpty, Set(devices).count == devices.count else {
            throw ValidationError("--devices takes a comma-separated list of devices, each once")
        }
        return devices
    }

    static func contentSizes(_ text: String) throws -> [TraitCollection.ContentSizeCategory] {
        try list(text, option: "--content-sizes", allowed: TraitCollection.ContentSizeCategory.allCases.map(\.rawValue))
            .compactMap(TraitCollection.ContentSizeCategory.init(rawValue:))
    }

    /// A comma-separated list of names from `allowed`, each once.
    static func list(_ text: String, option: String, allowed: [String]) throws -> [String] {
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        for name in names where !allowed.contains(name) {
            let hint = Suggestion.hint(for: name, in: allowed).map { "; " + $0 } ?? ""
            throw ValidationError("\(option): '\(name)' is not one of \(allowed.joined(separator: ", "))\(hint)".escapingControlCharacters)
        }
        guard !names.isEmpty, Set(names).count == names.count else {
            throw ValidationError("\(option) takes a comma-separated list, each name once")
        }
        return names
    }

    static func shard(_ text: String) throws -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, (1...count).contains(index) else {
            throw ValidationError("--shard takes I/N with 1 ≤ I ≤ N, e.g. 2/4")
        }
        return Shard(index: index, count: count)
    }

    func validate() throws {
        if trees.isEmpty { throw ValidationError("Name at least one tree document.") }
        if let scale, !(scale.isFinite && scale > 0 && scale <= RenderLimits.default.maxScale) {
            throw ValidationError("--scale must be above 0 and at most \(Int(RenderLimits.default.maxScale))")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs takes a number of workers, at least 1") }
        if isGallery && (sheet || scale != nil) {
            throw ValidationError("a gallery renders --scales and --variants; --sheet and --scale render one tree")
        }
    }

    func run() throws {
        if isGallery { return try renderGallery() }
        let (resolver, documents) = try StyledTreeOptions.load(stylesheet: stylesheet, trees: trees, options: traits)
        guard let document = documents.first else { throw ExitCode.failure }
        let traitCollection = document.traits.overriding(try traits.settings(axes: resolver.table.customTraits))
        let renderer = Renderer()
        let canvas: Canvas
        // Blur warnings, repeated per panel of a contact sheet: printed once each.
        var warnings: [Diagnostic] = []
        do {
            if sheet {
                let sheetScales = gallery.scales.isEmpty ? [traitCollection.displayScale] : gallery.scales
                // The whole sheet must fit before any panel is rendered.
                let sizes = try sheetScales.flatMap { s in
                    Array(repeating: try renderer.canvasSize(of: document.root.frame, scale: Double(s)), count: 2)
                }
                try ContactSheet.Layout(sizes: sizes, columns: 2).check(renderer.limits)
                var panels: [ContactSheet.Panel] = []
                for s in sheetScales {
                    for style in [TraitCollection.UserInterfaceStyle.light, .dark] {
                        var panelTraits = traitCollection
                        panelTraits.userInterfaceStyle = style
                        panelTraits.displayScale = s
                        let image = try renderer.render(
                            document.root, styledBy: resolver, traits: panelTraits,
                            scale: Double(s), warnings: &warnings)
                        panels.append(ContactSheet.Panel(caption: "\(style.rawValue) @\(s)x", canvas: image))
                    }
                }
                canvas = try ContactSheet(panels: panels, columns: 2).render(with: renderer)
            } else {
                canvas = try renderer.render(
                    document.root, styledBy: resolver, traits: traitCollection,
                    scale: scale ?? Double(traitCollection.displayScale), warnings: &warnings)
            }
            try AtomicFileWriter.write(try PNGCodec.encode(canvas), to: output)
        } catch let failure as any LocatedError {
            CommandSupport.printDiagnostics((traits.quiet ? [] : CommandSupport.unique(warnings)) + [failure.diagnostic])
            throw ExitCode.failure
        } catch {
            if !traits.quiet { CommandSupport.printDiagnostics(CommandSupport.unique(warnings)) }
            CommandSupport.writeError("error: \(error)")
            throw ExitCode.failure
        }
        if !traits.quiet { CommandSupport.printDiagnostics(CommandSupport.unique(warnings)) }
        CommandSupport.writeOutput("wrote \(output) (\(canvas.width)×\(canvas.height) px)")
    }

    /// Renders every tree × variant × text size × scale (or one shard of
    /// them) into the folder `output`, with its index.html.
    private func renderGallery() throws {
        let full = try gallery.fullPlan(trees: trees, device: try traits.deviceModel())
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            CommandSupport.writeError(
                "error: cannot create the folder '\(output)': \(error.localizedDescription)".escapingControlCharacters)
            throw ExitCode.failure
        }
        let indexPath = output + "/index.html"
        if indexOnly {
            try writeIndex(full, to: indexPath)
            CommandSupport.writeOutput("wrote \(indexPath) (\(full.screens.count) screens)")
            return
        }
        let (resolver, documents) = try StyledTreeOptions.load(
            stylesheet: stylesheet, trees: trees, options: traits, onDevices: !gallery.devices.isEmpty)
        try gallery.variants?.check(axes: resolver.table.customTraits)
        let plan = gallery.sliced(full)
        let gallery = GalleryRenderer(
            renderer: Renderer(), resolver: resolver,
            documents: Dictionary(zip(trees, documents), uniquingKeysWith: { first, _ in first }),
            overrides: try traits.settings(axes: resolver.table.customTraits))
        let started = Date()
        let outcomes = gallery.render(plan, into: output, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        let warnings = outcomes.flatMap { $0.diagnostics.filter { $0.severity == .warning } }
        let errors = outcomes.flatMap { $0.diagnostics.filter { $0.severity == .error } }
        CommandSupport.printDiagnostics(CommandSupport.unique((traits.quiet ? [] : warnings) + errors))
        for failure in outcomes.compactMap(\.failure) { CommandSupport.writeError("error: \(failure)".escapingControlCharacters) }
        try writeIndex(plan, to: indexPath)
        let written = outcomes.filter(\.succeeded).count
        let seconds = Date().timeIntervalSince(started)
        CommandSupport.writeOutput(
            "wrote \(written) of \(plan.screens.count) screens and index.html to \(output) in \(String(format: "%.2f", seconds)) s")
        if written < plan.screens.count { throw ExitCode.failure }
    }

    private func writeIndex(_ plan: GalleryPlan, to path: String) throws {
        do {
            try AtomicFileWriter.write(GalleryPage.html(for: plan), to: path)
        } catch {
            CommandSupport.writeError("error: \(error)".escapingControlCharacters)
            throw ExitCode.failure
        }
    }
}
