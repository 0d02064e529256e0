import Foundation

/// Lets parallel renders start only while their estimated bytes fit one
/// budget, so a gallery of large screens renders them one or two at a time
/// instead of all at once (two 8190² screens together peaked over 1 GB).
/// A job larger than the whole budget runs alone, so every job runs.
final class MemoryAdmission: @unchecked Sendable {
    let budget: Int
    /// Told, under the lock, once for each job that does not fit and must
    /// wait: a test sees a job held back as an event, without timing it.
    private let onHold: @Sendable () -> Void
    private let condition = NSCondition()
    private var inUse = 0

    init(budget: Int, onHold: @escaping @Sendable () -> Void = {}) {
        self.budget = budget
        self.onHold = onHold
    }

    /// Runs `work` once `bytes` fit beside what is running (or nothing runs).
    func run<T>(bytes: Int, _ work: () throws -> T) rethrows -> T {
        let bytes = max(0, bytes)
        condition.lock()
        func fits() -> Bool { inUse == 0 || inUse + bytes <= budget }
        if !fits() {
            onHold()
            repeat { condition.wait() } while !fits()
        }
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
