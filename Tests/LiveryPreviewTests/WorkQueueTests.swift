import Foundation
import Testing

@testable import LiveryPreview

/// The threads blocking work runs on, and what a cancelled caller gets.
@Suite struct WorkQueueTests {
    /// Jobs run on threads of the queue's own, not on
    /// Dispatch's global threads: on Linux Swift's tasks share those, and two
    /// renders held every route of `livery serve` until one ended (`make
    /// stress` times the tree list while renders run).
    @Test func jobsRunOnThreadsOfTheirOwn() async throws {
        let queue = WorkQueue(label: "test.own-threads", width: 2, maxWaiting: 8)
        let names = try await withThrowingTaskGroup(of: String?.self) { group in
            for _ in 0..<4 { group.addTask { try await queue.run { WorkQueue.currentLabel } } }
            return try await group.reduce(into: [String?]()) { $0.append($1) }
        }
        #expect(names == Array(repeating: "test.own-threads", count: 4))
    }

    /// A caller cancelled while its job waits, or while it runs, is
    /// answered at once with `CancellationError` (a server told to stop);
    /// the waiting job never runs, the running one ends on its thread.
    @Test func aCancelledCallerIsAnsweredAtOnce() async throws {
        let queue = WorkQueue(label: "test.cancel", width: 1, maxWaiting: 4)
        let release = Latch()
        let started = Latch()
        let ran = Latch()
        // One job holds the queue's one thread before the next is sent: tasks start in no set order.
        let running = Task {
            try await queue.run {
                started.open()
                release.wait(upTo: SafetyBound.seconds)
            }
        }
        // Waited for without blocking: the task sending the job needs one of the few threads Swift's tasks share.
        let deadline = ContinuousClock.now + SafetyBound.duration
        while !started.isOpen, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(1)) }
        #expect(started.isOpen, "the first job never started")
        let waiting = Task { try await queue.run { ran.open() } }
        while queue.queuedCount < 1, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(1)) }
        #expect(queue.queuedCount == 1, "the second job was not queued")
        running.cancel()
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await running.value }
        await #expect(throws: CancellationError.self) { try await waiting.value }
        release.open()
        // The next job runs after the cancelled running one, and the cancelled waiting one is skipped.
        #expect(try await queue.run { 7 } == 7)
        #expect(!ran.isOpen)
    }
}

/// A gate threads wait at until it is opened.
final class Latch: @unchecked Sendable {
    private let condition = NSCondition()
    private var opened = false

    var isOpen: Bool { condition.withLock { opened } }

    func open() {
        condition.withLock {
            opened = true
            condition.broadcast()
        }
    }

    /// Waits until it is opened, or `seconds` have passed.
    func wait(upTo seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        condition.withLock {
            while !opened, condition.wait(until: deadline) {}
        }
    }
}
