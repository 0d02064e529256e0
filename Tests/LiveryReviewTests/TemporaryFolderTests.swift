import Foundation
import Testing

@testable import LiveryReview

/// The temporary folder a `git:` side copies into: made fresh and private,
/// and gone on `remove()` and on release, however much is in it.
@Suite struct TemporaryFolderTests {
    /// A parent of the test's own, so nothing else's folders are counted.
    let parent: TemporaryFolder

    init() throws {
        parent = try TemporaryFolder(prefix: "livery-temporary-folder-test-")
    }

    var children: [String] { (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [] }

    @Test func aFolderIsFreshAndPrivate() throws {
        let first = try TemporaryFolder(prefix: "one-", in: parent.path)
        let second = try TemporaryFolder(prefix: "one-", in: parent.path)
        #expect(first.path != second.path)
        #expect(first.path.hasPrefix(parent.path + "/one-"))
        let attributes = try FileManager.default.attributesOfItem(atPath: first.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
        #expect(Set(children.map { parent.path + "/" + $0 }) == [first.path, second.path])
    }

    @Test func removeDeletesEverythingInItOnce() throws {
        let folder = try TemporaryFolder(prefix: "full-", in: parent.path)
        try FileManager.default.createDirectory(atPath: folder.path + "/a/b", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder.path + "/a/b/file", contents: Data("x".utf8))
        folder.remove()
        #expect(children.isEmpty)
        // A second call, and a folder made since at another name, are left alone.
        let next = try TemporaryFolder(prefix: "full-", in: parent.path)
        folder.remove()
        #expect(FileManager.default.fileExists(atPath: next.path))
    }

    @Test func releaseRemovesTheFolder() throws {
        var folder: TemporaryFolder? = try TemporaryFolder(prefix: "released-", in: parent.path)
        _ = FileManager.default.createFile(atPath: try #require(folder).path + "/file", contents: Data("x".utf8))
        #expect(children.count == 1)
        folder = nil
        #expect(children.isEmpty)
    }

    @Test func aParentThatIsNoFolderIsAnError() throws {
        let failure = #expect(throws: TemporaryFolder.Failure.self) {
            try TemporaryFolder(prefix: "x-", in: parent.path + "/missing")
        }
        #expect(failure?.description.hasPrefix("cannot make a temporary folder in '\(parent.path)/missing/'") == true)
    }
}
