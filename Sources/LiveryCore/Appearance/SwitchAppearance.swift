/// What a `UISwitch` draws: the track in `onTintColor` when on, in its own
/// `tintColor` when off (a switch's tintColor is its off track, systemFill
/// by default, and does not inherit), and the thumb.
package struct SwitchAppearance: KindAppearance, Hashable {
    package var isOn: Bool
    package var onTintColor: Color
    package var offTintColor: Color
    package var thumbTintColor: Color

    package static let kind = "UISwitch"

    package init(_ style: ResolvedStyle) {
        isOn = style.value(.isOn)
        onTintColor = style.value(.onTintColor)
        offTintColor = style.value(.tintColor)
        thumbTintColor = style.value(.thumbTintColor)
    }
}
