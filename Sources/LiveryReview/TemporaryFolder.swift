import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A private folder in the temporary directory (`$TMPDIR`) that this
/// process owns and removes on every way out: ``remove()`` or the owner's
/// release on success and on every error, and SIGINT, SIGTERM or SIGHUP,
/// after which the process exits with 128 + the signal's number, as a shell
/// reports a process a signal ended. Only what cannot be caught (SIGKILL, a
/// crash, a power cut) can leave one behind.
///
/// The folder is made with `mkdtemp`: a fresh name, mode 0700, never an
/// existing folder or a link an attacker planted. Each live folder is in a
/// process-wide registry; the first folder installs the signal handlers,
/// so commands that never make one keep the default signal behaviour.
///
/// Release removes the folder, and Swift may release an object after its
/// last use rather than at the end of the scope: an owner keeps it
/// (`withExtendedLifetime`, a stored property) for as long as it reads files
/// under ``path``.
package final class TemporaryFolder: @unchecked Sendable {
    /// The folder's absolute path.
    package let path: String

    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// Makes `PREFIXXXXXXX` in `parent` (`$TMPDIR` when nil; a test names
    /// its own) and registers it for removal.
    package init(prefix: String, in parent: String? = nil) throws(Failure) {
        TemporaryFolder.installSignalHandlers()
        var directory = parent ?? NSTemporaryDirectory()
        if directory.isEmpty { directory = "/tmp" }
        if !directory.hasSuffix("/") { directory += "/" }
        // Made and registered under the registry's lock: a signal's cleanup
        // waits for the lock, so it never misses a folder made just before it.
        let made = TemporaryFolder.registry.make { () -> String? in
            var template = Array((directory + prefix + "XXXXXX").utf8CString)
            let created = template.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress.map { mkdtemp($0) != nil } ?? false
            }
            return created ? String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
        }
        guard let made else {
            throw Failure(description: "cannot make a temporary folder in '\(directory)': \(String(cString: strerror(errno)))")
        }
        path = made
    }

    deinit { remove() }

    /// Removes the folder and everything in it; later calls do nothing.
    package func remove() {
        guard TemporaryFolder.registry.remove(path) else { return }
        TemporaryFolder.delete(path)
    }

    /// Deletes a folder tree, trying again when a file appeared in it
    /// meanwhile (another thread may still be writing into it).
    private static func delete(_ path: String) {
        for _ in 0..<3 {
            try? FileManager.default.removeItem(atPath: path)
            if !FileManager.default.fileExists(atPath: path) { return }
        }
    }

    // MARK: The registry and the signals

    /// The signals that end the process with its folders removed.
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// The folders still to remove, under a lock: folders are made and
    /// removed on the command's thread, and the signal thread empties it.
    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: Set<String> = []
        private var closed = false

        /// Makes a folder and registers it in one step under the lock.
        func make(_ body: () -> String?) -> String? {
            lock.withLock {
                guard !closed, let path = body() else { return nil }
                paths.insert(path)
                return path
            }
        }

        /// Whether the path was registered (and so is this caller's to delete).
        func remove(_ path: String) -> Bool { lock.withLock { paths.remove(path) != nil } }

        /// Every registered path, unregistered.
        func takeAll() -> Set<String> {
            lock.withLock {
                // The process is ending: no folder may be made after the last cleanup.
                closed = true
                defer { paths = [] }
                return paths
            }
        }
    }

    private static let registry = Registry()

    /// The self-pipe: the handler writes the signal's number, the only
    /// async-signal-safe thing it does; a thread reads it and does the rest.
    nonisolated(unsafe) private static var signalPipe: (read: Int32, write: Int32) = (-1, -1)

    /// Installs the handlers once, before the first folder exists.
    private static let handlersInstalled: Bool = {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        signalPipe = (fds[0], fds[1])
        let thread = Thread { TemporaryFolder.awaitSignal() }
        thread.name = "livery-temporary-folder-signals"
        thread.start()
        for number in signals { signal(number, TemporaryFolder.handle) }
        return true
    }()

    static func installSignalHandlers() { _ = handlersInstalled }

    /// Runs in the signal handler: only `write(2)`, errno kept.
    private static let handle: @convention(c) (Int32) -> Void = { number in
        let saved = errno
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(TemporaryFolder.signalPipe.write, &byte, 1)
        errno = saved
    }

    /// The signal thread: waits for a signal, removes every folder, and
    /// exits as the signal would have ended the process in a shell's eyes.
    /// `_exit`, not `exit`: the other threads are still running, and the
    /// process's exit handlers are not to run under them.
    private static func awaitSignal() {
        var byte: UInt8 = 0
        while true {
            let count = read(signalPipe.read, &byte, 1)
            if count == 1 { break }
            if count < 0 && errno == EINTR { continue }
            return
        }
        for path in registry.takeAll() { delete(path) }
        _exit(128 + Int32(byte))
    }
}
