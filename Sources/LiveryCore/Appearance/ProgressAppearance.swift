/// What a `UIProgressView` draws: the track, and `progress` of it in
/// `progressTintColor` (the tint when unset).
public struct ProgressAppearance: KindAppearance, Hashable {
    public var progress: Double
    public var progressTintColor: Color
    public var trackTintColor: Color

    public static let kind = "UIProgressView"

    public init(_ style: ResolvedStyle) {
        let p: Double = style.value(.progress)
        progress = p.isFinite ? min(1, max(0, p)) : 0
        progressTintColor = style[.progressTintColor] ?? style.value(.tintColor)
        trackTintColor = style.value(.trackTintColor)
    }
}
