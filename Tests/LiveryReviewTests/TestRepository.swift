import Foundation
import Testing

@testable import LiveryReview

/// A git repository made by a test with `git init` in a scratch folder of
/// its own, which goes with it: files written, committed, and changed after.
final class TestRepository {
    /// The scratch folder, holding the repository and anything else the test makes.
    let scratch: TemporaryFolder
    /// The repository's top folder.
    let path: String

    /// A repository with `files` (path → contents) committed.
    init(_ files: [String: String] = [:]) throws {
        scratch = try TemporaryFolder(prefix: "livery-review-test-")
        path = scratch.path + "/repo"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try git("init", "-q")
        if !files.isEmpty { try commit(files) }
    }

    /// Writes `contents` at `file`, a path in the repository, with its folders.
    func write(_ file: String, _ contents: some DataProtocol) throws {
        let url = URL(fileURLWithPath: path + "/" + file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents).write(to: url)
    }

    /// Writes the files and commits everything.
    func commit(_ files: [String: String]) throws {
        for (file, text) in files { try write(file, Data(text.utf8)) }
        try git("add", "-A")
        try git("-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false", "commit", "-qm", "files")
    }

    @discardableResult
    func git(_ arguments: String...) throws -> String {
        try GitObjects.git(arguments, in: path)
    }

    /// Reads a copied file as text.
    static func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
