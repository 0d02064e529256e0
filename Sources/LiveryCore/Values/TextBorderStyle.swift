/// UITextField.BorderStyle.
public enum TextBorderStyle: String, Sendable, Hashable, CaseIterable {
    case none, line, bezel, roundedRect
}

extension TextBorderStyle: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .none: "No border."
        case .line: "A thin line around the field."
        case .bezel: "A bezelled border."
        case .roundedRect: "A filled rounded box, 5-point corners."
        }
    }
}
