/// `overrideUserInterfaceStyle`: the light or dark appearance a view forces
/// on itself and its subtree, or none (UIUserInterfaceStyle).
public enum UserInterfaceStyleOverride: String, Sendable, Hashable, CaseIterable {
    case unspecified, light, dark
}

extension UserInterfaceStyleOverride: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .unspecified: "Inherit the environment's style."
        case .light: "Light appearance."
        case .dark: "Dark appearance."
        }
    }
}
