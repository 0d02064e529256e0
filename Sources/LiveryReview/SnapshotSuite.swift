import Foundation
import Livery
import LiveryGallery
import LiveryRender

/// `livery snapshot record` and `verify` (Docs/Snapshots.md): every screen
/// of a gallery plan resolved and laid out on every core, compared as text
/// with its baseline in a ``SnapshotFolder``, and drawn only when its image
/// is needed: to record it, to compare pixels, or for a screen that changed.
package struct SnapshotSuite: Sendable {
    /// When baselines are written, as swift-snapshot-testing's record modes.
    package enum RecordMode: String, Sendable, CaseIterable {
        /// Every screen's baseline is written anew.
        case all
        /// Only screens without a baseline get one; the rest are verified.
        case missing
        /// Screens without a baseline, or that differ from it, get a new one.
        case failed
        /// Nothing is approved: screens that differ or have none get a pending baseline.
        case never
    }

    package let folder: SnapshotFolder
    package let gallery: GalleryRenderer
    package let plan: GalleryPlan
    /// The stylesheet's path, as the baselines name it.
    package let stylesheet: String
    package let fonts: SnapshotFonts
    /// The stylesheet's digest (its compiled table's), and each tree's (its file's), by the plan's name.
    package let stylesheetDigest: String
    package let treeDigests: [String: String]
    /// Paths in origins under this folder are written relative to it.
    package let relativeTo: String

    package init(
        folder: SnapshotFolder, gallery: GalleryRenderer, plan: GalleryPlan, stylesheet: String, fonts: SnapshotFonts, stylesheetDigest: String,
        treeDigests: [String: String], relativeTo: String
    ) {
        self.folder = folder
        self.gallery = gallery
        self.plan = plan
        self.stylesheet = stylesheet
        self.fonts = fonts
        self.stylesheetDigest = stylesheetDigest
        self.treeDigests = treeDigests
        self.relativeTo = relativeTo
    }

    /// What a run came to.
    package struct Outcome: Sendable {
        package var reviews: [SnapshotReview] = []
        package var warnings: [Diagnostic] = []
        /// Located problems: a baseline that is not one, a render limit, a work budget.
        package var stopped: [Diagnostic] = []
        package var errors: [String] = []
        /// Set when the baselines were drawn by another Livery or with other
        /// fonts: the one error reported instead of every screen.
        package var fingerprintMismatch: String?

        package var failed: Bool { !stopped.isEmpty || !errors.isEmpty || fingerprintMismatch != nil }
        /// Whether any screen differs from its baseline or has none approved.
        package var differs: Bool { reviews.contains(where: \.fails) }
    }

    /// Records or verifies every screen; with `pixels`, unchanged screens are
    /// drawn and their images' digests compared too. Images of screens that
    /// fail go into `report`.
    package func run(mode: RecordMode, pixels: Bool = false, keepImages: Bool = false, report: DiffReport? = nil) -> Outcome {
        var outcome = Outcome()
        let screens = plan.screens
        var baselines: [SnapshotBaseline?] = []
        for screen in screens {
            do {
                baselines.append(try folder.read(folder.baselinePath(DiffReport.baseName(of: screen))))
            } catch {
                outcome.stopped.append(error.diagnostic)
                baselines.append(nil)
            }
        }
        if !outcome.stopped.isEmpty { return outcome }
        if mode != .all, let mismatch = mismatch(baselines.compactMap { $0 }) {
            outcome.fingerprintMismatch = mismatch
            return outcome
        }
        let read = baselines
        let gathered = ScreenResult.gather(
            ParallelWork.map(count: screens.count) { index in
                run(screens[index], baseline: read[index], mode: mode, pixels: pixels, keepImages: keepImages, report: report)
            })
        outcome.reviews = gathered.reviews
        outcome.warnings = gathered.warnings
        outcome.stopped = gathered.stopped
        outcome.errors = gathered.errors
        return outcome
    }

    /// The one message for baselines drawn by another Livery or with other fonts; nil when every one was drawn as now.
    private func mismatch(_ baselines: [SnapshotBaseline]) -> String? {
        let current = fingerprint(tree: "")
        let others = baselines.filter { $0.fingerprint.drawsDifferently(from: current) }
        guard let first = others.first else { return nil }
        var reasons: [String] = []
        if first.fingerprint.livery != current.livery { reasons.append("Livery \(first.fingerprint.livery), this is \(current.livery)") }
        if first.fingerprint.fonts != current.fonts {
            reasons.append("fonts \(first.fingerprint.fonts.prefix(12))…, the set in '\(fonts.folder)' is \(current.fonts.prefix(12))…")
        }
        return """
            \(others.count) of \(baselines.count) baselines in '\(folder.path)' were drawn with \(reasons.joined(separator: "; ")): \
            every screen would differ, so none is compared. Verify with the Livery and fonts that recorded them, \
            or record them again with `livery snapshot record --mode all`
            """
    }

    private func fingerprint(tree: String) -> SnapshotFingerprint {
        SnapshotFingerprint(livery: LiveryVersion.current, fonts: fonts.digest, stylesheet: stylesheetDigest, tree: treeDigests[tree] ?? "")
    }

    private func run(
        _ screen: GalleryPlan.Screen, baseline: SnapshotBaseline?, mode: RecordMode, pixels: Bool, keepImages: Bool, report: DiffReport?
    ) -> ScreenResult<SnapshotReview> {
        guard let document = gallery.document(for: screen) else { return ScreenResult(finding: nil) }
        let renderer = gallery.renderer
        let name = DiffReport.baseName(of: screen)
        return ScreenResult.of(screen) { warnings in
            let styles = try renderer.resolve(document.root, by: gallery.resolver, traits: gallery.traits(for: screen))
            let laidOut = try renderer.layout(document.root, styles: styles)
            var current = SnapshotBaseline(
                screen: name, tree: screen.tree, style: stylesheet, variant: screen.variant.name, scale: screen.variant.scale,
                fingerprint: fingerprint(tree: screen.tree), image: baseline?.image ?? "",
                views: SnapshotBaseline.views(of: styles, frames: laidOut.frames, style: stylesheet, relativeTo: relativeTo))
            var review = SnapshotReview(
                screen: name, tree: screen.tree, variant: screen.variant.name, scale: screen.variant.scale, status: .unchanged,
                changes: baseline.map { SnapshotChange.between($0, current) } ?? [])
            let records = mode == .all || (mode != .never && baseline == nil) || (mode == .failed && !review.changes.isEmpty)
            // Drawn only when the image is wanted: text alone says an unchanged screen is unchanged.
            var canvas: Canvas?
            if records || pixels || baseline == nil || !review.changes.isEmpty {
                let image = try renderer.render(document.root, styles: styles, scale: Double(screen.variant.scale), warnings: &warnings)
                current.image = SnapshotDigest.of(image.pixels) + " \(image.width)x\(image.height)"
                review.imageChanged = baseline.map { $0.image != current.image } ?? false
                canvas = image
            } else {
                warnings += laidOut.warnings
            }
            if records {
                try folder.record(current, image: keepImages || hasKeptImage(name) ? try canvas.map { try PNGCodec.encode($0) } : nil)
                review.status = .recorded
            } else if baseline == nil || !review.changes.isEmpty || review.imageChanged {
                review.status = baseline == nil ? .missing : .changed
                try propose(current, canvas: canvas, review: &review, report: report)
            } else {
                folder.discardPending(name)
            }
            return review
        }
    }

    private func hasKeptImage(_ name: String) -> Bool { FileManager.default.fileExists(atPath: folder.imagePath(name)) }

    /// Writes a failing screen's pending baseline and images, and its report images.
    private func propose(_ current: SnapshotBaseline, canvas: Canvas?, review: inout SnapshotReview, report: DiffReport?) throws {
        let name = current.screen
        // The approved image, when the folder keeps it; one that no longer decodes is left out of the report.
        let before = (try? BoundedFileReader.read(folder.imagePath(name), maxBytes: SnapshotFolder.maxImageBytes)).flatMap {
            try? PNGCodec.decode($0)
        }
        let difference = before.flatMap { before in canvas.flatMap { try? PixelDifference(before: before, after: $0).image } }
        try folder.propose(
            current,
            images: SnapshotFolder.PendingImages(
                after: try canvas.map { try PNGCodec.encode($0) }, difference: try difference.map { try PNGCodec.encode($0) }))
        if let report {
            (review.before, review.after, review.difference) = try report.writeImages(
                base: name, before: before, after: canvas, difference: difference)
        }
    }
}
