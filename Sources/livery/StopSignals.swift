import Dispatch
import Foundation

/// SIGINT and SIGTERM for a command that runs until told to stop (`livery
/// serve`): their default action, ending the process at once, is replaced
/// by a wake-up of the command, which then stops in order and exits 0.
enum StopSignals {
    static let numbers = [SIGINT, SIGTERM]

    /// The sources, kept alive for the process's life once installed.
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// Returns when the first of the signals arrives.
    static func wait() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Int32.self)
        install { continuation.yield($0) }
        for await _ in stream { return }
    }

    /// Ignores the signals' default action and calls `received` on each.
    private static func install(_ received: @escaping @Sendable (Int32) -> Void) {
        let queue = DispatchQueue(label: "livery.stop-signals")
        sources = numbers.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { received(number) }
            source.resume()
            return source
        }
    }
}
