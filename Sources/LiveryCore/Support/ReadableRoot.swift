import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder outside which nothing may be read: `livery serve` compiles and
/// renders only files under its folder, so a stylesheet's import, token
/// file or image — or a symbolic link — that points elsewhere is refused.
///
/// ``contains(_:)`` answers early, for a clear message; the read itself
/// (``open(_:)``, through ``BoundedFileReader``) walks the path from the
/// folder's own descriptor one name at a time with `O_NOFOLLOW`, resolving
/// each symbolic link itself and refusing one that leaves the folder. The
/// check and the read are the same act, so a link swapped between them
/// cannot lead the read outside.
public struct ReadableRoot: Sendable, Hashable {
    /// The folder, made absolute with symbolic links resolved.
    public let path: String
    /// Whether a symbolic link that stays inside is followed. An asset
    /// catalog's reads follow none (``BoundedFileReader/Failure/symbolicLink``).
    package let followsLinks: Bool

    /// Symbolic links followed in one open before it gives up (as the kernel's `ELOOP`).
    static let maxLinks = 40

    public init(_ folder: String, followingLinks: Bool = true) {
        path = ReadableRoot.canonical(folder)
        followsLinks = followingLinks
    }

    /// Whether `file`, with symbolic links resolved, is the folder or inside it.
    package func contains(_ file: String) -> Bool {
        let resolved = ReadableRoot.canonical(file)
        return resolved == path || resolved.hasPrefix(path.hasSuffix("/") ? path : path + "/")
    }

    /// Absolute, standardized (`..` removed), every symbolic link resolved.
    package static func canonical(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// The names of `file` below the folder, `..` left in for the walk to
    /// refuse; nil when the path is not written under the folder at all.
    func components(of file: String) -> [String]? {
        let absolute = file.hasPrefix("/") ? file : FileManager.default.currentDirectoryPath + "/" + file
        let prefix = path.hasSuffix("/") ? path : path + "/"
        // A NUL would end the name the kernel sees early (`..\0x` is `..`).
        guard absolute.hasPrefix(prefix), !absolute.utf8.contains(0) else { return nil }
        return absolute.dropFirst(prefix.count).split(separator: "/").map(String.init)
    }

    /// Opens `file` for reading (non-blocking, close-on-exec) beneath the
    /// folder: every directory is opened relative to the one before it and
    /// no name is followed by the kernel, so nothing outside the folder is
    /// ever opened, whatever the file system does meanwhile. A link inside
    /// the folder is followed (as `contains` allows); one whose target
    /// leaves it, `..` above the folder, or a path not under the folder is
    /// ``BoundedFileReader/Failure/outside``. The caller closes the result.
    func open(_ file: String) throws(BoundedFileReader.Failure) -> Int32 {
        guard var pending = components(of: file), !pending.isEmpty else { throw .outside }
        let root = systemOpen(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard root >= 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
        var directories = [root]
        defer { for fd in directories { close(fd) } }
        var links = 0
        while !pending.isEmpty {
            let name = pending.removeFirst()
            if name.isEmpty || name == "." { continue }
            if name == ".." {
                guard directories.count > 1 else { throw .outside }
                close(directories.removeLast())
                continue
            }
            let isLast = pending.isEmpty
            let flags = O_RDONLY | O_CLOEXEC | O_NOFOLLOW | (isLast ? O_NONBLOCK : O_DIRECTORY)
            let fd = openat(directories[directories.count - 1], name, flags)
            if fd >= 0 {
                if isLast { return fd }
                directories.append(fd)
                continue
            }
            let failure = errno
            // A symbolic link (ELOOP; a link where a directory was asked for may say ENOTDIR): read it and walk its target.
            guard failure == ELOOP || failure == ENOTDIR || failure == EMLINK,
                let target = readLink(name, in: directories[directories.count - 1])
            else {
                throw failure == ENOENT || failure == ENOTDIR ? .missing : .unreadable(reason: String(cString: strerror(failure)))
            }
            guard followsLinks else { throw .symbolicLink }
            links += 1
            guard links <= ReadableRoot.maxLinks else { throw .unreadable(reason: "too many levels of symbolic links") }
            if target.hasPrefix("/") {
                // An absolute target: allowed only when written under the folder, walked from its top.
                guard let below = components(of: target) else { throw .outside }
                for fd in directories.dropFirst() { close(fd) }
                directories.removeSubrange(1...)
                pending = below + pending
            } else {
                pending = target.split(separator: "/").map(String.init) + pending
            }
        }
        throw .missing
    }

    /// Reads `file` beneath the folder, within `maxBytes`, as `livery serve`
    /// reads every file; throws for anything outside, missing, not a regular
    /// file or too large.
    public func read(_ file: String, maxBytes: Int) throws -> [UInt8] {
        try BoundedFileReader.read(file, maxBytes: maxBytes, beneath: self)
    }

    /// The target of the symbolic link `name` in the directory `directory`; nil when it is not one.
    private func readLink(_ name: String, in directory: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlinkat(directory, name, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
        #if canImport(Glibc)
            return Glibc.open(path, flags)
        #else
            return Darwin.open(path, flags)
        #endif
    }
}
