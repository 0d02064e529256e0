/// UITextField.keyboardAppearance (UITextInputTraits): the keyboard's look when the field edits.
public enum KeyboardAppearance: String, Sendable, Hashable, CaseIterable {
    case `default`, dark, light
}

extension KeyboardAppearance: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .default: "The system's keyboard, following the appearance."
        case .dark: "A dark keyboard."
        case .light: "A light keyboard."
        }
    }
}
