/// What a `UITabBar` does to its items (its subviews, buttons with an image
/// and a title): the selected one in the tint, the others in
/// `unselectedItemTintColor`, each an image above a small title.
public struct TabBarAppearance: KindAppearance, Hashable {
    public var selectedIndex: Int
    public var tintColor: Color
    public var unselectedItemTintColor: Color

    public static let kind = BarSlot.Bar.tab.className

    /// UIKit's bar height, without the home indicator's safe area.
    public static let height = 49.0

    public init(_ style: ResolvedStyle) {
        let index: Double = style.value(.selectedIndex)
        selectedIndex = index.isFinite && index >= 0 && index < Double(Int32.max) ? Int(index) : 0
        tintColor = style.value(.tintColor)
        unselectedItemTintColor = style.value(.unselectedItemTintColor)
    }
}
