/// What every bar (`UINavigationBar`, `UITabBar`, `UIToolbar`) draws behind
/// its content: the background and the hairline toward the content.
public struct BarAppearance: Sendable, Hashable {
    /// Nil: systemBackground, at 94% when translucent.
    public var barTintColor: Color?
    public var isTranslucent: Bool
    public var shadowColor: Color

    /// The bar of a view that is one; nil for any other view.
    public static func of(_ style: ResolvedStyle) -> BarAppearance? {
        guard ["UINavigationBar", "UITabBar", "UIToolbar"].contains(where: { style.schema.isKind(of: $0) }) else { return nil }
        return BarAppearance(
            barTintColor: style[.barTintColor], isTranslucent: style.value(.isTranslucent), shadowColor: style.value(.barShadowColor))
    }
}
