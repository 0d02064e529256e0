import Foundation

#if canImport(Glibc)
    import Glibc
    private let posixRead = Glibc.read
    private let posixWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let posixRead = Darwin.read
    private let posixWrite = Darwin.write
#endif

/// The git a `git:REV:path` side reads through: `rev-parse` for where the
/// repository is, and `cat-file` in batch mode for objects, asked for by
/// name on standard input. Nothing a user wrote (a revision, a path) is ever
/// an argument, so none can be taken for an option; git runs without a
/// shell. Requests go in through a file and answers are read as they come,
/// so no pipe fills up with both sides waiting.
struct GitObjects {
    /// The repository's top folder.
    let repository: String
    /// Where requests and git's error output are written (the caller's temporary folder).
    let scratch: String

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// What `REV:path` or `REV^{tree}` names.
    enum Object: Equatable {
        /// An object: a blob (a file's contents; a symbolic link inside the
        /// revision is followed to it), a tree (a folder) or a commit (a submodule).
        case found(id: String, type: String, size: Int)
        /// Nothing, or a link that leads out of the revision, nowhere or round in a loop.
        case absent
    }

    /// Runs `git ARGUMENTS` in `folder` and returns its output.
    static func git(_ arguments: [String], in folder: String? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw Failure(description: "cannot run git: \(error.localizedDescription)") }
        // rev-parse says little: reading one pipe to its end cannot block on the other.
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(description: message.isEmpty ? "git \(arguments.joined(separator: " ")) failed" : message)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// What each name (`REV^{tree}`, `TREE:path`) is, in order, from one
    /// `git cat-file --batch-check --follow-symlinks`. A name with a line
    /// break cannot be asked for and is absent.
    func lookUp(_ names: [String]) throws -> [Object] {
        let askable = names.filter { !$0.contains("\n") && !$0.contains("\r") }
        var answers: [String: Object] = [:]
        if !askable.isEmpty {
            try run(
                ["cat-file", "--batch-check=%(objectname) %(objecttype) %(objectsize)", "--follow-symlinks"],
                requests: askable
            ) { (stream: inout Stream) in
                for name in askable {
                    answers[name] = try GitObjects.answer(&stream)
                }
            }
        }
        return names.map { answers[$0] ?? .absent }
    }

    /// Copies each blob into its file (created new, with its folders),
    /// streaming, from one `git cat-file --batch`; a blob whose size is not
    /// the one looked up is a failure.
    func copy(_ blobs: [(id: String, size: Int, to: String)]) throws {
        guard !blobs.isEmpty else { return }
        try run(["cat-file", "--batch"], requests: blobs.map(\.id)) { (stream: inout Stream) in
            for blob in blobs {
                let header = try stream.line()
                guard header == "\(blob.id) blob \(blob.size)" else {
                    throw Failure(description: "git cat-file answered '\(header)' for blob \(blob.id)")
                }
                try GitObjects.write(&stream, count: blob.size, to: blob.to)
                guard try stream.line().isEmpty else {
                    throw Failure(description: "git cat-file: blob \(blob.id) is not \(blob.size) bytes")
                }
            }
        }
    }

    // MARK: Running cat-file

