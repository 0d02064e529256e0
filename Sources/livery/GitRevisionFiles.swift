import Foundation

/// `git:REV:path`, one side of `livery diff`: the stylesheet as it was at a
/// revision, with the files it may import or name (YAML, token JSON, PNG)
/// from that same revision, checked out into a temporary folder with
/// `git archive`. Git runs without a shell, so REV and path are only arguments.
struct GitRevisionFiles {
    let revision: String
    /// The stylesheet's path in the temporary copy.
    let stylesheet: String
    let folder: String

    /// The file kinds a stylesheet reads: itself, imports, tokens, images.
    static let extensions = [".yaml", ".yml", ".json", ".tokens", ".png"]
    /// Most files taken from one revision (they are passed to git as arguments).
    static let maxFiles = 20_000

    static func parse(_ text: String) -> (revision: String, path: String)? {
        guard text.hasPrefix("git:") else { return nil }
        let rest = text.dropFirst(4)
        guard let colon = rest.firstIndex(of: ":") else { return nil }
        let revision = String(rest[..<colon])
        let path = String(rest[rest.index(after: colon)...])
        return revision.isEmpty || path.isEmpty ? nil : (revision, path)
    }

    /// Checks the files out; throws a message when git cannot.
    init(revision: String, path: String) throws {
        self.revision = revision
        let prefix = try GitRevisionFiles.git(["rev-parse", "--show-prefix"]).trimmingCharacters(in: .whitespacesAndNewlines)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-git-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let archive = folder + "/.archive.tar"
        let top = try GitRevisionFiles.git(["rev-parse", "--show-toplevel"]).trimmingCharacters(in: .whitespacesAndNewlines)
        // After `--end-of-options` a revision cannot be taken for an option.
        let files = try GitRevisionFiles.git(["ls-tree", "-r", "-z", "--name-only", "--end-of-options", revision], from: top)
            .split(separator: "\0").map(String.init)
            .filter { name in GitRevisionFiles.extensions.contains { name.lowercased().hasSuffix($0) } }
        guard files.count <= GitRevisionFiles.maxFiles else {
            throw GitError(message: "revision '\(revision)' has more than \(GitRevisionFiles.maxFiles) stylesheet, token and image files")
        }
        guard !files.isEmpty else { throw GitError(message: "'\(path)' is not in revision '\(revision)'") }
        _ = try GitRevisionFiles.git(
            ["archive", "--format=tar", "-o", archive, "--end-of-options", revision] + files.map { ":(literal)" + $0 }, from: top)
        _ = try GitRevisionFiles.run("/usr/bin/env", ["tar", "-xf", archive, "-C", folder])
        try? FileManager.default.removeItem(atPath: archive)
        let relative = URL(fileURLWithPath: prefix + path).standardized.relativePath
        stylesheet = folder + "/" + relative
        guard FileManager.default.fileExists(atPath: stylesheet) else {
            throw GitError(message: "'\(path)' is not in revision '\(revision)'")
        }
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }

    struct GitError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    private static func git(_ arguments: [String], from directory: String? = nil) throws -> String {
        try run("/usr/bin/env", ["git"] + (directory.map { ["-C", $0] } ?? []) + arguments)
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw GitError(message: message.isEmpty ? "\(arguments.joined(separator: " ")) failed" : message)
        }
        return String(decoding: output, as: UTF8.self)
    }
}
