import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The machine, as the table's header states it.
enum Machine {
    static var cpu: String {
        let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let line = info.split(separator: "\n").first { $0.hasPrefix("model name") }
        return line.flatMap { $0.split(separator: ":", maxSplits: 1).last }.map { $0.trimmingCharacters(in: .whitespaces) }
            ?? "unknown CPU"
    }

    /// What the machine gave the bench over a measurement: from /proc/stat,
    /// the CPU time all cores spent busy and the time the hypervisor took
    /// (steal), and from getrusage, the bench's own.
    struct Sample {
        var busy: Double
        var steal: Double
        var own: Double
        var at: UInt64

        static func now() -> Sample {
            let tick = Double(sysconf(Int32(_SC_CLK_TCK)))
            let text = (try? String(contentsOfFile: "/proc/stat", encoding: .utf8)) ?? ""
            let fields = text.split(separator: "\n").first { $0.hasPrefix("cpu ") }?.split(separator: " ").dropFirst()
                .compactMap { Double($0) } ?? []
            // user nice system idle iowait irq softirq steal …
            func field(_ i: Int) -> Double { i < fields.count ? fields[i] / tick : 0 }
            var usage = rusage()
            getrusage(RUSAGE_SELF.rawValue, &usage)
            let own =
                Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
                + Double(usage.ru_stime.tv_usec) / 1e6
            return Sample(
                busy: field(0) + field(1) + field(2) + field(5) + field(6), steal: field(7), own: own,
                at: DispatchTime.now().uptimeNanoseconds)
        }
    }

    /// Whether `threads` threads each had a core between two samples: the
    /// cores other processes kept busy and the hypervisor took, on average
    /// over the measurement, left them room (within a quarter of a core).
    /// Other work takes the cores a speedup needs, so a parallel figure
    /// measured without room says nothing about Livery. `taken` is those
    /// cores; the 1-minute load average is kept beside it for the record.
    static func room(for threads: Int, from a: Sample, to b: Sample) -> (room: Bool, taken: Double, load: Double) {
        let seconds = Double(b.at - a.at) / 1e9
        guard seconds > 0 else { return (true, 0, load.first ?? 0) }
        let others = max(0, (b.busy - a.busy) - (b.own - a.own)) + max(0, b.steal - a.steal)
        let taken = others / seconds
        let cores = Double(ProcessInfo.processInfo.activeProcessorCount)
        return (cores - taken >= Double(threads) - 0.25, taken, load.first ?? 0)
    }

    /// The 1-, 5- and 15-minute load averages.
    static var load: [Double] {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").prefix(3).compactMap { Double($0) }
    }
}
