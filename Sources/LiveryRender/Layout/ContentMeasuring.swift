import LiveryCore

/// What a view's own content asks for, given an offered width: the layout's
/// measure function, as Yoga's. The layout knows stacks, bars and tables;
/// what a label's text, a button's title or a switch needs is the
/// measurer's (the renderer's is ``IntrinsicContent``).
protocol ContentMeasuring {
    /// The content size of the view `style` describes, `index` in pre-order,
    /// when offered `width` (nil: unconstrained); nil sides where its content
    /// sets none. Called once per view and width; `origin` locates the view
    /// for a failure.
    mutating func measure(_ index: Int, _ style: ResolvedStyle, width: Double?, origin: () -> SourceLocation) -> ContentSize
    /// How much taller than one line the view's own text is when wrapped to
    /// `width` (a section footer's); 0 for a view whose text does not wrap.
    mutating func extraLinesHeight(_ index: Int, _ style: ResolvedStyle, width: Double, origin: () -> SourceLocation) -> Double
    /// Set once measuring has stopped (the text budget is spent): the layout
    /// finishes placing and throws it.
    var failure: LayoutError? { get }
}

/// A view's content size, and where its text's baselines fall.
struct ContentSize {
    var width: Double?
    var height: Double?
    /// For text: its block's height and its first and last baselines from the block's top.
    var text: TextBlock?

    /// Lines of text as measured: UILabel centres the block in its height.
    struct TextBlock {
        var height: Double
        var firstBaseline: Double
        var lastBaseline: Double

        /// The baselines from the top of a view `height` tall.
        func baselines(inHeight viewHeight: Double) -> (first: Double, last: Double) {
            let top = (viewHeight - height) / 2
            return (top + firstBaseline, top + lastBaseline)
        }
    }
}
