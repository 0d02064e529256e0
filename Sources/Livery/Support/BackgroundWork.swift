import Dispatch

/// Work started on another thread while the caller goes on with its own;
/// `join()` waits for it and returns its result.
///
/// The result is written once, before the semaphore is signalled, and read
/// only after waiting on it, which orders the two accesses.
final class BackgroundWork<Result: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result?

    init(_ work: @escaping @Sendable () -> Result) {
        DispatchQueue.global(qos: .userInitiated).async {
            self.result = work()
            self.done.signal()
        }
    }

    func join() -> Result? {
        done.wait()
        return result
    }
}
