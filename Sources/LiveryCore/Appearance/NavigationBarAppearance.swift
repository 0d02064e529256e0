/// What a `UINavigationBar` draws over its bar (``BarAppearance``): the
/// title, centred in the 44-point row or large below it.
package struct NavigationBarAppearance: KindAppearance, Hashable {
    package var title: String?
    package var prefersLargeTitles: Bool
    package var titleFont: ResolvedFont
    package var titleColor: Color
    package var largeTitleFont: ResolvedFont
    package var largeTitleColor: Color
    /// The titles' kern, baseline offset and decorations (their text attributes').
    package var titleTypography: TextTypography
    package var largeTitleTypography: TextTypography

    package static let kind = BarSlot.Bar.navigation.className

    /// The row the items and the small title share.
    package static let rowHeight = 44.0
    /// Where iOS 17 and 18 put the titles' baselines, from the bar's top:
    /// the small title's in the 44-point row, the large title's 36 points
    /// into the 52 below it (Docs/Controls.md, "Measured against iOS").
    package static let titleBaseline = 28.0
    package static let largeTitleBaseline = 80.0

    /// The margin a bar keeps its items and its large title from the screen's
    /// sides: 20 points on screens 414 points wide and wider (iOS draws 20 on
    /// a 414-point screen, issue 49's reference), 16 on narrower ones. Screens
    /// 390–413 points wide are not measured here and keep 16.
    package static func margin(screenWidth width: Double) -> Double { width >= 414 ? 20 : 16 }

    package init(_ style: ResolvedStyle) {
        title = style[.navigationTitle]
        prefersLargeTitles = style.value(.prefersLargeTitles)
        titleFont = style.value(.titleTextFont)
        // A black bar's titles are white unless the attributes say otherwise.
        let black = style.value(.barStyle) == BarStyle.black
        titleColor = style.property(.titleTextColor) != nil || !black ? style.value(.titleTextColor) : .white
        largeTitleFont = style.value(.largeTitleTextFont)
        largeTitleColor = style.property(.largeTitleTextColor) != nil || !black ? style.value(.largeTitleTextColor) : .white
        titleTypography = TextTypography(style, .navigationTitle)
        largeTitleTypography = TextTypography(style, .navigationLargeTitle)
    }

    /// 44 points, or 96 with a large title.
    package var height: Double { prefersLargeTitles ? 96 : NavigationBarAppearance.rowHeight }
}
