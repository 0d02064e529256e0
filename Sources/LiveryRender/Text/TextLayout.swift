/// UILabel's line breaking: greedy word wrap (a word wider than the line
/// breaks between characters), hard breaks at "\n", and tail truncation with
/// "…" on the last line that fits when text remains.
enum TextLayout {
    static let ellipsis: Character = "…"

    /// The lines to draw. `maxLines` nil means unlimited; `advance` is a
    /// character's width in the same unit as `maxWidth`.
    static func lines(_ text: String, maxWidth: Double, maxLines: Int?, advance: (Character) -> Double) -> [String] {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        var out: [String] = []
        for (p, para) in paragraphs.enumerated() {
            let ranges = wrap(para, maxWidth: maxWidth, advance: advance)
            for (i, range) in ranges.enumerated() {
                let moreFollows = i < ranges.count - 1 || p < paragraphs.count - 1
                if let maxLines, out.count == maxLines - 1, moreFollows {
                    out.append(
                        truncate(
                            Array(para[range.lowerBound...]), maxWidth: maxWidth,
                            always: p < paragraphs.count - 1, advance: advance))
                    return out
                }
                out.append(String(trimmed(para[range])))
            }
        }
        return out
    }

    /// Greedy wrap of one paragraph into index ranges (each at least one character).
    static func wrap(_ para: [Character], maxWidth: Double, advance: (Character) -> Double) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        while start < para.count {
            if !lines.isEmpty {
                while start < para.count && para[start] == " " { start += 1 }
                if start == para.count { break }
            }
            var width = 0.0
            var i = start
            var lastBreak: Int?
            while i < para.count {
                let w = advance(para[i])
                if width + w > maxWidth && i > start {
                    if para[i] != " ", let b = lastBreak, b > start { i = b }
                    break
                }
                if para[i] == " " { lastBreak = i + 1 }
                width += w
                i += 1
            }
            lines.append(start..<i)
            start = i
        }
        return lines.isEmpty ? [0..<0] : lines
    }

    /// One line of `chars`, cut at a character and ended with "…" when it does
    /// not fit (or when `always`, because a later paragraph is dropped).
    static func truncate(_ chars: [Character], maxWidth: Double, always: Bool, advance: (Character) -> Double) -> String {
        let line = trimmed(chars[...])
        if !always && width(line, advance) <= maxWidth { return String(line) }
        let budget = maxWidth - advance(ellipsis)
        var used = 0.0
        var end = 0
        while end < line.count && used + advance(line[line.startIndex + end]) <= budget {
            used += advance(line[line.startIndex + end])
            end += 1
        }
        return String(trimmed(line.prefix(end))) + String(ellipsis)
    }

    static func width<C: Collection>(_ chars: C, _ advance: (Character) -> Double) -> Double where C.Element == Character {
        chars.reduce(0) { $0 + advance($1) }
    }

    private static func trimmed(_ s: ArraySlice<Character>) -> ArraySlice<Character> {
        var e = s.endIndex
        while e > s.startIndex && s[e - 1] == " " { e -= 1 }
        return s[s.startIndex..<e]
    }
}
