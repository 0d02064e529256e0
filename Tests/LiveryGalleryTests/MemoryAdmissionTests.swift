import Foundation
import Testing

@testable import LiveryGallery

/// A gallery's parallel renders keep to one byte budget. Each job runs on a
/// thread of its own until the test releases it, and the admission says
/// when it holds one back, so every step waits for an event, never a duration.
@Suite struct MemoryAdmissionTests {
    /// Only turns a job that never comes into a failure instead of a hang;
    /// no step takes more than milliseconds.
    static let safety = DispatchTimeInterval.seconds(30)

    /// Tracks the bytes of jobs running at once.
    final class Peak: @unchecked Sendable {
        private let lock = NSLock()
        private var running = 0
        private(set) var peak = 0
        func enter(_ bytes: Int) {
            lock.withLock {
                running += bytes
                peak = max(peak, running)
            }
        }
        func leave(_ bytes: Int) { lock.withLock { running -= bytes } }
    }

    /// A job of some bytes, asked for at once on a thread of its own: once
    /// admitted it says so and runs until released.
    final class Job: @unchecked Sendable {
        private let admitted = DispatchSemaphore(value: 0)
        private let released = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var admittedOnce = false

        init(_ bytes: Int, _ admission: MemoryAdmission, _ peak: Peak) {
            Thread.detachNewThread { [self] in
                admission.run(bytes: bytes) {
                    peak.enter(bytes)
                    lock.withLock { admittedOnce = true }
                    admitted.signal()
                    released.wait()
                    peak.leave(bytes)
                }
            }
        }

        /// Whether it has been admitted yet.
        var wasAdmitted: Bool { lock.withLock { admittedOnce } }

        /// Waits for the job to be admitted; false if it never was.
        func admittedInTime() -> Bool { admitted.wait(timeout: .now() + MemoryAdmissionTests.safety) == .success }

        func release() { released.signal() }
    }

    /// An admission that counts the jobs it holds back, for a test to wait on.
    struct Held {
        let signal: DispatchSemaphore
        let admission: MemoryAdmission

        init(budget: Int) {
            let signal = DispatchSemaphore(value: 0)
            self.signal = signal
            admission = MemoryAdmission(budget: budget) { signal.signal() }
        }

        /// Waits until `count` more jobs have been held back; false if they never were.
        func jobs(_ count: Int) -> Bool {
            (0..<count).allSatisfy { _ in signal.wait(timeout: .now() + MemoryAdmissionTests.safety) == .success }
        }
    }

    @Test func jobsRunTogetherOnlyWhileTheyFit() {
        let held = Held(budget: 100)
        let peak = Peak()
        let large = Job(60, held.admission, peak)
        #expect(large.admittedInTime())
        let small = Job(10, held.admission, peak)
        #expect(small.admittedInTime(), "a job that fits runs beside the one running")
        let second = Job(60, held.admission, peak)
        #expect(held.jobs(1), "a second large job is held back")
        #expect(!second.wasAdmitted)
        large.release()
        #expect(second.admittedInTime(), "it runs once the first has ended, beside the small one")
        small.release()
        second.release()
        #expect(peak.peak == 70, "the two large jobs never ran together")
    }

    @Test func aJobLargerThanTheBudgetRunsAlone() {
        let held = Held(budget: 100)
        let peak = Peak()
        let first = Job(10, held.admission, peak)
        #expect(first.admittedInTime())
        let large = Job(500, held.admission, peak)
        #expect(held.jobs(1), "the large job waits for the one running")
        first.release()
        #expect(large.admittedInTime(), "a job over the whole budget still runs")
        let after = [Job(10, held.admission, peak), Job(10, held.admission, peak)]
        #expect(held.jobs(2), "small jobs wait while it runs")
        #expect(!after.contains { $0.wasAdmitted })
        large.release()
        #expect(after.allSatisfy { $0.admittedInTime() }, "then they run, together")
        after.forEach { $0.release() }
        #expect(peak.peak == 500, "nothing ran beside the large job")
    }
}
