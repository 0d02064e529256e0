/// How a class places its subviews where UIKit's class does it itself
/// rather than leaving their frames to the app (Docs/Layout.md). The tree
/// loader lets such a class's subviews go without a frame, and the layout
/// places them; subclasses arrange as their superclass does.
public enum SubviewArrangement: String, Sendable, Hashable, CaseIterable {
    /// `UIStackView`: its arranged subviews along its axis.
    case stack
    /// `UITableView`: its cells, one a row, across the table.
    case rows
    /// `UINavigationBar`: the first item at the leading edge, the rest from the trailing edge.
    case navigationItems
    /// `UITabBar`: tabs of equal width.
    case tabs
    /// `UIToolbar`: items spread between the margins.
    case toolbarItems
    /// `UISearchBar`: its search field (a `UISearchTextField`) and its Cancel item.
    case searchField
}
