/// UIBlurEffect.Style, as a bar appearance's `backgroundEffect` (`none`: no
/// effect). A preview has no backdrop to blur: it draws each material as
/// the system background at the material's opacity.
public enum BlurStyle: String, Sendable, Hashable, CaseIterable {
    case none, systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case regular, prominent, light, extraLight, dark

    /// How much of the background colour a preview lays down for it.
    package var opacity: Double {
        switch self {
        case .none: 0
        case .systemUltraThinMaterial: 0.5
        case .systemThinMaterial: 0.7
        case .systemMaterial, .regular, .light, .dark: 0.8
        case .systemThickMaterial, .prominent, .extraLight: 0.9
        case .systemChromeMaterial: 0.94
        }
    }
}

extension BlurStyle: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .none: "No blur."
        case .systemUltraThinMaterial: "The thinnest material."
        case .systemThinMaterial: "A thin material."
        case .systemMaterial: "The standard material."
        case .systemThickMaterial: "A thick material."
        case .systemChromeMaterial: "The material bars use by default."
        case .regular: "Light or dark by appearance."
        case .prominent: "Extra light or dark by appearance."
        case .light: "A light blur."
        case .extraLight: "An extra light blur."
        case .dark: "A dark blur."
        }
    }
}
