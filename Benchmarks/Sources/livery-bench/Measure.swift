import Foundation

/// Timing and memory helpers. Each measurement repeats the body and keeps the
/// fastest run: the one least disturbed by the rest of the machine.
enum Measure {
    /// Seconds of the fastest call: at least `minRuns` calls, then more until
    /// `minSeconds` have been spent in all, but never more than `maxRuns`.
    static func best(
        minRuns: Int = 3, minSeconds: Double = 0.5, maxRuns: Int = 200,
        _ body: () throws -> Void
    ) rethrows -> Double {
        var best = Double.infinity
        var total = 0.0
        var runs = 0
        while runs < max(1, minRuns) || (total < minSeconds && runs < maxRuns) {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            best = min(best, elapsed)
            total += elapsed
            runs += 1
        }
        return best
    }

    /// Seconds of the median of `runs` calls: to set beside another median.
    static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<max(1, runs) {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.sorted()[times.count / 2]
    }

    /// A speedup measured in interleaved pairs: `base` then `fast`, `pairs`
    /// times; each pair's ratio is taken while the machine is in one state,
    /// and the median ratio is returned with the median of each side.
    static func pairedSpeedup(
        pairs: Int, base: () throws -> Void, fast: () throws -> Void
    ) rethrows -> (speedup: Double, base: Double, fast: Double) {
        var ratios: [Double] = []
        var bases: [Double] = []
        var fasts: [Double] = []
        for _ in 0..<max(1, pairs) {
            let b = try once(base)
            let f = try once(fast)
            bases.append(b)
            fasts.append(f)
            ratios.append(b / f)
        }
        func median(_ v: [Double]) -> Double { v.sorted()[v.count / 2] }
        return (median(ratios), median(bases), median(fasts))
    }

    /// Seconds of one call.
    static func once(_ body: () throws -> Void) rethrows -> Double {
        try best(minRuns: 1, minSeconds: 0, maxRuns: 1, body)
    }

    // MARK: Memory (Linux /proc; zero where it is missing)

    /// Resident set size now, in MiB.
    static func residentMiB() -> Double { status("VmRSS:") }

    /// The resident high-water mark, in MiB: since the start, or since the
    /// last `resetPeak()`.
    static func peakMiB() -> Double { status("VmHWM:") }

    /// Lowers the high-water mark to the current resident size (Linux ≥ 4.0:
    /// writing 5 to clear_refs), so the next `peakMiB()` covers only what follows.
    static func resetPeak() {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return }
        handle.write(Data("5".utf8))
        try? handle.close()
    }

    private static func status(_ field: String) -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix(field) {
            let kib = line.dropFirst(field.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Double($0) } ?? 0
            return kib / 1024
        }
        return 0
    }
}
