/// UIBarButtonItem.Style: `done` draws the title semibold.
public enum BarButtonItemStyle: String, Sendable, Hashable, CaseIterable {
    case plain, done
}

extension BarButtonItemStyle: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .plain: "The item's regular title."
        case .done: "A bar button item's semibold title (UIBarButtonItem.Style.done)."
        }
    }
}