    /// Runs git with the requests, one a line, on its standard input, and
    /// hands its output to `read` as a stream.
    private func run(
        _ arguments: [String], requests: [String], read: (inout Stream) throws -> Void
    ) throws {
        let requestPath = scratch + "/requests"
        let errorPath = scratch + "/git-errors"
        // The temporary folder's own scratch file, not output: no atomic write needed.
        guard FileManager.default.createFile(atPath: requestPath, contents: Data((requests.joined(separator: "\n") + "\n").utf8)) else {
            throw Failure(description: "cannot write '\(requestPath)'")
        }
        defer { unlink(requestPath) }
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        defer { unlink(errorPath) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", repository] + arguments
        let out = Pipe()
        process.standardOutput = out
        guard let input = FileHandle(forReadingAtPath: requestPath), let errors = FileHandle(forWritingAtPath: errorPath) else {
            throw Failure(description: "cannot open '\(requestPath)' for git")
        }
        process.standardInput = input
        process.standardError = errors
        do { try process.run() } catch { throw Failure(description: "cannot run git: \(error.localizedDescription)") }
        try? input.close()
        try? errors.close()
        var stream = Stream(fd: out.fileHandleForReading.fileDescriptor)
        var failure: (any Error)?
        do { try read(&stream) } catch { failure = error }
        // On a failure git may still be writing: closing the pipe ends it.
        try? out.fileHandleForReading.close()
        if failure != nil, process.isRunning { process.terminate() }
        process.waitUntilExit()
        if let failure { throw failure }
        guard process.terminationStatus == 0 else {
            let message =
                (try? String(contentsOfFile: errorPath, encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            throw Failure(description: message.isEmpty ? "git \(arguments.joined(separator: " ")) failed" : message)
        }
    }

    /// One answer of `--batch-check --follow-symlinks`: `ID TYPE SIZE`; `NAME missing`;
    /// or `symlink|dangling|loop|notdir SIZE` followed by SIZE bytes and a line break.
    private static func answer(_ stream: inout Stream) throws -> Object {
        let line = try stream.line()
        let fields = line.split(separator: " ", omittingEmptySubsequences: false)
        if fields.count == 2, ["symlink", "dangling", "loop", "notdir"].contains(fields[0]), let size = Int(fields[1]), size >= 0 {
            try stream.skip(size + 1)
            return .absent
        }
        if fields.count == 3, let size = Int(fields[2]), size >= 0, fields[0].allSatisfy(\.isHexDigit) {
            return .found(id: String(fields[0]), type: String(fields[1]), size: size)
        }
        guard line.hasSuffix(" missing") || line.hasSuffix(" ambiguous") else {
            throw Failure(description: "git cat-file answered '\(line)'")
        }
        return .absent
    }

    /// Copies `count` bytes of the stream into a new file at `path`.
    private static func write(_ stream: inout Stream, count: Int, to path: String) throws {
        do {
            try FileManager.default.createDirectory(
                atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot make the folder of '\(path)': \(error.localizedDescription)")
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw Failure(description: "cannot write '\(path)': \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        try stream.copy(count) { (chunk: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < chunk.count {
                guard let base = chunk.baseAddress else { return }
                let written = posixWrite(fd, base + offset, chunk.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw Failure(description: "cannot write '\(path)': \(String(cString: strerror(errno)))")
                }
                offset += written
            }
        }
    }

    // MARK: Reading git's output

    /// Buffered reads from a pipe: lines, and counted runs of bytes.
    struct Stream {
        let fd: Int32
        private var buffer = [UInt8](repeating: 0, count: 1 << 16)
        private var start = 0
        private var end = 0

        init(fd: Int32) { self.fd = fd }

        /// Refills an empty buffer; false at the end of the output.
        private mutating func fill() throws -> Bool {
            if start < end { return true }
            start = 0
            end = 0
            while true {
                let count = buffer.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    end = count
                    return true
                }
                if count == 0 { return false }
                if errno != EINTR { throw Failure(description: "cannot read from git: \(String(cString: strerror(errno)))") }
            }
        }

        /// The next line, without its line break; a failure at the end of the output.
        mutating func line() throws -> String {
            var bytes: [UInt8] = []
            while true {
                guard try fill() else { throw Failure(description: "git's answer ended early") }
                if let newline = buffer[start..<end].firstIndex(of: 10) {
                    bytes += buffer[start..<newline]
                    start = newline + 1
                    return String(decoding: bytes, as: UTF8.self)
                }
                bytes += buffer[start..<end]
                start = end
                // A line this long is no answer of cat-file's.
                guard bytes.count <= 1 << 20 else { throw Failure(description: "git cat-file answered a line of over 1 MiB") }
            }
        }

        /// Hands the next `count` bytes to `body`, a buffer at a time.
        mutating func copy(_ count: Int, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
            var left = count
            while left > 0 {
                guard try fill() else { throw Failure(description: "git's answer ended early") }
                let take = min(left, end - start)
                let from = start
                try buffer.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
                    try body(UnsafeRawBufferPointer(rebasing: raw[from..<(from + take)]))
                }
                start += take
                left -= take
            }
        }

        mutating func skip(_ count: Int) throws {
            try copy(count) { _ in }
        }
    }
}
