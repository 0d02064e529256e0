/// "Did you mean …?" hints for misspelled names.
enum Suggestion {
    /// `did you mean 'x'?` for the closest candidate within a small edit
    /// distance (a third of the name's length, at least 2), or nil.
    static func didYouMean(_ name: String, among candidates: [String]) -> String? {
        closest(to: name, among: candidates).map { "did you mean '\($0)'?" }
    }

    /// The candidate with the fewest edits (case-insensitive), ties broken by
    /// the candidates' order, if it is close enough to be a likely typo.
    static func closest(to name: String, among candidates: [String]) -> String? {
        let limit = max(2, name.count / 3)
        let target = Array(name.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = distance(target, Array(candidate.lowercased().unicodeScalars), limit: limit)
            if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// Levenshtein distance; stops early (returning `limit + 1`) once every
    /// alignment exceeds `limit`, so long unrelated names cost little.
    private static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMin = current[0]
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMin = min(rowMin, current[j])
            }
            if rowMin > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
