import Foundation
import Livery
import LiveryRender

/// Renders a gallery — many trees × variants × scales with one stylesheet —
/// on every core, one PNG per screen, written atomically into a folder.
/// A screen that fails (a tree over the limits, an unreadable image) is
/// reported and the others still render.
public struct GalleryRenderer: Sendable {
    /// What became of one screen.
    public struct Outcome: Sendable {
        public var screen: GalleryPlan.Screen
        /// The PNG's size, when it was written.
        public var size: (width: Int, height: Int)?
        /// Warnings (a clamped blur) and, when it failed at a place in a file, the error.
        public var diagnostics: [Diagnostic]
        /// Why it failed, when that is no place in a file (a canvas over the limits).
        public var failure: String?

        public var succeeded: Bool { size != nil }
    }

    public let renderer: Renderer
    public let resolver: Resolver
    /// The loaded trees, by the path the plan names them with.
    public let documents: [String: TreeDocument]
    /// `--trait` settings over each tree's own traits, under the variant's.
    public let overrides: [TraitSetting]

    public init(renderer: Renderer, resolver: Resolver, documents: [String: TreeDocument], overrides: [TraitSetting] = []) {
        self.renderer = renderer
        self.resolver = resolver
        self.documents = documents
        self.overrides = overrides
    }

    /// The tree a screen shows: the loaded document, on the screen's device when it has one.
    public func document(for screen: GalleryPlan.Screen) -> TreeDocument? {
        guard let document = documents[screen.tree] else { return nil }
        return screen.device.map(document.placed(on:)) ?? document
    }

    /// The traits a screen is rendered in.
    public func traits(for screen: GalleryPlan.Screen) -> TraitCollection {
        let base = document(for: screen)?.traits ?? TraitCollection()
        return screen.variant.applied(to: base.overriding(overrides))
    }

    /// Renders one screen of `document` (on the screen's device, when it has one).
    public func canvas(for screen: GalleryPlan.Screen, of document: TreeDocument, warnings: inout [Diagnostic]) throws -> Canvas {
        let shown = screen.device.map(document.placed(on:)) ?? document
        return try renderer.render(
            shown.root, styledBy: resolver, traits: traits(for: screen), scale: Double(screen.variant.scale), warnings: &warnings)
    }

    /// The estimated bytes of screens rendering at once: each screen's
    /// canvas, its un-premultiplied copy and its PNG, 4 bytes a pixel each.
    public static let memoryBudget = 640 << 20

    /// Renders every screen of `plan` into `folder` with `jobs` workers (all
    /// cores by default), as many at once as ``memoryBudget`` admits; the
    /// outcomes are in the plan's order.
    public func render(
        _ plan: GalleryPlan, into folder: String, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        memoryBudget: Int = GalleryRenderer.memoryBudget
    )
        -> [Outcome]
    {
        let screens = plan.screens
        let admission = MemoryAdmission(budget: memoryBudget)
        return ParallelWork.map(count: screens.count, jobs: jobs) { index in
            let screen = screens[index]
            return admission.run(bytes: estimatedBytes(of: screen)) { render(screen, into: folder) }
        }
    }

    /// What rendering a screen holds at its peak, from its root's frame at
    /// its scale (a root laid out by its content counts as an iPhone screen).
    func estimatedBytes(of screen: GalleryPlan.Screen) -> Int {
        let frame = document(for: screen)?.root.frame
        let width = (frame?.width ?? 0) > 0 ? frame?.width ?? 0 : 390
        let height = (frame?.height ?? 0) > 0 ? frame?.height ?? 0 : 844
        let scale = Double(screen.variant.scale)
        let pixels = min(Double(renderer.limits.maxCanvasPixels), (width * scale).rounded(.up) * (height * scale).rounded(.up))
        return Int(pixels) * 4 * 3
    }

    private func render(_ screen: GalleryPlan.Screen, into folder: String) -> Outcome {
        guard let document = documents[screen.tree] else {
            return Outcome(screen: screen, size: nil, diagnostics: [], failure: "\(screen.tree) was not loaded")
        }
        var warnings: [Diagnostic] = []
        do {
            let image = try canvas(for: screen, of: document, warnings: &warnings)
            try AtomicFileWriter.write(try PNGCodec.encode(image), to: folder + "/" + screen.fileName)
            return Outcome(screen: screen, size: (image.width, image.height), diagnostics: warnings, failure: nil)
        } catch let failure as any LocatedError {
            return Outcome(screen: screen, size: nil, diagnostics: warnings + [failure.diagnostic], failure: nil)
        } catch {
            return Outcome(screen: screen, size: nil, diagnostics: warnings, failure: "\(screen.fileName): \(error)")
        }
    }
}
