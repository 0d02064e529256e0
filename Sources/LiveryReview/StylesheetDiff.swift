import Livery
import LiveryGallery
import LiveryRender

/// `livery diff`'s comparison (Docs/Review.md): every screen of a plan
/// resolved and drawn with the old stylesheet and with the new, on every
/// core, into a ``ScreenReview`` each: the properties that changed and the
/// pixels. With a ``DiffReport``, each changed screen's images go into it.
package struct StylesheetDiff: Sendable {
    /// One stylesheet's side: its resolver and the trees it styles.
    package struct Side: Sendable {
        package let resolver: Resolver
        /// Each tree by the name the user gave it (`git:REV:path` included), as the plan names it.
        package let documents: [String: TreeDocument]

        /// `documents` are the trees named by `trees`, in order; a name given twice is the first's.
        package init(resolver: Resolver, trees: [String], documents: [TreeDocument]) {
            self.resolver = resolver
            self.documents = Dictionary(zip(trees, documents), uniquingKeysWith: { first, _ in first })
        }
    }

    /// What the comparison came to.
    package struct Outcome: Sendable {
        /// The compared screens', in the plan's order.
        package var reviews: [ScreenReview] = []
        /// Every screen's warnings (repeats included: the caller prints them once).
        package var warnings: [Diagnostic] = []
        /// Located problems that stopped screens: a work budget, a render limit.
        package var stopped: [Diagnostic] = []
        /// Other failures, each naming its screen's file.
        package var errors: [String] = []

        /// Whether a screen could not be compared.
        package var failed: Bool { !stopped.isEmpty || !errors.isEmpty }

        /// Whether anything changed: a property, or more than `threshold` pixels of a screen.
        package func changed(threshold: Int) -> Bool {
            reviews.contains { !$0.changes.isEmpty || $0.changedPixels > threshold }
        }
    }

    package let before: Side
    package let after: Side
    package let plan: GalleryPlan
    /// Trait settings every screen is drawn with on both sides (`--trait`).
    package let overrides: [TraitSetting]
    package let renderer: Renderer
    /// The palette entries that changed, which the changes they cause are listed under.
    package let palette: PaletteChanges

    /// `readsPalettes`: whether both sides' stylesheet files can be read as
    /// they were compiled (not so for a compiled `.liverytable`, whose files
    /// may have changed since): then changes are traced to palette lines.
    package init(
        before: Side, after: Side, plan: GalleryPlan, overrides: [TraitSetting] = [], renderer: Renderer = Renderer(),
        readsPalettes: Bool = true
    ) {
        self.before = before
        self.after = after
        self.plan = plan
        self.overrides = overrides
        self.renderer = renderer
        palette = readsPalettes ? PaletteChanges(old: before.resolver.table.files, new: after.resolver.table.files) : .none
    }

    /// The screens compared: each tree × appearance × theme × text size ×
    /// scale. No text sizes is each tree's own; no scales is `defaultScale`
    /// (a device's, else 2).
    package static func plan(
        trees: [String], appearances: [GalleryVariant.Appearance], themes: [TraitSetting?] = [nil],
        contentSizes: [TraitCollection.ContentSizeCategory] = [], scales: [Int] = [], defaultScale: Int = 2
    ) -> GalleryPlan {
        GalleryPlan(
            trees: trees, appearances: appearances, themes: themes, contentSizes: contentSizes.isEmpty ? [nil] : contentSizes,
            scales: scales.isEmpty ? [defaultScale] : scales)
    }

    /// Compares every screen of the plan, on every core.
    package func compare(report: DiffReport? = nil) -> Outcome {
        let old = GalleryRenderer(renderer: renderer, resolver: before.resolver, documents: before.documents, overrides: overrides)
        let new = GalleryRenderer(renderer: renderer, resolver: after.resolver, documents: after.documents, overrides: overrides)
        let screens = plan.screens
        let gathered = ScreenResult.gather(ParallelWork.map(count: screens.count) { compare(screens[$0], old: old, new: new, report: report) })
        return Outcome(reviews: gathered.reviews, warnings: gathered.warnings, stopped: gathered.stopped, errors: gathered.errors)
    }

    private func compare(_ screen: GalleryPlan.Screen, old: GalleryRenderer, new: GalleryRenderer, report: DiffReport?) -> ScreenResult<ScreenReview> {
        guard let oldDocument = before.documents[screen.tree], let newDocument = after.documents[screen.tree] else {
            return ScreenResult(finding: nil)
        }
        return ScreenResult.of(screen) { warnings in
            let oldStyles = try renderer.resolve(oldDocument.root, by: before.resolver, traits: old.traits(for: screen))
            let newStyles = try renderer.resolve(newDocument.root, by: after.resolver, traits: new.traits(for: screen))
            let scale = Double(screen.variant.scale)
            let oldCanvas = try renderer.render(oldDocument.root, styles: oldStyles, scale: scale, warnings: &warnings)
            let newCanvas = try renderer.render(newDocument.root, styles: newStyles, scale: scale, warnings: &warnings)
            let difference = try PixelDifference(before: oldCanvas, after: newCanvas)
            var review = ScreenReview(
                tree: screen.tree, variant: screen.variant.name, scale: screen.variant.scale,
                changes: StyleChange.between(oldStyles, newStyles).map { change in
                    var change = change
                    change.cause = palette.cause(of: change)
                    return change
                }, changedPixels: difference.changedPixels,
                bounds: difference.bounds(scale: scale))
            if let report, review.hasChanges {
                try report.write(&review, of: screen, before: oldCanvas, after: newCanvas, difference: difference.image)
            }
            return review
        }
    }
}
