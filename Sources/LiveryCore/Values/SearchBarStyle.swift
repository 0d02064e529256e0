/// UISearchBar.Style: `minimal` draws no bar background, `prominent` and
/// `default` the bar's.
public enum SearchBarStyle: String, Sendable, Hashable, CaseIterable {
    case `default`, prominent, minimal
}
