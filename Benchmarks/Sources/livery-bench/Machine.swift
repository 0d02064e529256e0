import Foundation

/// The machine, as the table's header states it.
enum Machine {
    static var cpu: String {
        let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let line = info.split(separator: "\n").first { $0.hasPrefix("model name") }
        return line.flatMap { $0.split(separator: ":", maxSplits: 1).last }.map { $0.trimmingCharacters(in: .whitespaces) }
            ?? "unknown CPU"
    }

    /// Whether `threads` threads can each have a core now: the 1-minute load
    /// average, less the one thread the bench itself has kept busy, leaves
    /// them room. Other work on the machine takes the cores a speedup needs,
    /// so a parallel figure measured without room says nothing about Livery.
    static func hasRoom(for threads: Int) -> (room: Bool, load: Double) {
        let load = self.load.first ?? 0
        let cores = ProcessInfo.processInfo.activeProcessorCount
        return (load - 1 <= Double(cores - threads) + 0.5, load)
    }

    /// The 1-, 5- and 15-minute load averages.
    static var load: [Double] {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").prefix(3).compactMap { Double($0) }
    }
}
