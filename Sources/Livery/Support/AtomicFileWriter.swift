#if canImport(Glibc)
    import Glibc
    private let posixWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let posixWrite = Darwin.write
#endif

/// Writes files so that readers see either the old file or the whole new one,
/// never a truncated mix: the bytes go to a temporary file in the destination's
/// folder, are flushed to disk, and the temporary file is renamed over the
/// destination. On any failure the temporary file is removed and the previous
/// file, if any, is untouched.
///
/// SIGINT, SIGTERM, SIGHUP and SIGQUIT are held back in the writing thread
/// while a write is under way and delivered when it has finished or been
/// undone, so in a single-threaded program (the `livery` CLI) an interrupt
/// never leaves a temporary file. Only what cannot be held back (SIGKILL, a
/// crash, power loss) can leave one: a hidden `.livery-XXXXXX` beside the
/// destination.
public enum AtomicFileWriter {
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write '\(path)': \(reason)" }
    }

    /// Replaces `path` with `bytes`. A file that exists keeps its mode; a new
    /// one gets 0666 less the process's umask, as `open(2)` would give it. A
    /// path that names something other than a regular file (a FIFO, a device,
    /// a folder) is refused: renaming over it would replace it.
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        var existing = stat()
        let exists = stat(path, &existing) == 0
        if exists, existing.st_mode & S_IFMT != S_IFREG {
            throw WriteError(path: path, reason: "not a regular file")
        }
        let mode = exists ? existing.st_mode & 0o7777 : 0o666 & ~currentUmask()
        var interrupts = sigset_t()
        var previousMask = sigset_t()
        sigemptyset(&interrupts)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&interrupts, signal) }
        pthread_sigmask(SIG_BLOCK, &interrupts, &previousMask)
        defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }

        let folder = FilePath.directory(of: path)
        let directory = folder.isEmpty ? "." : folder
        var template = Array((directory + "/.livery-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard fd >= 0 else { throw WriteError(path: path, reason: systemError()) }
        let tempPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)

        var failure: String?
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let n = posixWrite(fd, base + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = systemError()
                    return
                }
                offset += n
            }
        }
        if failure == nil, fchmod(fd, mode) != 0 { failure = systemError() }
        if failure == nil, fsync(fd) != 0 { failure = systemError() }
        if close(fd) != 0, failure == nil { failure = systemError() }
        if failure == nil, rename(tempPath, path) != 0 { failure = systemError() }
        if let failure {
            unlink(tempPath)
            throw WriteError(path: path, reason: failure)
        }
        // Make the rename itself durable.
        let dirFD = open(directory, O_RDONLY)
        if dirFD >= 0 {
            fsync(dirFD)
            close(dirFD)
        }
    }

    /// Text is written as UTF-8.
    public static func write(_ text: String, to path: String) throws(WriteError) {
        try write(Array(text.utf8), to: path)
    }

    /// The process's umask (reading it means setting it; it is put straight back).
    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    private static func systemError() -> String {
        String(cString: strerror(errno))
    }
}
