/// UIBarStyle: `black` is a dark bar with light content, whatever the
/// appearance around it.
public enum BarStyle: String, Sendable, Hashable, CaseIterable {
    case `default`, black
}

extension BarStyle: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .default: "The system's bar (UIBarStyle.default)."
        case .black: "A dark bar with white titles (UIBarStyle.black)."
        }
    }
}
