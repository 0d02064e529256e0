/// UITextField.ViewMode: when a field shows its clear button.
public enum TextFieldViewMode: String, Sendable, Hashable, CaseIterable {
    case never, whileEditing, unlessEditing, always
}

extension TextFieldViewMode: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .never: "Never shown."
        case .whileEditing: "Shown while the field edits and has text; previews, which show fields not editing, draw none."
        case .unlessEditing: "Shown while the field has text and does not edit, as previews show it."
        case .always: "Shown while the field has text."
        }
    }

    /// Whether a field not being edited (as a preview shows it) shows the button.
    package var showsWhileNotEditing: Bool { self == .unlessEditing || self == .always }
}
