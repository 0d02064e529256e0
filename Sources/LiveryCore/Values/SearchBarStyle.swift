/// UISearchBar.Style: `minimal` draws no bar background, `prominent` and
/// `default` the bar's.
public enum SearchBarStyle: String, Sendable, Hashable, CaseIterable {
    case `default`, prominent, minimal
}

extension SearchBarStyle: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .default: "The bar's background behind the field (UISearchBar.Style.default)."
        case .prominent: "The field on the bar's background (UISearchBar.Style.prominent)."
        case .minimal: "The field alone, no bar background (UISearchBar.Style.minimal)."
        }
    }
}
