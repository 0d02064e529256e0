import Foundation
import Testing
@testable import Livery
@testable import LiveryPreview

/// The kernel's notifications behind `livery serve`'s rescans (Linux). Each
/// step waits for the notification it causes, never for a duration; what
/// must not wake the server is told from the events themselves.
@Suite struct FolderWatcherTests {
    let work = scratchFolder("livery-watch", with: "sub")

    #if os(Linux)
        /// Whether `save` wakes a watcher of its own, started just before it:
        /// no notification of an earlier save can answer for it.
        func wakes(_ save: () throws -> Void) async throws -> Bool {
            let watcher = try #require(FolderWatcher(root: work))
            defer { watcher.stop() }
            #expect(watcher.isComplete)
            try save()
            return await watcher.waitForChange(timeout: SafetyBound.duration)
        }

        @Test func savesOfWatchedFilesWakeIt() async throws {
            #expect(
                try await wakes { try AtomicFileWriter.write("livery: 1\n", to: work + "/A.style.yaml") },
                "an atomic save (a rename into place)")
            #expect(
                try await wakes { _ = FileManager.default.createFile(atPath: work + "/sub/B.tree.yaml", contents: Data("x".utf8)) },
                "a file closed after writing, one folder down")
        }

        /// Only what `serve` reads, once whole, and the folders it walks wake it.
        @Test func otherFilesAndUnfinishedWritesDoNotWakeIt() {
            let (closed, created, folder) = (UInt32(IN_CLOSE_WRITE), UInt32(IN_CREATE), UInt32(IN_ISDIR))
            #expect(FolderWatcher.reports(closed, name: "B.tree.yaml"))
            #expect(FolderWatcher.reports(UInt32(IN_MOVED_TO), name: "A.style.yaml"))
            #expect(FolderWatcher.reports(UInt32(IN_DELETE), name: "Photo.PNG"))
            #expect(!FolderWatcher.reports(closed, name: "notes.txt"), "no kind of file serve reads")
            #expect(!FolderWatcher.reports(closed, name: ".hidden.yaml"), "a hidden file")
            #expect(!FolderWatcher.reports(created, name: "B.tree.yaml"), "a file still being written")
            #expect(FolderWatcher.reports(created | folder, name: "new"))
            #expect(FolderWatcher.reports(UInt32(IN_DELETE) | folder, name: "old"))
            #expect(!FolderWatcher.reports(created | folder, name: ".git"))
            #expect(!FolderWatcher.reports(created | folder, name: "node_modules"))
            #expect(FolderWatcher.reports(UInt32(IN_Q_OVERFLOW), name: ""), "dropped events may hide any change")
            #expect(!FolderWatcher.reports(UInt32(IN_IGNORED), name: ""))
        }

        /// A new folder is watched before the watcher reports it: once it
        /// has answered, a save inside is seen. Each step is one notification,
        /// so no answer can be left over from the step before.
        @Test func aFolderMadeAfterItStartedIsWatchedToo() async throws {
            let watcher = try #require(FolderWatcher(root: work))
            defer { watcher.stop() }
            try FileManager.default.createDirectory(atPath: work + "/new", withIntermediateDirectories: false)
            #expect(await watcher.waitForChange(timeout: SafetyBound.duration), "a folder made")
            try FileManager.default.createDirectory(atPath: work + "/new/deeper", withIntermediateDirectories: false)
            #expect(await watcher.waitForChange(timeout: SafetyBound.duration), "a folder made in the new one")
            _ = FileManager.default.createFile(atPath: work + "/new/deeper/C.style.yaml", contents: Data("x".utf8))
            #expect(await watcher.waitForChange(timeout: SafetyBound.duration), "a save two new folders down")
        }

        /// A folder moved in is walked as it is watched: the folders already inside it are watched too.
        @Test func aFolderMovedInIsWatchedWithTheFoldersInIt() async throws {
            let elsewhere = scratchFolder("livery-watch-elsewhere", with: "moved/inner")
            let watcher = try #require(FolderWatcher(root: work))
            defer { watcher.stop() }
            try FileManager.default.moveItem(atPath: elsewhere + "/moved", toPath: work + "/moved")
            #expect(await watcher.waitForChange(timeout: SafetyBound.duration), "a folder moved in")
            _ = FileManager.default.createFile(atPath: work + "/moved/inner/D.tree.yaml", contents: Data("x".utf8))
            #expect(await watcher.waitForChange(timeout: SafetyBound.duration), "a save in a folder it brought")
        }

        /// Past its folder budget it says so, and the server polls as well.
        @Test func tooManyFoldersMakeItIncomplete() throws {
            for i in 0..<5 { try FileManager.default.createDirectory(atPath: work + "/d\(i)", withIntermediateDirectories: true) }
            let watcher = try #require(FolderWatcher(root: work, maxFolders: 3))
            defer { watcher.stop() }
            #expect(!watcher.isComplete)
        }
    #endif
}
