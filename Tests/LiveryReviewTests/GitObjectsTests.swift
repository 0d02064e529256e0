import Foundation
import Testing

@testable import LiveryReview

/// `git cat-file` in batch mode against a repository the test makes: what
/// names are, links followed only inside the revision, blobs copied byte
/// for byte, and an answer that is not the one asked for refused.
@Suite struct GitObjectsTests {
    let repository: TestRepository
    let objects: GitObjects

    init() throws {
        repository = try TestRepository(["a.txt": "alpha\n", "styles/b.yaml": "beta: 1\n"])
        try FileManager.default.createSymbolicLink(atPath: repository.path + "/inside", withDestinationPath: "styles/b.yaml")
        try FileManager.default.createSymbolicLink(atPath: repository.path + "/outside", withDestinationPath: "../../etc/hostname")
        try FileManager.default.createSymbolicLink(atPath: repository.path + "/dangling", withDestinationPath: "nowhere.txt")
        try repository.commit([:])
        let scratch = repository.scratch.path + "/scratch"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        objects = GitObjects(repository: repository.path, scratch: scratch)
    }

    func tree() throws -> String {
        guard case .found(let id, "tree", _)? = try objects.lookUp(["HEAD^{tree}"]).first else {
            Issue.record("HEAD has no tree")
            return ""
        }
        return id
    }

    @Test func namesAreLookedUpInOrderWithTheirTypesAndSizes() throws {
        let tree = try tree()
        let answers = try objects.lookUp([tree + ":a.txt", tree + ":styles", tree + ":nope.txt", tree + ":a.txt"])
        guard case .found(let id, "blob", 6) = answers[0] else {
            Issue.record("a.txt: \(answers[0])")
            return
        }
        #expect(id == (try repository.git("rev-parse", "HEAD:a.txt")).trimmingCharacters(in: .newlines))
        guard case .found(_, "tree", _) = answers[1] else {
            Issue.record("styles: \(answers[1])")
            return
        }
        #expect(answers[2] == .absent)
        #expect(answers[3] == answers[0])
    }

    /// A link inside the revision is its target; one out of it, or to nothing, is absent.
    @Test func linksAreFollowedOnlyInsideTheRevision() throws {
        let tree = try tree()
        let answers = try objects.lookUp([tree + ":inside", tree + ":outside", tree + ":dangling", tree + ":styles/b.yaml"])
        #expect(answers[0] == answers[3])
        #expect(answers[1] == .absent)
        #expect(answers[2] == .absent)
    }

    /// A name with a line break would be two requests: it is never sent.
    @Test func aNameWithALineBreakIsAbsent() throws {
        let tree = try tree()
        let answers = try objects.lookUp([tree + ":a.txt\n" + tree + ":styles/b.yaml", tree + ":a.txt"])
        #expect(answers[0] == .absent)
        guard case .found = answers[1] else {
            Issue.record("a.txt: \(answers[1])")
            return
        }
    }

    @Test func blobsAreCopiedByteForByteIntoNewFolders() throws {
        let tree = try tree()
        var blobs: [(id: String, size: Int, to: String)] = []
        for (name, to) in [("a.txt", "/out/one/a.txt"), ("styles/b.yaml", "/out/two/b.yaml")] {
            guard case .found(let id, _, let size)? = try objects.lookUp([tree + ":" + name]).first else {
                Issue.record("\(name) not found")
                return
            }
            blobs.append((id, size, repository.scratch.path + to))
        }
        try objects.copy(blobs)
        #expect(TestRepository.text(repository.scratch.path + "/out/one/a.txt") == "alpha\n")
        #expect(TestRepository.text(repository.scratch.path + "/out/two/b.yaml") == "beta: 1\n")
        // A file is made new: one already there is never written through.
        #expect(throws: GitObjects.Failure.self) { try objects.copy([blobs[0]]) }
    }

    /// A size other than git's is a failure, not a short or long file.
    @Test func aBlobOfAnotherSizeIsRefused() throws {
        let tree = try tree()
        guard case .found(let id, _, let size)? = try objects.lookUp([tree + ":a.txt"]).first else {
            Issue.record("a.txt not found")
            return
        }
        let failure = #expect(throws: GitObjects.Failure.self) {
            try objects.copy([(id, size + 1, repository.scratch.path + "/wrong.txt")])
        }
        #expect(failure?.description.contains("answered '\(id) blob \(size)'") == true, "\(String(describing: failure))")
    }

    /// Git's own message is the failure's, as for a folder outside any repository.
    @Test func gitsErrorsAreReported() throws {
        let failure = #expect(throws: GitObjects.Failure.self) {
            try GitObjects.git(["rev-parse", "--show-toplevel"], in: repository.scratch.path)
        }
        #expect(failure?.description.contains("not a git repository") == true, "\(String(describing: failure))")
    }
}
