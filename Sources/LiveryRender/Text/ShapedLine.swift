/// One line of shaped text in visual order, left to right. Positions are in
/// ems (multiply by the point size), so a line shapes once for every scale.
struct ShapedLine {
    struct Glyph {
        /// The face's index in the engine.
        var face: Int
        var glyph: UInt32
        /// The pen position from the line's left edge, and HarfBuzz's offset (y up).
        var x: Double
        var dx: Double
        var dy: Double
    }

    var glyphs: [Glyph]
    var width: Double
    /// The first line of a paragraph (the text's first, or one after a line
    /// break): paragraph spacing comes before it.
    var startsParagraph = true
}
