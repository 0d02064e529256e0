/// What a `UINavigationBar` draws over its bar (``BarAppearance``): the
/// title, centred in the 44-point row or large below it.
public struct NavigationBarAppearance: KindAppearance, Hashable {
    public var title: String?
    public var prefersLargeTitles: Bool
    public var titleFont: ResolvedFont
    public var titleColor: Color
    public var largeTitleFont: ResolvedFont
    public var largeTitleColor: Color

    public static let kind = BarSlot.Bar.navigation.className

    /// The row the items and the small title share.
    public static let rowHeight = 44.0

    public init(_ style: ResolvedStyle) {
        title = style[.navigationTitle]
        prefersLargeTitles = style.value(.prefersLargeTitles)
        titleFont = style.value(.titleTextFont)
        // A black bar's titles are white unless the attributes say otherwise.
        let black = style.value(.barStyle) == BarStyle.black
        titleColor = style.property(.titleTextColor) != nil || !black ? style.value(.titleTextColor) : .white
        largeTitleFont = style.value(.largeTitleTextFont)
        largeTitleColor = style.property(.largeTitleTextColor) != nil || !black ? style.value(.largeTitleTextColor) : .white
    }

    /// 44 points, or 96 with a large title.
    public var height: Double { prefersLargeTitles ? 96 : NavigationBarAppearance.rowHeight }
}
