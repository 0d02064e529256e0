/// UIImage.RenderingMode: `alwaysTemplate` draws an image's alpha in the tint.
public enum RenderingMode: String, Sendable, Hashable, CaseIterable {
    case automatic, alwaysOriginal, alwaysTemplate
}
