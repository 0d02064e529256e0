/// One paragraph of a label made ready to break into lines: its scalars,
/// each one's bidi level (FriBidi), the face that draws it (after fallback),
/// and its advance in context (HarfBuzz), in ems.
struct ParagraphAnalysis {
    var scalars: [Unicode.Scalar]
    var levels: [Int8]
    var faces: [Int]
    var widths: [Double]
    /// Where HarfBuzz's clusters start: the characters `kern` follows (a
    /// ligature or a base with its marks is one).
    var clusterStarts: [Bool]
    /// The paragraph's own level: 1 in a right-to-left layout, else 0.
    var baseLevel: Int8

    /// Runs of one level and one face, in logical order, within `range`.
    func runs(in range: Range<Int>) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = range.lowerBound
        for i in range where i > start && (levels[i] != levels[start] || faces[i] != faces[start]) {
            runs.append(start..<i)
            start = i
        }
        if start < range.upperBound { runs.append(start..<range.upperBound) }
        return runs
    }
}
