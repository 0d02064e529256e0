/// Items grouped by a small integer key in two flat arrays, by one counting
/// pass: group `g` is `order[starts[g]..<starts[g + 1]]`, item indices in
/// their original order. What the index and the lints use instead of an
/// array per group (a rule's invocations, a property's slots).
package struct FlatGroups: Sendable {
    package let starts: [Int]
    package let order: [Int]

    /// `keys[i]` is item `i`'s group, or nil to leave the item out; groups are `0..<count`.
    package init(count: Int, keys: [Int?]) {
        var starts = [Int](repeating: 0, count: count + 1)
        for case let key? in keys where (0..<count).contains(key) { starts[key + 1] += 1 }
        for g in 0..<count { starts[g + 1] += starts[g] }
        var next = starts
        var order = [Int](repeating: 0, count: starts[count])
        for (i, key) in keys.enumerated() {
            guard let key, (0..<count).contains(key) else { continue }
            order[next[key]] = i
            next[key] += 1
        }
        self.starts = starts
        self.order = order
    }

    /// Group `g`'s place in `order`.
    package func range(_ g: Int) -> Range<Int> { starts[g]..<starts[g + 1] }
}
