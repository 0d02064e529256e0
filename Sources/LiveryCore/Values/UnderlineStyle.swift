/// NSUnderlineStyle's line styles, for `underlineStyle` and
/// `strikethroughStyle`: how many lines, and how heavy, a run is decorated with.
public enum UnderlineStyle: String, Sendable, Hashable, CaseIterable {
    case none, single, thick, double
}

extension UnderlineStyle: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .none: "No line (NSUnderlineStyle.none)."
        case .single: "One line, the font's underline thickness (NSUnderlineStyle.single)."
        case .thick: "One line twice the font's thickness (NSUnderlineStyle.thick)."
        case .double: "Two lines of the font's thickness (NSUnderlineStyle.double)."
        }
    }
}
