import Foundation
import Testing
@testable import Livery
@testable import LiveryCore

@Suite struct AtomicFileWriterTests {
    private func scratchDirectory() throws -> String {
        let dir = NSTemporaryDirectory() + "livery-atomic-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    private func leftovers(in dir: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix(".livery-") }
    }

    @Test func replacesTheFileAndLeavesNoTemporary() throws {
        let dir = try scratchDirectory()
        let path = dir + "/out.json"
        try AtomicFileWriter.write("old", to: path)
        try AtomicFileWriter.write("new contents", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new contents")
        #expect(try leftovers(in: dir).isEmpty)
    }

    @Test func failedRenameKeepsThePreviousFileAndCleansUp() throws {
        let dir = try scratchDirectory()
        // A non-empty directory at the destination makes the final rename fail
        // after all bytes were written and synced.
        let path = dir + "/out.png"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        try AtomicFileWriter.write("keep", to: path + "/inner")
        #expect(throws: AtomicFileWriter.WriteError.self) {
            try AtomicFileWriter.write(Array(repeating: 7, count: 1 << 20), to: path)
        }
        #expect(try String(contentsOfFile: path + "/inner", encoding: .utf8) == "keep")
        #expect(try leftovers(in: dir).isEmpty)
    }

    @Test func missingFolderIsAnErrorNotACrash() {
        #expect(throws: AtomicFileWriter.WriteError.self) {
            try AtomicFileWriter.write("x", to: "/nonexistent-livery-dir/out.png")
        }
    }
}
