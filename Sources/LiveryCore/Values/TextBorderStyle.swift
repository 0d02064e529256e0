/// UITextField.BorderStyle.
public enum TextBorderStyle: String, Sendable, Hashable, CaseIterable {
    case none, line, bezel, roundedRect
}
