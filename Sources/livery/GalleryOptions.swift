import ArgumentParser
import Livery
import LiveryGallery

/// The screens of a gallery, as `render` and `snapshot` take them: trees ×
/// devices × appearances and themes × text sizes × scales, or one shard of
/// them (Docs/Review.md, "Galleries at scale").
struct GalleryOptions: ParsableArguments {
    @Option(help: "The scales to render, comma-separated (a sheet's rows, or a gallery's).", transform: RenderCommand.scales)
    var scales: [Int] = []

    @Option(
        help: ArgumentHelp(
            "Gallery appearances, comma-separated: light, dark, lightHighContrast, darkHighContrast (default light,dark), and values of the stylesheet's own traits, e.g. theme=sepia,theme=black.",
            valueName: "list"),
        transform: VariantList.parse)
    var variants: VariantList?

    @Option(
        help: "Gallery text sizes, comma-separated (e.g. large,accessibilityExtraLarge; default the tree's).",
        transform: RenderCommand.contentSizes)
    var contentSizes: [TraitCollection.ContentSizeCategory] = []

    @Option(
        help: ArgumentHelp(
            "Gallery devices, comma-separated, e.g. \"iPhone 16 Pro,iPad Pro 11-inch (M4) landscape\": each tree on each screen, at its scale unless --scales says.",
            valueName: "names"),
        transform: RenderCommand.devices)
    var devices: [Device] = []

    @Option(help: "Only the I-th of N slices of the gallery (1-based), e.g. 2/4.", transform: RenderCommand.shard)
    var shard: RenderCommand.Shard?

    /// Every screen of `trees` (without --scales, each device's own scale,
    /// `device`'s, else 2); a usage error when two trees would share files.
    func fullPlan(trees: [String], device: Device?) throws -> GalleryPlan {
        let plan = GalleryPlan(
            trees: trees, devices: devices.isEmpty ? [nil] : devices,
            appearances: variants?.appearancesOrDefault ?? [.light, .dark], themes: variants?.themes ?? [nil],
            contentSizes: contentSizes.isEmpty ? [nil] : contentSizes,
            scales: !scales.isEmpty ? scales : devices.isEmpty ? [device?.scale ?? 2] : [])
        if let clash = plan.clashingStems.first {
            throw ValidationError("two trees are named '\(clash)': their gallery files would collide".escapingControlCharacters)
        }
        return plan
    }

    /// The slice of `plan` that `--shard` asks for (all of it without).
    func sliced(_ plan: GalleryPlan) -> GalleryPlan { shard.map { plan.shard($0.index, of: $0.count) } ?? plan }
}
