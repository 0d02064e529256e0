import Foundation

/// Work started on another thread and joined once: what lets the reader
/// parse, and the compiler read, the second half of a long rule list on the
/// second core. Package-wide, not public API. The work
/// gets values it alone owns (copies made before it starts), so nothing is
/// shared while it runs; `@unchecked Sendable` records that by hand.
package final class BackgroundJob<Result>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result?

    package init(_ work: @escaping () -> Result) {
        let work = UncheckedWork(run: work)
        let thread = Thread { [self] in
            result = work.run()
            done.signal()
        }
        // Work may recurse (the compiler does, bounded by the YAML depth limit): well inside this.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Waits for the work and returns its result (never nil once it has
    /// run: the optional is only how the thread hands it over).
    package func join() -> Result? {
        done.wait()
        return result
    }
}

/// The job's closure, handed to its thread (see ``BackgroundJob``).
private struct UncheckedWork<Result>: @unchecked Sendable {
    let run: () -> Result
}
