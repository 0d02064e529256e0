/// What a `UISwitch` draws: the track in `onTintColor` when on, in its own
/// `tintColor` when off (a switch's tintColor is its off track, systemFill
/// by default, and does not inherit), and the thumb.
public struct SwitchAppearance: KindAppearance, Hashable {
    public var isOn: Bool
    public var onTintColor: Color
    public var offTintColor: Color
    public var thumbTintColor: Color

    public static let kind = "UISwitch"

    public init(_ style: ResolvedStyle) {
        isOn = style.value(.isOn)
        onTintColor = style.value(.onTintColor)
        offTintColor = style.value(.tintColor)
        thumbTintColor = style.value(.thumbTintColor)
    }
}
