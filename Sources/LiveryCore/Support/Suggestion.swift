/// "Did you mean …?" for misspelt names: the closest candidate by edit distance.
///
/// Runs only when a name is already known to be wrong, so a plain
/// Levenshtein distance over the candidates is cheap enough.
package enum Suggestion {
    /// At most this many candidates are compared, so a file with thousands of
    /// declared names and thousands of typos still compiles in linear time.
    static let maxCandidates = 5_000
    /// Names longer than this get no suggestion: comparing costs the product
    /// of the lengths, and a typo is found in a name, not in a paragraph.
    static let maxNameLength = 64

    /// The candidate closest to `name`, if it is close enough to be a likely typo:
    /// a case-insensitive match, or at most a third of the name's length in edits.
    package static func closest<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
        guard name.unicodeScalars.count <= maxNameLength else { return nil }
        let target = Array(name.lowercased().unicodeScalars)
        let budget = max(1, target.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates.prefix(maxCandidates) {
            // Lengths further apart than the budget cannot be close: skip before
            // lowercasing. A scalar takes 1 to 4 UTF-8 bytes (the count is O(1)).
            let bytes = candidate.utf8.count
            guard bytes >= target.count - budget, bytes <= 4 * (target.count + budget) else { continue }
            let lowered = Array(candidate.lowercased().unicodeScalars)
            // A singular for a plural key (`class` for `classes`) is a likely slip too.
            let plural = lowered.count > target.count && lowered.count - target.count <= 2 && lowered.starts(with: target)
            let distance = plural ? 1 : editDistance(target, lowered, limit: budget)
            guard distance <= budget, plural || isSlip(name, candidate) else { continue }
            if let current = best, (current.distance, current.name) <= (distance, candidate) { continue }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// Whether `name` could be `candidate` mistyped, rather than another
    /// name: a slip changes letters within words, it does not add or drop a
    /// whole word (`UITabBarItem` is not `UITabBar`, `barTintColor` not
    /// `tintColor`), swap one word for another (`backgroundImage` is not
    /// `backgroundColor`), or negate the name (`selected…` is not `unselected…`).
    static func isSlip(_ name: String, _ candidate: String) -> Bool {
        let a = name.lowercased()
        let b = candidate.lowercased()
        for prefix in ["un", "non", "in", "dis"] where a == prefix + b || b == prefix + a { return false }
        let x = words(name)
        let y = words(candidate)
        let (short, long) = x.count <= y.count ? (x, y) : (y, x)
        if short.count < long.count {
            // Extra whole words at either end.
            let lowered = (short.map { $0.lowercased() }, long.map { $0.lowercased() })
            if lowered.1.starts(with: lowered.0) || lowered.1.reversed().starts(with: lowered.0.reversed()) { return false }
            return true
        }
        // The same number of words: each differing word must be a near miss of its counterpart.
        for (p, q) in zip(x, y) where p.lowercased() != q.lowercased() {
            let u = Array(p.lowercased().unicodeScalars)
            let v = Array(q.lowercased().unicodeScalars)
            let budget = max(1, max(u.count, v.count) / 3)
            if editDistance(u, v, limit: budget) > budget { return false }
        }
        return true
    }

    /// A name's words: split before each capital that follows a lowercase
    /// letter or a digit, and at dots and underscores (`UITabBarItem` →
    /// UITab, Bar, Item; `layer.cornerRadius` → layer, corner, Radius).
    static func words(_ name: String) -> [Substring] {
        var words: [Substring] = []
        var start = name.startIndex
        var previous: Character?
        for index in name.indices {
            let c = name[index]
            if c == "." || c == "_" {
                if start < index { words.append(name[start..<index]) }
                start = name.index(after: index)
            } else if c.isUppercase, let p = previous, p.isLowercase || p.isNumber, start < index {
                words.append(name[start..<index])
                start = index
            }
            previous = c
        }
        if start < name.endIndex { words.append(name[start...]) }
        return words
    }

    /// A hint sentence, or nil when nothing is close.
    package static func hint<S: Sequence>(for name: String, in candidates: S) -> String? where S.Element == String {
        closest(to: name, in: candidates).map { "did you mean '\($0)'?" }
    }

    /// Edit distance counting a swap of two neighbours as one edit, as a
    /// typist makes it (`dakr` → `dark`; optimal string alignment), giving up
    /// (returning `limit + 1`) once every alignment is past `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMin = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                rowMin = min(rowMin, current[j])
            }
            if rowMin > limit { return limit + 1 }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
