import Foundation

/// Lets parallel renders start only while their estimated bytes fit one
/// budget, so a gallery of large screens renders them one or two at a time
/// instead of all at once (two 8190² screens together peaked over 1 GB).
/// A job larger than the whole budget runs alone, so every job runs.
final class MemoryAdmission: @unchecked Sendable {
    let budget: Int
    private let condition = NSCondition()
    private var inUse = 0

    init(budget: Int) {
        self.budget = budget
    }

    /// Runs `work` once `bytes` fit beside what is running (or nothing runs).
    func run<T>(bytes: Int, _ work: () throws -> T) rethrows -> T {
        let bytes = max(0, bytes)
        condition.lock()
        while inUse > 0 && inUse + bytes > budget { condition.wait() }
        inUse += bytes
        condition.unlock()
        defer {
            condition.lock()
            inUse -= bytes
            condition.broadcast()
            condition.unlock()
        }
        return try work()
    }
}
