import Foundation

/// Runs indexed work on several threads, each taking the next index until
/// none are left, and returns the results in index order: how galleries and
/// `livery diff` use every core. The work must be safe to run concurrently.
public enum ParallelWork {
    public static func map<T>(
        count: Int, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, _ body: @Sendable (Int) -> T
    ) -> [T] {
        let work = WorkList<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, count))) { _ in
            while let index = work.take() { work.store(body(index), at: index) }
        }
        return work.results.compactMap { $0 }
    }

    /// The indices still to take and the results so far, under a lock.
    private final class WorkList<T>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private let count: Int
        private(set) var results: [T?]

        init(count: Int) {
            self.count = count
            results = Array(repeating: nil, count: count)
        }

        func take() -> Int? {
            lock.withLock {
                guard next < count else { return nil }
                defer { next += 1 }
                return next
            }
        }

        func store(_ result: T, at index: Int) { lock.withLock { results[index] = result } }
    }
}
