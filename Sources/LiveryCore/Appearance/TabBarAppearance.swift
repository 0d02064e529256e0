/// What a `UITabBar` does to its items (its subviews, buttons with an image
/// and a title): the selected one in the tint, the others in
/// `unselectedItemTintColor`, each an image above a small title.
package struct TabBarAppearance: KindAppearance, Hashable {
    package var selectedIndex: Int
    package var tintColor: Color
    package var unselectedItemTintColor: Color
    /// Drawn behind the selected tab's icon.
    package var selectionIndicatorImage: ImageReference?

    package static let kind = BarSlot.Bar.tab.className

    /// UIKit's bar height, without the home indicator's safe area.
    package static let height = 49.0

    package init(_ style: ResolvedStyle) {
        let index: Double = style.value(.selectedIndex)
        selectedIndex = index.isFinite && index >= 0 && index < Double(Int32.max) ? Int(index) : 0
        tintColor = style.value(.tintColor)
        unselectedItemTintColor = style.value(.unselectedItemTintColor)
        selectionIndicatorImage = style[.selectionIndicatorImage]
    }
}
