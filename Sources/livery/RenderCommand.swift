import ArgumentParser
import Livery
import LiveryRender

/// `livery render STYLESHEET TREE -o OUT.png [--scale N] [--trait NAME=VALUE]... [--sheet]`
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a styled tree to PNG.",
        discussion: """
            The canvas is the root view's size at SCALE pixels per point (default: the tree's displayScale).
            With --sheet, renders light and dark side by side, one row per --scales value, in one labelled PNG.
            """
    )

    @OptionGroup var input: StyledTreeOptions

    @Option(name: .shortAndLong, help: "The PNG file to write (replaced atomically).")
    var output: String

    @Option(help: "Pixels per point (default: the tree's displayScale).")
    var scale: Double?

    @Flag(help: "Render a contact sheet: light and dark, at each of --scales.")
    var sheet = false

    @Option(help: "With --sheet: the scales to render, comma-separated.", transform: RenderCommand.scales)
    var scales: [Int] = []

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

    func validate() throws {
        if let scale, !(scale.isFinite && scale > 0 && scale <= RenderLimits.default.maxScale) {
            throw ValidationError("--scale must be above 0 and at most \(Int(RenderLimits.default.maxScale))")
        }
        if !scales.isEmpty && !sheet {
            throw ValidationError("--scales goes with --sheet")
        }
    }

    func run() throws {
        let (resolver, document, traits) = try input.load()
        let renderer = Renderer()
        let canvas: Canvas
        // Blur warnings, repeated per panel of a contact sheet: printed once each.
        var warnings: [Diagnostic] = []
        do {
            if sheet {
                let sheetScales = scales.isEmpty ? [traits.displayScale] : scales
                // The whole sheet must fit before any panel is rendered.
                let sizes = try sheetScales.flatMap { s in
                    Array(repeating: try renderer.canvasSize(of: document.root.frame, scale: Double(s)), count: 2)
                }
                try ContactSheet.Layout(sizes: sizes, columns: 2).check(renderer.limits)
                var panels: [ContactSheet.Panel] = []
                for s in sheetScales {
                    for style in [TraitCollection.UserInterfaceStyle.light, .dark] {
                        var panelTraits = traits
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
                    document.root, styledBy: resolver, traits: traits,
                    scale: scale ?? Double(traits.displayScale), warnings: &warnings)
            }
            try AtomicFileWriter.write(try PNGCodec.encode(canvas), to: output)
        } catch let failure as SceneBuilder.Failure {
            CommandSupport.printDiagnostics((input.quiet ? [] : CommandSupport.unique(warnings)) + [failure.diagnostic])
            throw ExitCode.failure
        } catch {
            if !input.quiet { CommandSupport.printDiagnostics(CommandSupport.unique(warnings)) }
            CommandSupport.writeError("error: \(error)")
            throw ExitCode.failure
        }
        if !input.quiet { CommandSupport.printDiagnostics(CommandSupport.unique(warnings)) }
        CommandSupport.writeOutput("wrote \(output) (\(canvas.width)×\(canvas.height) px)")
    }
}
