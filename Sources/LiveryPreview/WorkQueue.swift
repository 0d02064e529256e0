import Foundation

/// Runs blocking work — compiles, tree loads, renders, folder scans — on
/// threads of its own, so a slow render cannot stall the routes that answer
/// at once (the page, `/trees`, `/events`). Not on Dispatch's global
/// threads: on Linux, Swift's tasks run on the same pool, as many threads as
/// cores, so two renders there held every route for as long as they took.
/// At most `width` jobs run together and at most `maxWaiting` more wait;
/// past that a job is refused (``Busy``) rather than queued without bound. A
/// waiting job holds no thread: a thread is started for a job when fewer
/// than `width` run, takes the waiting jobs after it, and ends when none is
/// left.
final class WorkQueue: Sendable {
    /// The queue was full: the caller answers 503.
    struct Busy: Error {}

    let label: String
    let width: Int
    let maxWaiting: Int
    private let lock = NSLock()
    nonisolated(unsafe) private var running = 0
    nonisolated(unsafe) private var waiting: [@Sendable () -> Void] = []

    /// The label of the queue whose thread this is; nil on any other thread.
    static var currentLabel: String? { Thread.current.threadDictionary[labelKey] as? String }
    private static let labelKey = "livery.WorkQueue"

    /// Jobs waiting for a thread.
    var queuedCount: Int { lock.withLock { waiting.count } }

    init(label: String, width: Int, maxWaiting: Int) {
        self.label = label
        self.width = max(1, width)
        self.maxWaiting = max(0, maxWaiting)
    }

    /// Runs `work` on the queue's threads and returns its result. A caller
    /// cancelled meanwhile (a server told to stop, a page closed) is
    /// answered at once with `CancellationError`: a waiting job is dropped,
    /// a running one ends on its thread and its result is let go.
    func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        let answer = Answer<T>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard answer.hold(continuation) else { return }
                let job: @Sendable () -> Void = {
                    guard !answer.isSettled else { return }
                    answer.settle(Result { try work() })
                }
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
                case nil: answer.settle(.failure(Busy()))
                case true?: start(job)
                case false?: break
                }
            }
        } onCancel: {
            answer.settle(.failure(CancellationError()))
        }
    }

    /// Runs `job` on a new thread, then the waiting ones, until none is left.
    private func start(_ job: @escaping @Sendable () -> Void) {
        let thread = Thread { [self] in
            Thread.current.threadDictionary[WorkQueue.labelKey] = label
            var next: (@Sendable () -> Void)? = job
            while let current = next {
                current()
                next = lock.withLock {
                    guard !waiting.isEmpty else {
                        running -= 1
                        return nil
                    }
                    return waiting.removeFirst()
                }
            }
        }
        thread.start()
    }
}

/// The one answer a caller of ``WorkQueue/run(_:)`` gets: the job's result
/// or its cancellation, whichever comes first.
private final class Answer<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, any Error>?
    private var settled = false

    var isSettled: Bool { lock.withLock { settled } }

    /// Keeps the caller's continuation; false (and it is resumed) when the answer came first.
    func hold(_ continuation: CheckedContinuation<T, any Error>) -> Bool {
        lock.withLock {
            guard settled else {
                self.continuation = continuation
                return true
            }
            continuation.resume(throwing: CancellationError())
            return false
        }
    }

    func settle(_ result: Result<T, any Error>) {
        let waiting: CheckedContinuation<T, any Error>? = lock.withLock {
            guard !settled else { return nil }
            settled = true
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(with: result)
    }
}
