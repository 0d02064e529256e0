import Livery
import LiveryRender

/// One appearance a screen is rendered in: light or dark, normal or high
/// contrast, a text size and a scale. Its name is what gallery files and
/// `livery diff` call it: `dark`, `lightHighContrast`, `dark.accessibilityLarge`.
public struct GalleryVariant: Sendable, Hashable {
    /// The appearances `--variants` takes.
    public enum Appearance: String, Sendable, Hashable, CaseIterable {
        case light, dark, lightHighContrast, darkHighContrast

        var style: TraitCollection.UserInterfaceStyle { self == .light || self == .lightHighContrast ? .light : .dark }
        var contrast: TraitCollection.AccessibilityContrast {
            self == .lightHighContrast || self == .darkHighContrast ? .high : .normal
        }
    }

    public var appearance: Appearance
    /// A declared trait's value (`theme=sepia`, Docs/Stylesheets.md "Themes"); nil keeps the tree's.
    public var theme: TraitSetting?
    /// Nil keeps the tree's own (or `--trait`'s) text size.
    public var contentSize: TraitCollection.ContentSizeCategory?
    public var scale: Int

    public init(
        appearance: Appearance, theme: TraitSetting? = nil, contentSize: TraitCollection.ContentSizeCategory? = nil, scale: Int
    ) {
        self.appearance = appearance
        self.theme = theme
        self.contentSize = contentSize
        self.scale = scale
    }

    /// `dark`, `dark.theme-sepia.accessibilityLarge`: the appearance, any
    /// theme and any text size, without the scale.
    public var name: String {
        [appearance.rawValue, theme.map { "\($0.name)-\($0.value)" }, contentSize?.rawValue].compactMap { $0 }
            .joined(separator: ".")
    }

    /// The PNG a tree with this stem is written to: `Settings.dark@2x.png`.
    public func fileName(stem: String) -> String { "\(stem).\(name)@\(scale)x.png" }

    /// `traits` with the variant's appearance, contrast, theme, text size and scale.
    public func applied(to traits: TraitCollection) -> TraitCollection {
        var result = traits
        result.userInterfaceStyle = appearance.style
        result.accessibilityContrast = appearance.contrast
        if let contentSize { result.preferredContentSizeCategory = contentSize }
        if let theme { result.apply(theme) }
        result.displayScale = scale
        return result
    }
}
