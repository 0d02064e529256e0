/// A block of text as laid out at a width, in points: what a label's
/// intrinsic size and its baselines come from.
struct TextMeasure: Sendable, Hashable {
    var width: Double
    var lineCount: Int
    /// The line boxes and the spacing between them (``LineBoxes``).
    var height: Double
    /// The first and last baselines from the block's top.
    var firstBaseline: Double
    var lastBaseline: Double

    static let empty = TextMeasure(width: 0, lineCount: 0, height: 0, firstBaseline: 0, lastBaseline: 0)

    /// The first and last baselines from the top of a label `height` high,
    /// which centres its text vertically as UILabel does.
    func baselines(inHeight height: Double) -> (first: Double, last: Double) {
        let top = (height - self.height) / 2
        return (top + firstBaseline, top + lastBaseline)
    }
}
