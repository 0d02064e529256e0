/// What every bar (`UINavigationBar`, `UITabBar`, `UIToolbar`,
/// `UISearchBar`) draws behind its content: the background and the hairline
/// toward the content. Read from the style of a bar; each bar's control
/// knows it is one.
public struct BarAppearance: Sendable, Hashable {
    /// Nil: systemBackground, at 94% when translucent (black for a black bar).
    public var barTintColor: Color?
    public var isTranslucent: Bool
    public var shadowColor: Color
    public var barStyle: BarStyle
    /// Stretched over the background; `none` (an empty image) draws no background.
    public var backgroundImage: ImageReference?
    /// Drawn for the hairline; `none` (an empty image) hides it.
    public var shadowImage: ImageReference?

    public init(_ style: ResolvedStyle) {
        barTintColor = style[.barTintColor]
        isTranslucent = style.value(.isTranslucent)
        shadowColor = style.value(.barShadowColor)
        barStyle = style.value(.barStyle)
        backgroundImage = style[.backgroundImage]
        shadowImage = style[.shadowImage]
    }

    /// The images to decode: those that name a file (`none` names none).
    public var images: [(reference: ImageReference, key: PropertyKey<ImageReference>)] {
        [(backgroundImage, PropertyKeys.backgroundImage), (shadowImage, PropertyKeys.shadowImage)].compactMap { reference, key in
            reference.flatMap { $0.isEmptyImage ? nil : ($0, key) }
        }
    }
}
