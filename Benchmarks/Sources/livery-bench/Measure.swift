import Foundation

/// Timing and memory helpers. Each measurement runs the body a few times and
/// keeps the fastest run: the least disturbed by the rest of the machine.
enum Measure {
    /// Seconds of the fastest of `runs` calls.
    static func best(runs: Int = 5, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<max(1, runs) {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            best = min(best, elapsed)
        }
        return best
    }

    /// Peak resident set size of this process so far, in MiB.
    static func peakRSSMiB() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
        return Double(usage.ru_maxrss) / 1024 // Linux reports KiB
    }
}
