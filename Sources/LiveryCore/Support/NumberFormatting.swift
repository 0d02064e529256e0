/// Prints a number the way it was most likely written: `8`, not `8.0`;
/// integers within Double's exact range without a fraction, others in Swift's
/// shortest round-tripping form (`inf` and `nan` as Swift spells them).
/// Messages use it directly; output documents through ``OutputValue/numberText(_:)``.
package func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
    return String(value)
}
