/// What a `UIActivityIndicatorView` draws: spokes fading around a circle.
public struct ActivityIndicatorAppearance: KindAppearance, Hashable {
    public var style: ActivityIndicatorStyle
    public var color: Color

    public static let kind = "UIActivityIndicatorView"

    public init(_ style: ResolvedStyle) {
        self.style = style.value(.activityIndicatorStyle)
        color = style.value(.color)
    }
}
