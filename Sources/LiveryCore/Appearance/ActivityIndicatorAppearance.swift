/// What a `UIActivityIndicatorView` draws: spokes fading around a circle.
package struct ActivityIndicatorAppearance: KindAppearance, Hashable {
    package var style: ActivityIndicatorStyle
    package var color: Color

    package static let kind = "UIActivityIndicatorView"

    package init(_ style: ResolvedStyle) {
        self.style = style.value(.activityIndicatorStyle)
        color = style.value(.color)
    }
}
