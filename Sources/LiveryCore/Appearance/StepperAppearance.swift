/// What a `UIStepper` draws: its two halves, each dimmed when the value is
/// at that end of its range (and the stepper does not wrap).
package struct StepperAppearance: KindAppearance, Hashable {
    package var canDecrement: Bool
    package var canIncrement: Bool

    package static let kind = "UIStepper"

    package init(_ style: ResolvedStyle) {
        let low: Double = style.value(.minimumValue)
        let high: Double = style.value(.maximumValue)
        let value = min(max(style.value(.value) as Double, low), high)
        let wraps: Bool = style.value(.wraps)
        canDecrement = wraps || value > low
        canIncrement = wraps || value < high
    }
}
