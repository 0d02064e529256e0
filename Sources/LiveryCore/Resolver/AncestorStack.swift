/// The ancestors of the view being resolved, carried down the traversal so
/// that containment (`inside`) is checked without walking the parent chain
/// per rule.
///
/// For every class id it keeps the depths (root = 0, ascending) of the
/// current ancestors that are kinds of that class. An empty list rejects a
/// container at once (a counting map); the lists themselves answer the exact
/// ordered-subsequence question by binary search. Before either, one AND
/// against `classBits` (a 64-bit summary of the classes present, like a CSS
/// engine's ancestor Bloom filter) rejects most rules whose containers are
/// not all among the ancestors.
struct AncestorStack {
    private var depthsByClass: [[Int]]
    /// The class chain pushed at each depth, to undo it on pop.
    private var levels: [[Int]] = []
    /// How many (ancestor, class) pairs set each bit of `classBits`.
    private var bitCounts = [Int](repeating: 0, count: 64)
    /// The OR of `classBit` over every class of every ancestor.
    private(set) var classBits: UInt64 = 0

    init(classCount: Int) {
        depthsByClass = [[Int]](repeating: [], count: classCount)
    }

    /// The bit that stands for a class id in `classBits` (ids share bits modulo 64).
    static func classBit(_ id: Int) -> UInt64 { 1 << UInt64(id & 63) }

    /// How many ancestors there are: the depth of their children.
    var depth: Int { levels.count }

    /// Enters a view (as an ancestor of what comes next): `chain` is its class
    /// and superclasses, empty for a class the registry lacks.
    mutating func push(chain: [Int]) {
        let depth = levels.count
        for id in chain {
            depthsByClass[id].append(depth)
            bitCounts[id & 63] += 1
            classBits |= AncestorStack.classBit(id)
        }
        levels.append(chain)
    }

    mutating func pop() {
        guard let chain = levels.popLast() else { return }
        for id in chain {
            depthsByClass[id].removeLast()
            bitCounts[id & 63] -= 1
            if bitCounts[id & 63] == 0 { classBits &= ~AncestorStack.classBit(id) }
        }
    }

    /// Whether some ancestor is a kind of the class.
    func contains(class id: Int) -> Bool { !depthsByClass[id].isEmpty }

    /// Matches `inside` (class ids, innermost first) as an ordered subsequence
    /// of the ancestors and returns the depth of the ancestor the outermost
    /// container matched, choosing the match that puts it highest; nil when
    /// there is no match.
    ///
    /// Matching the inner containers as deep as possible leaves the most room
    /// above them, so the outermost container can then take its topmost
    /// occurrence above the last inner match.
    func outermostMatch(_ inside: [Int]) -> Int? {
        for id in inside where depthsByClass[id].isEmpty { return nil }
        var bound = Int.max
        for id in inside.dropLast() {
            guard let d = deepest(in: depthsByClass[id], below: bound) else { return nil }
            bound = d
        }
        guard let outermost = inside.last, let top = depthsByClass[outermost].first, top < bound else { return nil }
        return top
    }

    /// The largest depth in the ascending list that is less than `bound`.
    private func deepest(in depths: [Int], below bound: Int) -> Int? {
        var low = 0
        var high = depths.count
        while low < high {
            let mid = low + (high - low) / 2
            if depths[mid] < bound { low = mid + 1 } else { high = mid }
        }
        return low > 0 ? depths[low - 1] : nil
    }
}
