/// UIBlurEffect.Style, as a bar appearance's `backgroundEffect` (`none`: no
/// effect). A preview has no backdrop to blur: it draws each material as
/// the system background at the material's opacity, in the trait
/// collection's appearance or, for a style that keeps one (`dark`,
/// `systemMaterialLight`), in that one.
public enum BlurStyle: String, Sendable, Hashable, CaseIterable {
    case none, systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    case regular, prominent, light, extraLight, dark

    /// How much of the background colour a preview lays down for it.
    package var opacity: Double {
        switch self {
        case .none: 0
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: 0.5
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: 0.7
        case .systemMaterial, .systemMaterialLight, .systemMaterialDark, .regular, .light, .dark: 0.8
        case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark, .prominent, .extraLight: 0.9
        case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark: 0.94
        }
    }

    /// The appearance the material keeps whatever the trait collection's; nil for one that follows it.
    package var fixedStyle: TraitCollection.UserInterfaceStyle? {
        switch self {
        case .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight, .systemThickMaterialLight,
            .systemChromeMaterialLight, .light, .extraLight:
            .light
        case .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
            .systemChromeMaterialDark, .dark:
            .dark
        default: nil
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
        case .systemUltraThinMaterialLight: "The thinnest material, always light."
        case .systemThinMaterialLight: "A thin material, always light."
        case .systemMaterialLight: "The standard material, always light."
        case .systemThickMaterialLight: "A thick material, always light."
        case .systemChromeMaterialLight: "The bars' material, always light."
        case .systemUltraThinMaterialDark: "The thinnest material, always dark."
        case .systemThinMaterialDark: "A thin material, always dark."
        case .systemMaterialDark: "The standard material, always dark."
        case .systemThickMaterialDark: "A thick material, always dark."
        case .systemChromeMaterialDark: "The bars' material, always dark."
        case .regular: "Light or dark by appearance."
        case .prominent: "Extra light or dark by appearance."
        case .light: "A light blur."
        case .extraLight: "An extra light blur."
        case .dark: "A dark blur."
        }
    }
}
