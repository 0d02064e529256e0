/// A block of text as laid out at a width, in points: what a label's
/// intrinsic size and its baselines come from.
struct TextMeasure: Sendable, Hashable {
    var width: Double
    var lineCount: Int
    var ascent: Double
    var lineHeight: Double

    var height: Double { Double(lineCount) * lineHeight }

    static let empty = TextMeasure(width: 0, lineCount: 0, ascent: 0, lineHeight: 0)

    /// The first and last baselines from the top of a label `height` high,
    /// which centres its text vertically as UILabel does.
    func baselines(inHeight height: Double) -> (first: Double, last: Double) {
        let top = (height - self.height) / 2
        let first = top + ascent
        return (first, first + Double(max(0, lineCount - 1)) * lineHeight)
    }
}
