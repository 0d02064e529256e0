/// UILabel's `textAlignment`; `natural` is left in a left-to-right layout and
/// right in a right-to-left one.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case left, center, right, natural
}

extension TextAlignment: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .left: "Flush left."
        case .center: "Centred."
        case .right: "Flush right."
        case .natural: "Leading: left in left-to-right text, right in right-to-left."
        }
    }
}
