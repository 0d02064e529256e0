/// What a `UIProgressView` draws: the track, and `progress` of it in
/// `progressTintColor` (the tint when unset).
package struct ProgressAppearance: KindAppearance, Hashable {
    package var progress: Double
    package var progressTintColor: Color
    package var trackTintColor: Color

    package static let kind = "UIProgressView"

    package init(_ style: ResolvedStyle) {
        let p: Double = style.value(.progress)
        progress = p.isFinite ? min(1, max(0, p)) : 0
        progressTintColor = style[.progressTintColor] ?? style.value(.tintColor)
        trackTintColor = style.value(.trackTintColor)
    }
}
