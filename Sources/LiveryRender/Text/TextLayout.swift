import LiveryCore

/// UILabel's line breaking over one paragraph of shaped text: each
/// character's advance (in context, from HarfBuzz) is known, so breaking is
/// arithmetic on indices. Words break after spaces, hyphens and dashes, and
/// between ideographs (Unicode's line-break opportunities that Latin, CJK and
/// the scripts Noto covers use); a word wider than the line breaks between
/// characters, as UIKit does. Indices are positions in the paragraph's
/// Unicode scalars, never inside a grapheme cluster.
struct TextLayout {
    /// How much wider than the width a line may measure and still fit (in
    /// ems): a label laid out at its own measured width must not truncate
    /// for a rounding difference.
    static let tolerance = 1e-6

    /// Each scalar's advance; a cluster's width sits on its first scalar.
    var widths: [Double]
    /// Where a line may end: after index i when `breakAfter[i]`.
    var breakAfter: [Bool]
    /// Where a grapheme cluster ends: after index i when `clusterEnd[i]`.
    var clusterEnd: [Bool]
    /// Spaces take no width at the end of a line.
    var isSpace: [Bool]

    init(_ scalars: [Unicode.Scalar], widths: [Double]) {
        self.widths = widths
        isSpace = scalars.map { $0.properties.isWhitespace }
        var clusterEnd = Array(repeating: false, count: scalars.count)
        var index = 0
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        for character in String(view) {
            index += character.unicodeScalars.count
            if index > 0, index <= scalars.count { clusterEnd[index - 1] = true }
        }
        self.clusterEnd = clusterEnd
        breakAfter = scalars.indices.map { i in
            guard clusterEnd[i] else { return false }
            let s = scalars[i]
            if s.properties.isWhitespace || s == "-" || s == "\u{2013}" || s == "\u{2014}" || s == "/" { return true }
            // Between ideographs (and kana), any boundary is a break.
            let next = i + 1 < scalars.count ? scalars[i + 1] : nil
            return s.properties.isIdeographic || next?.properties.isIdeographic == true
        }
    }

    /// The layout with `kern` ems after each of `clusterStarts`' clusters:
    /// letter spacing widens the text before it is broken into lines.
    func kerned(_ kern: Double, clusterStarts: [Bool]) -> TextLayout {
        guard kern != 0 else { return self }
        var layout = self
        for i in widths.indices where i < clusterStarts.count && clusterStarts[i] { layout.widths[i] += kern }
        return layout
    }

    /// The width of `range` without its trailing spaces.
    func width(_ range: Range<Int>) -> Double {
        var end = range.upperBound
        while end > range.lowerBound && isSpace[end - 1] { end -= 1 }
        var total = 0.0
        for i in range.lowerBound..<end { total += widths[i] }
        return total
    }

    /// Greedy lines at most `maxWidth` wide (each holds at least one grapheme
    /// cluster); `anyCharacter` breaks between any two clusters
    /// (byCharWrapping) rather than at word boundaries.
    func lines(maxWidth: Double, anyCharacter: Bool) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        let count = widths.count
        while start < count {
            var width = 0.0
            var i = start
            var lastBreak: Int?
            var lastCluster: Int?
            while i < count {
                let w = widths[i]
                if width + w > maxWidth + TextLayout.tolerance && !isSpace[i] && lastCluster != nil {
                    break
                }
                width += w
                if clusterEnd[i] { lastCluster = i + 1 }
                if breakAfter[i] { lastBreak = i + 1 }
                i += 1
            }
            var end = i
            if i < count {
                if !anyCharacter, let b = lastBreak, b > start {
                    end = b
                } else if let c = lastCluster {
                    end = c
                }
            }
            // Spaces where the line breaks belong to the line that ends there.
            while end < count && isSpace[end] { end += 1 }
            lines.append(start..<end)
            start = end
        }
        return lines.isEmpty ? [0..<0] : lines
    }

    /// The end of the longest prefix of `range` (whole clusters) at most `budget` wide.
    func prefixEnd(_ range: Range<Int>, budget: Double) -> Int {
        var used = 0.0
        var end = range.lowerBound
        var i = range.lowerBound
        while i < range.upperBound {
            used += widths[i]
            if used > budget + TextLayout.tolerance { break }
            if clusterEnd[i] { end = i + 1 }
            i += 1
        }
        return end
    }

    /// The start of the longest suffix of `range` (whole clusters) at most `budget` wide.
    func suffixStart(_ range: Range<Int>, budget: Double) -> Int {
        var used = 0.0
        var start = range.upperBound
        var i = range.upperBound - 1
        while i >= range.lowerBound {
            used += widths[i]
            if used > budget + TextLayout.tolerance { break }
            if i == 0 || clusterEnd[i - 1] { start = i }
            i -= 1
        }
        return start
    }
}
