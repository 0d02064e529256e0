import LiveryCore

/// Where a label's lines sit vertically, as TextKit stacks line fragments
/// (Docs/Rendering.md, "Line height"): each line's box is the font's natural
/// line height times `lineHeightMultiple` (when positive), then raised to
/// `minimumLineHeight` and cut to `maximumLineHeight` (when positive), the
/// order NSParagraphStyle documents. The glyphs sit at the bottom of their
/// box, so the extra height goes above them. `lineSpacing` separates every
/// two lines, `paragraphSpacing` and `paragraphSpacingBefore` two paragraphs;
/// nothing is added after the last line.
struct LineBoxes: Sendable, Hashable {
    /// Each line's box top, from the block's top, in points.
    var tops: [Double]
    /// Each line's baseline, from the block's top, in points.
    var baselines: [Double]
    /// Every line's box height.
    var lineHeight: Double
    /// From the first box's top to the last box's bottom.
    var height: Double

    /// The height of every line box for a font whose natural line height is `natural`.
    static func lineHeight(natural: Double, _ t: TextTypography) -> Double {
        var height = t.lineHeightMultiple > 0 ? natural * t.lineHeightMultiple : natural
        height = max(height, t.minimumLineHeight)
        if t.maximumLineHeight > 0 { height = min(height, t.maximumLineHeight) }
        return height
    }

    /// The boxes of lines of which those `startsParagraph` marks begin a
    /// paragraph, in a font `ascent` above its baseline out of `natural`.
    init(startsParagraph: [Bool], ascent: Double, natural: Double, typography t: TextTypography) {
        let box = LineBoxes.lineHeight(natural: natural, t)
        lineHeight = box
        // The glyphs keep their place from the box's bottom.
        let baseline = box - natural + ascent
        var tops: [Double] = []
        var y = 0.0
        for (i, starts) in startsParagraph.enumerated() {
            if i > 0 {
                y += box + t.lineSpacing
                if starts { y += t.paragraphSpacing + t.paragraphSpacingBefore }
            }
            tops.append(y)
        }
        self.tops = tops
        baselines = tops.map { $0 + baseline }
        height = tops.last.map { $0 + box } ?? 0
    }

    /// How many of the lines fit in `height` points (at least one).
    func fitting(_ height: Double) -> Int {
        max(1, tops.prefix { $0 + lineHeight <= height + 1e-6 }.count)
    }
}
