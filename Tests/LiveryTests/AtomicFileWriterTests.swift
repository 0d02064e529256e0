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

    @Test func aFolderAtTheDestinationIsRefusedAndKept() throws {
        let dir = try scratchDirectory()
        // A folder is not replaced: the write is refused before anything is written.
        let path = dir + "/out.png"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        try AtomicFileWriter.write("keep", to: path + "/inner")
        #expect(throws: AtomicFileWriter.WriteError.self) {
            try AtomicFileWriter.write(Array(repeating: 7, count: 1 << 20), to: path)
        }
        #expect(try String(contentsOfFile: path + "/inner", encoding: .utf8) == "keep")
        #expect(try leftovers(in: dir).isEmpty)
    }

    /// `-o` over a FIFO or a device would replace it with a file (or block).
    @Test func nonRegularDestinationsAreRefused() throws {
        let dir = try scratchDirectory()
        let fifo = dir + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: AtomicFileWriter.WriteError.self) { try AtomicFileWriter.write("x", to: fifo) }
        var info = stat()
        #expect(stat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(throws: AtomicFileWriter.WriteError.self) { try AtomicFileWriter.write("x", to: "/dev/null") }
        #expect(try leftovers(in: dir).isEmpty)
    }

    /// An existing file keeps its mode (a 0600 file is not widened); a new one
    /// gets 0666 less the umask.
    @Test func modesFollowTheExistingFileOrTheUmask() throws {
        let dir = try scratchDirectory()
        let secret = dir + "/secret.json"
        try AtomicFileWriter.write("old", to: secret)
        #expect(chmod(secret, 0o600) == 0)
        try AtomicFileWriter.write("new", to: secret)
        var info = stat()
        #expect(stat(secret, &info) == 0 && info.st_mode & 0o777 == 0o600)

        let mask = umask(0o022)
        umask(mask)
        let fresh = dir + "/fresh.json"
        try AtomicFileWriter.write("x", to: fresh)
        #expect(stat(fresh, &info) == 0 && info.st_mode & 0o777 == 0o666 & ~mask)
    }

    @Test func missingFolderIsAnErrorNotACrash() {
        #expect(throws: AtomicFileWriter.WriteError.self) {
            try AtomicFileWriter.write("x", to: "/nonexistent-livery-dir/out.png")
        }
    }
}
