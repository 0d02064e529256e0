import Dispatch
import Foundation

/// Runs blocking work — compiles, tree loads, renders, folder scans — on
/// threads of its own, never on Swift's cooperative pool, so a slow render
/// cannot stall the routes that answer at once (the page, `/trees`,
/// `/events`). At most `width` jobs run together and at most `maxWaiting`
/// more wait; past that a job is refused (``Busy``) rather than queued
/// without bound. A waiting job holds no thread: it is started when a
/// running one ends.
final class WorkQueue: Sendable {
    /// The queue was full: the caller answers 503.
    struct Busy: Error {}

    let width: Int
    let maxWaiting: Int
    private let queue: DispatchQueue
    private let lock = NSLock()
    nonisolated(unsafe) private var running = 0
    nonisolated(unsafe) private var waiting: [@Sendable () -> Void] = []

    init(label: String, width: Int, maxWaiting: Int) {
        self.width = max(1, width)
        self.maxWaiting = max(0, maxWaiting)
        queue = DispatchQueue(label: label, attributes: .concurrent)
    }

    /// Runs `work` on the queue's threads and returns its result.
    func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let job: @Sendable () -> Void = { continuation.resume(with: Result { try work() }) }
            let admitted: Bool? = lock.withLock {
                if running < width {
                    running += 1
                    return true
                }
                guard waiting.count < maxWaiting else { return nil }
                waiting.append(job)
                return false
            }
            switch admitted {
            case nil: continuation.resume(throwing: Busy())
            case true?: start(job)
            case false?: break
            }
        }
    }

    /// Runs `job` on a thread of the queue, then the next waiting one, if any.
    private func start(_ job: @escaping @Sendable () -> Void) {
        queue.async { [self] in
            job()
            let next: (@Sendable () -> Void)? = lock.withLock {
                guard !waiting.isEmpty else {
                    running -= 1
                    return nil
                }
                return waiting.removeFirst()
            }
            if let next { start(next) }
        }
    }
}
