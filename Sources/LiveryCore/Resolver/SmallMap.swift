/// A map for the handful of entries one view's cascade has (its slots, its
/// properties): scanning a short array costs less than hashing keypath
/// strings, and allocates once. Iteration follows insertion order.
struct SmallMap<Key: Equatable, Value> {
    struct Entry {
        var key: Key
        var value: Value
    }

    private(set) var entries: [Entry] = []

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }
    var keys: [Key] { entries.map(\.key) }

    subscript(key: Key) -> Value? {
        get { index(of: key).map { entries[$0].value } }
        set {
            guard let i = index(of: key) else {
                if let newValue { entries.append(Entry(key: key, value: newValue)) }
                return
            }
            if let newValue {
                entries[i].value = newValue
            } else {
                entries.remove(at: i)
            }
        }
    }

    /// Compares keys in place, without copying entries.
    private func index(of key: Key) -> Int? {
        var i = 0
        while i < entries.count {
            if entries[i].key == key { return i }
            i += 1
        }
        return nil
    }

    /// Adds an entry for a key the caller knows is absent, without searching.
    mutating func appendNew(_ key: Key, _ value: Value) {
        entries.append(Entry(key: key, value: value))
    }

    mutating func reserveCapacity(_ n: Int) { entries.reserveCapacity(n) }

    /// Empties the map, keeping its storage for the next view's cascade.
    mutating func removeAll() { entries.removeAll(keepingCapacity: true) }

    /// Puts the entries in `areInIncreasingOrder`'s order (insertion order is lost).
    mutating func sort(by areInIncreasingOrder: (Key, Key) -> Bool) {
        entries.sort { areInIncreasingOrder($0.key, $1.key) }
    }
}
