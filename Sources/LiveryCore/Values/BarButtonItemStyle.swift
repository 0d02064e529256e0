/// UIBarButtonItem.Style: `done` draws the title semibold.
public enum BarButtonItemStyle: String, Sendable, Hashable, CaseIterable {
    case plain, done
}

extension BarButtonItemStyle: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .plain: "A regular title (UIBarButtonItem.Style.plain)."
        case .done: "A semibold title (UIBarButtonItem.Style.done)."
        }
    }
}
