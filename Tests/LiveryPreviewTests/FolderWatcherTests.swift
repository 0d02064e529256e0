import Foundation
import Testing
@testable import Livery
@testable import LiveryPreview

/// The kernel's notifications behind `livery serve`'s rescans (Linux).
@Suite struct FolderWatcherTests {
    let work = scratchFolder("livery-watch", with: "sub")

    #if os(Linux)
        @Test func savesOfWatchedFilesWakeItAndOthersDoNot() async throws {
            let watcher = try #require(FolderWatcher(root: work))
            defer { watcher.stop() }
            #expect(watcher.isComplete)
            try AtomicFileWriter.write("livery: 1\n", to: work + "/A.style.yaml")
            #expect(await watcher.waitForChange(timeout: .seconds(5)), "an atomic save (a rename into place)")
            _ = FileManager.default.createFile(atPath: work + "/sub/B.tree.yaml", contents: Data("x".utf8))
            #expect(await watcher.waitForChange(timeout: .seconds(5)), "a file closed after writing, one folder down")
            // A save can be several notifications (a temporary file, then a rename): let them all arrive.
            while await watcher.waitForChange(timeout: .milliseconds(500)) {}
            _ = FileManager.default.createFile(atPath: work + "/notes.txt", contents: Data("x".utf8))
            _ = FileManager.default.createFile(atPath: work + "/.hidden.yaml", contents: Data("x".utf8))
            #expect(await !watcher.waitForChange(timeout: .milliseconds(300)), "no kind of file serve reads")
        }

        @Test func aFolderMadeAfterItStartedIsWatchedToo() async throws {
            let watcher = try #require(FolderWatcher(root: work))
            defer { watcher.stop() }
            try FileManager.default.createDirectory(atPath: work + "/new/deeper", withIntermediateDirectories: true)
            #expect(await watcher.waitForChange(timeout: .seconds(5)))
            // Give the thread a moment to watch the new folders, then save inside.
            try await Task.sleep(for: .milliseconds(100))
            _ = await watcher.waitForChange(timeout: .milliseconds(1))
            _ = FileManager.default.createFile(atPath: work + "/new/deeper/C.style.yaml", contents: Data("x".utf8))
            #expect(await watcher.waitForChange(timeout: .seconds(5)))
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
