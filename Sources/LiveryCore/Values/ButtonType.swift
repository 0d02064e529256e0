/// UIButton.ButtonType: a `system` button's title takes its tintColor.
public enum ButtonType: String, Sendable, Hashable, CaseIterable {
    case custom, system
}

extension ButtonType: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .custom: "A custom button: titleColor's default (white)."
        case .system: "A system button: the title in the tintColor."
        }
    }
}
