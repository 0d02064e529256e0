import Dispatch
import Foundation

/// Runs blocking work — compiles, tree loads, renders, folder scans — on
/// threads of its own, never on Swift's cooperative pool, so a slow render
/// cannot stall the routes that answer at once (the page, `/trees`,
/// `/events`). At most `width` jobs run together and at most `maxWaiting`
/// more wait; past that a job is refused (``Busy``) rather than queued
/// without bound.
final class WorkQueue: Sendable {
    /// The queue was full: the caller answers 503.
    struct Busy: Error {}

    let width: Int
    let maxWaiting: Int
    private let queue: DispatchQueue
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    nonisolated(unsafe) private var admitted = 0

    init(label: String, width: Int, maxWaiting: Int) {
        self.width = max(1, width)
        self.maxWaiting = max(0, maxWaiting)
        queue = DispatchQueue(label: label, attributes: .concurrent)
        slots = DispatchSemaphore(value: self.width)
    }

    /// Runs `work` on the queue's threads and returns its result.
    func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        let room = lock.withLock {
            guard admitted < width + maxWaiting else { return false }
            admitted += 1
            return true
        }
        guard room else { throw Busy() }
        return try await withCheckedThrowingContinuation { continuation in
            queue.async { [self] in
                slots.wait()
                let result = Result { try work() }
                slots.signal()
                lock.withLock { admitted -= 1 }
                continuation.resume(with: result)
            }
        }
    }
}
