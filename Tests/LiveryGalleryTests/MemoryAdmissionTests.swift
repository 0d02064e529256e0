import Foundation
import Testing

@testable import LiveryGallery

/// A gallery's parallel renders keep to one byte budget.
@Suite struct MemoryAdmissionTests {
    /// Tracks the bytes of jobs running at once.
    final class Peak: @unchecked Sendable {
        private let lock = NSLock()
        private var running = 0
        private(set) var peak = 0
        func enter(_ bytes: Int) { lock.withLock { running += bytes; peak = max(peak, running) } }
        func leave(_ bytes: Int) { lock.withLock { running -= bytes } }
    }

    @Test func jobsRunTogetherOnlyWhileTheyFit() {
        let admission = MemoryAdmission(budget: 100)
        let peak = Peak()
        // Two large jobs (each 60) and six small ones (each 10), on four workers.
        let sizes = [60, 10, 60, 10, 10, 10, 10, 10]
        MemoryAdmissionTests.onThreads(sizes.count) { index in
            admission.run(bytes: sizes[index]) {
                peak.enter(sizes[index])
                usleep(20_000)
                peak.leave(sizes[index])
            }
        }
        #expect(peak.peak <= 100, "the two large jobs never ran together")
        #expect(peak.peak > 10, "jobs that fit ran together")
    }

    @Test func aJobLargerThanTheBudgetRunsAlone() {
        let admission = MemoryAdmission(budget: 100)
        let peak = Peak()
        let sizes = [500, 10, 10]
        MemoryAdmissionTests.onThreads(sizes.count) { index in
            admission.run(bytes: sizes[index]) {
                peak.enter(sizes[index])
                usleep(20_000)
                peak.leave(sizes[index])
            }
        }
        #expect(peak.peak == 500 || peak.peak == 20, "the large job ran alone: \(peak.peak)")
    }

    /// Runs `body` for each index on a thread of its own, all at once, and waits for them.
    static func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let group = DispatchGroup()
        for index in 0..<count {
            group.enter()
            Thread.detachNewThread {
                body(index)
                group.leave()
            }
        }
        group.wait()
    }
}
