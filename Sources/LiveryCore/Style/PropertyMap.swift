/// Values by property id, for the handful one view has: a short array kept
/// in id order, searched by bisection. A resolved style is made for every
/// view, and filling a hashed dictionary for each cost more than the rest of
/// an unshared view's cascade.
public struct PropertyMap<Value: Sendable & Hashable>: Sendable, Hashable, Sequence {
    public struct Entry: Sendable, Hashable {
        public var key: PropertyID
        public var value: Value
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    /// A map of entries already in increasing key order, each key once.
    init(ordered entries: [Entry]) {
        self.entries = entries
    }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }
    public var keys: [PropertyID] { entries.map(\.key) }

    public subscript(key: PropertyID) -> Value? {
        get {
            let i = position(of: key)
            return i < entries.count && entries[i].key == key ? entries[i].value : nil
        }
        set {
            let i = position(of: key)
            let present = i < entries.count && entries[i].key == key
            switch (present, newValue) {
            case (true, let value?): entries[i].value = value
            case (true, nil): entries.remove(at: i)
            case (false, let value?): entries.insert(Entry(key: key, value: value), at: i)
            case (false, nil): break
            }
        }
    }

    /// The first index whose key is not below `key`.
    private func position(of key: PropertyID) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].key.rawValue < key.rawValue { low = mid + 1 } else { high = mid }
        }
        return low
    }

    public func makeIterator() -> IndexingIterator<[Entry]> { entries.makeIterator() }
}
