/// What a `UISlider` draws: the track filled up to the thumb in
/// `minimumTrackTintColor` (the tint when unset), the rest in
/// `maximumTrackTintColor`, and the thumb at `value`; each part's image for
/// the state (else normal's) in place of UIKit's drawing where one is set.
package struct SliderAppearance: KindAppearance, Hashable {
    /// Where the thumb sits, 0…1 along the track (the value clamped to its range).
    package var fraction: Double
    package var minimumTrackTintColor: Color
    package var maximumTrackTintColor: Color
    package var thumbTintColor: Color
    package var thumbImage: ImageReference?
    package var minimumTrackImage: ImageReference?
    package var maximumTrackImage: ImageReference?

    package static let kind = "UISlider"

    package init(_ style: ResolvedStyle) {
        let low: Double = style.value(.minimumValue)
        let high: Double = style.value(.maximumValue)
        let value: Double = style.value(.value)
        let span = high - low
        fraction = span > 0 && span.isFinite ? min(1, max(0, (value - low) / span)) : 0
        minimumTrackTintColor = style[.minimumTrackTintColor] ?? style.value(.tintColor)
        maximumTrackTintColor = style.value(.maximumTrackTintColor)
        thumbTintColor = style.value(.thumbTintColor)
        thumbImage = style[.thumbImage]
        minimumTrackImage = style[.minimumTrackImage]
        maximumTrackImage = style[.maximumTrackImage]
    }
}
