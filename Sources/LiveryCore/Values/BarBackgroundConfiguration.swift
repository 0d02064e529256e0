/// Where a bar appearance object starts (`configureWithDefaultBackground()`
/// and the others): a blurred translucent background with a hairline, an
/// opaque one with a hairline, or nothing at all.
public enum BarBackgroundConfiguration: String, Sendable, Hashable, CaseIterable {
    case `default`, opaque, transparent
}

extension BarBackgroundConfiguration: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .default: "A translucent, blurred background with a hairline (configureWithDefaultBackground())."
        case .opaque: "An opaque background in the system colour, with a hairline (configureWithOpaqueBackground())."
        case .transparent: "No background and no hairline (configureWithTransparentBackground())."
        }
    }
}
