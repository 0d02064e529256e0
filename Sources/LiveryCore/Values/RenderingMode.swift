/// UIImage.RenderingMode: `alwaysTemplate` draws an image's alpha in the tint.
public enum RenderingMode: String, Sendable, Hashable, CaseIterable {
    case automatic, alwaysOriginal, alwaysTemplate
}

extension RenderingMode: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .automatic: "The image's own rendering (original colours)."
        case .alwaysOriginal: "The image's own colours."
        case .alwaysTemplate: "The image's shape filled with the tintColor."
        }
    }
}
