import LiveryCore

/// What a bar draws for one of its items (a `UITabBarItem`, or a button
/// standing in for one): its title and images, decoded, and what the item's
/// own attributes say of its colours, fonts, badge and title position; nil
/// where the bar's defaults apply.
struct BarItemContent {
    var title: String?
    var image: RenderImage?
    var selectedImage: RenderImage?
    var color: Color?
    var selectedColor: Color?
    var font: ResolvedFont?
    var selectedFont: ResolvedFont?
    var badge: String?
    /// The item's own badge colour; nil for the bar's (its appearance object's, else systemRed).
    var badgeColor: Color?
    /// The item's own badge text colour and font; nil for the bar's (white, 13 points).
    var badgeTextColor: Color?
    var badgeTextFont: ResolvedFont?
    var titleOffset = Point(x: 0, y: 0)
    /// The title's typography, and while selected.
    var typography = TextTypography.plain
    var selectedTypography = TextTypography.plain
}
