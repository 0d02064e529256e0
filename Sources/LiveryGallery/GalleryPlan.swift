import Foundation
import Livery
import LiveryRender

/// Every screen of a gallery: each tree × device × appearance × theme × text
/// size × scale, in a fixed order (trees as given, then devices, appearances,
/// themes, sizes, scales), so a shard is the same on every machine and the shards together
/// are the whole.
public struct GalleryPlan: Sendable, Hashable {
    /// One screen to render.
    public struct Screen: Sendable, Hashable {
        public var tree: String
        /// The screen the tree is shown on (`--devices`); nil for the tree's own.
        public var device: Device?
        public var variant: GalleryVariant
        /// The tree file's name without `.tree.yaml` (or its last extension),
        /// and the device's (`Settings.iPhone-16-Pro-landscape`).
        public var stem: String {
            guard let device else { return GalleryPlan.stem(of: tree) }
            let name = device.description.map { $0.isLetter || $0.isNumber ? $0 : "-" }
            let slug = String(name).split(separator: "-").joined(separator: "-")
            return GalleryPlan.stem(of: tree) + "." + slug
        }
        public var fileName: String { variant.fileName(stem: stem) }
    }

    public let screens: [Screen]

    /// No `scales` renders each device at its own scale (2 without a device).
    public init(
        trees: [String], devices: [Device?] = [nil], appearances: [GalleryVariant.Appearance],
        themes: [TraitSetting?] = [nil], contentSizes: [TraitCollection.ContentSizeCategory?], scales: [Int]
    ) {
        var screens: [Screen] = []
        for tree in trees {
            for device in devices {
                for appearance in appearances {
                    for theme in themes {
                        for size in contentSizes {
                            for scale in scales.isEmpty ? [device?.scale ?? 2] : scales {
                                let variant = GalleryVariant(appearance: appearance, theme: theme, contentSize: size, scale: scale)
                                screens.append(Screen(tree: tree, device: device, variant: variant))
                            }
                        }
                    }
                }
            }
        }
        self.screens = screens
    }

    private init(screens: [Screen]) { self.screens = screens }

    /// The `index`-th (1-based) of `count` slices: every `count`-th screen,
    /// so the slices are disjoint, together complete, and balanced across trees.
    public func shard(_ index: Int, of count: Int) -> GalleryPlan {
        GalleryPlan(screens: screens.enumerated().filter { $0.offset % count == index - 1 }.map(\.element))
    }

    /// Two trees whose stems are the same would write the same files.
    public var clashingStems: [String] {
        var seen: [String: String] = [:]
        var clashes: [String] = []
        for tree in Set(screens.map(\.tree)).sorted() {
            let stem = GalleryPlan.stem(of: tree)
            if seen.updateValue(tree, forKey: stem) != nil { clashes.append(stem) }
        }
        return clashes
    }

    static func stem(of path: String) -> String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        if name.hasSuffix(".tree.yaml") { return String(name.dropLast(".tree.yaml".count)) }
        return URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent
    }
}
