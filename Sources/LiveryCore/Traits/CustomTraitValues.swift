import Foundation

/// Every set of declared-trait values a trait collection has held, each
/// once, numbered: what keeps ``TraitCollection`` plain data (an integer
/// rather than a dictionary). The sets are few — a theme or two, their
/// values — and are kept for the process's life.
final class CustomTraitValues: @unchecked Sendable {
    static let shared = CustomTraitValues()

    private let lock = NSLock()
    /// By id; id 0 is no values.
    private var sets: [[String: String]] = [[:]]
    private var ids: [[String: String]: Int32] = [[:]: 0]

    /// The values an id stands for.
    func values(_ id: Int32) -> [String: String] {
        lock.lock()
        defer { lock.unlock() }
        return sets.indices.contains(Int(id)) ? sets[Int(id)] : [:]
    }

    /// The id of a set of values, numbered on first sight.
    func id(_ values: [String: String]) -> Int32 {
        if values.isEmpty { return 0 }
        lock.lock()
        defer { lock.unlock() }
        if let known = ids[values] { return known }
        let id = Int32(sets.count)
        sets.append(values)
        ids[values] = id
        return id
    }
}
