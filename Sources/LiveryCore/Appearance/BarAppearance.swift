/// What every bar (`UINavigationBar`, `UITabBar`, `UIToolbar`) draws behind
/// its content: the background and the hairline toward the content. Read
/// from the style of a bar; each bar's control knows it is one.
public struct BarAppearance: Sendable, Hashable {
    /// Nil: systemBackground, at 94% when translucent.
    public var barTintColor: Color?
    public var isTranslucent: Bool
    public var shadowColor: Color

    public init(_ style: ResolvedStyle) {
        barTintColor = style[.barTintColor]
        isTranslucent = style.value(.isTranslucent)
        shadowColor = style.value(.barShadowColor)
    }
}
