/// Why a run stopped.
enum BenchError: Error, CustomStringConvertible {
    case usage(String)
    case invalidWorkload(String)
    /// Livery and a peer disagree on the result: a bug, never a number.
    case mismatch(String)

    var description: String {
        switch self {
        case .usage(let s): return s
        case .invalidWorkload(let s): return "invalid workload: " + s
        case .mismatch(let s): return "results differ: " + s
        }
    }
}
