/// What a `UISearchBar` draws, and where UIKit (iOS 15 and later, on an
/// iPhone) puts its parts: a 56-point bar, a 36-point field with 10-point
/// corners inset 8 points from the sides and 10 from the top, the Cancel
/// item 8 points beyond the field's trailing end.
package struct SearchBarAppearance: KindAppearance, Hashable {
    package var barTintColor: Color?
    package var searchBarStyle: SearchBarStyle
    package var barStyle: BarStyle
    package var placeholder: String?
    package var text: String?
    package var showsCancelButton: Bool
    package var searchFieldBackgroundImage: ImageReference?
    package var searchIcon: ImageReference?
    package var clearIcon: ImageReference?
    package var backgroundImage: ImageReference?

    package static let kind = "UISearchBar"
    package static let height = 56.0
    package static let fieldInset = 8.0
    package static let fieldTop = 10.0
    package static let fieldHeight = 36.0
    package static let fieldCornerRadius = 10.0
    /// The gap between the field and the Cancel item.
    package static let cancelGap = 8.0
    /// A search bar a navigation bar holds (`navigationItem.searchController`):
    /// a 52-point row below the bar's title rows, its 36-point field 16 points
    /// from the sides (the bar's margin) and 1 from the row's top, so 17
    /// below the large title's baseline with 15 under it, as iOS 17 draws it.
    package static let navigationRowHeight = 52.0
    package static let navigationFieldInset = 16.0
    package static let navigationFieldTop = 1.0

    package init(_ style: ResolvedStyle) {
        barTintColor = style[.barTintColor]
        searchBarStyle = style.value(.searchBarStyle)
        barStyle = style.value(.barStyle)
        placeholder = style[.placeholder]
        text = style[.text]
        showsCancelButton = style.value(.showsCancelButton)
        searchFieldBackgroundImage = style[.searchFieldBackgroundImage, for: .normal]
        searchIcon = style[.searchIcon]
        clearIcon = style[.clearIcon]
        backgroundImage = style[.backgroundImage]
    }

    /// The field's frame in a bar `width` wide, leaving room for a Cancel item
    /// `cancelWidth` wide (nil: none shown); inside a navigation bar, at its margins.
    package static func fieldFrame(width: Double, cancelWidth: Double?, isRightToLeft: Bool, inNavigationBar: Bool = false) -> Rect {
        let inset = self.inset(inNavigationBar: inNavigationBar)
        let cancel = cancelWidth.map { $0 + cancelGap } ?? 0
        let w = max(0, width - 2 * inset - cancel)
        return Rect(
            x: isRightToLeft ? inset + cancel : inset, y: inNavigationBar ? navigationFieldTop : fieldTop, width: w, height: fieldHeight)
    }

    /// How far the field and the Cancel item stand from the bar's sides.
    package static func inset(inNavigationBar: Bool) -> Double { inNavigationBar ? navigationFieldInset : fieldInset }
}
