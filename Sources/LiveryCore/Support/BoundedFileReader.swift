#if canImport(Glibc)
    import Glibc
    private let posixRead = Glibc.read
#elseif canImport(Darwin)
    import Darwin
    private let posixRead = Darwin.read
#endif

/// Reads an input file whole, within a size limit. Only regular files are
/// read: a FIFO would block and `/dev/zero` would never end, so a stylesheet
/// that imports one, or an image path that names one, is an error instead of
/// a hang or an out-of-memory kill. The open never blocks (O_NONBLOCK), the
/// size is checked before reading, and at most `maxBytes` + 1 bytes are read
/// in case the file grows meanwhile.
package enum BoundedFileReader {
    package enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        case missing
        /// Beneath a ``ReadableRoot``: the path, or a link on it, leads outside the folder.
        case outside
        case notARegularFile
        /// Beneath a ``ReadableRoot`` that follows no links: the path, or a folder on it, is one.
        case symbolicLink
        case tooLarge(size: Int, limit: Int)
        case unreadable(reason: String)

        package var description: String {
            switch self {
            case .missing: return "no such file"
            case .outside: return "outside the served folder"
            case .notARegularFile: return "not a regular file"
            case .symbolicLink: return "a symbolic link, which is not followed"
            case .tooLarge(let size, let limit): return "\(size) bytes; the limit is \(limit)"
            case .unreadable(let reason): return reason
            }
        }
    }

    /// Reads `path`; beneath `root` when one is given, where nothing outside
    /// the folder is opened however the path or its links are written or
    /// change meanwhile (``ReadableRoot/open(_:)``).
    package static func read(_ path: String, maxBytes: Int, beneath root: ReadableRoot? = nil) throws(Failure) -> [UInt8] {
        let fd: Int32
        if let root {
            fd = try root.open(path)
        } else {
            fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { throw errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(reason: systemError()) }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(reason: systemError()) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile }
        let size = Int(info.st_size)
        guard size <= maxBytes else { throw .tooLarge(size: size, limit: maxBytes) }

        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        // Up to one byte past the limit, in case the file grew since fstat.
        while bytes.count <= maxBytes {
            let wanted = min(chunk.count, maxBytes + 1 - bytes.count)
            let n = chunk.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress, wanted) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable(reason: systemError())
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[..<n])
        }
        guard bytes.count <= maxBytes else { throw .tooLarge(size: bytes.count, limit: maxBytes) }
        return bytes
    }

    private static func systemError() -> String {
        String(cString: strerror(errno))
    }
}
