import Foundation
import Testing
@testable import Livery
@testable import LiveryCore

@Suite struct BoundedFileReaderTests {
    @Test func readsAWholeFileWithinTheLimit() throws {
        let fixture = Fixture()
        fixture.write("a.txt", Array(0..<200))
        #expect(try BoundedFileReader.read(fixture.path("a.txt"), maxBytes: 200) == Array(0..<200))
        #expect(try BoundedFileReader.read(fixture.path("a.txt"), maxBytes: 1 << 20) == Array(0..<200))
    }

    @Test func failuresSayWhy() throws {
        let fixture = Fixture()
        fixture.write("a.txt", Array(repeating: 1, count: 201))
        #expect(throws: BoundedFileReader.Failure.tooLarge(size: 201, limit: 200)) {
            try BoundedFileReader.read(fixture.path("a.txt"), maxBytes: 200)
        }
        #expect(throws: BoundedFileReader.Failure.missing) { try BoundedFileReader.read(fixture.path("nope"), maxBytes: 10) }
        #expect(throws: BoundedFileReader.Failure.missing) { try BoundedFileReader.read(fixture.path("a.txt/x"), maxBytes: 10) }
        #expect(throws: BoundedFileReader.Failure.notARegularFile) { try BoundedFileReader.read(fixture.directory, maxBytes: 10) }
        #expect(throws: BoundedFileReader.Failure.notARegularFile) { try BoundedFileReader.read("/dev/urandom", maxBytes: 10) }
    }

    /// Opening a FIFO with no writer would block a plain open(2).
    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let fixture = Fixture()
        #expect(mkfifo(fixture.path("pipe"), 0o600) == 0)
        #expect(throws: BoundedFileReader.Failure.notARegularFile) { try BoundedFileReader.read(fixture.path("pipe"), maxBytes: 10) }
    }

    /// Beneath a folder: inside files and links that stay inside are read;
    /// `..` above it, links that lead out (relative, absolute, through a
    /// linked folder), a NUL that would end a name at `..`, and paths not
    /// under it are all `outside`.
    @Test func readsBeneathAFolderOnlyWhatIsInside() throws {
        let fixture = Fixture()
        fixture.write("served/a.txt", Array("inside".utf8))
        fixture.write("served/sub/b.txt", Array("inside b".utf8))
        fixture.write("outside.txt", Array("secret".utf8))
        let manager = FileManager.default
        let links = [
            "served/sub/in": "../a.txt", "served/sub/in-abs": fixture.path("served/a.txt"), "served/out": "../outside.txt",
            "served/out-abs": fixture.path("outside.txt"), "served/sub/up": "../..", "served/loop": "loop", "served/linked": "sub",
        ]
        for (link, target) in links { try manager.createSymbolicLink(atPath: fixture.path(link), withDestinationPath: target) }
        let root = ReadableRoot(fixture.path("served"))
        let served = root.path
        #expect(try BoundedFileReader.read(served + "/a.txt", maxBytes: 10, beneath: root) == Array("inside".utf8))
        #expect(try BoundedFileReader.read(served + "/sub/in", maxBytes: 10, beneath: root) == Array("inside".utf8))
        #expect(try BoundedFileReader.read(served + "/sub/in-abs", maxBytes: 10, beneath: root) == Array("inside".utf8))
        #expect(try BoundedFileReader.read(served + "/linked/b.txt", maxBytes: 10, beneath: root) == Array("inside b".utf8))
        #expect(try BoundedFileReader.read(served + "/sub/../a.txt", maxBytes: 10, beneath: root) == Array("inside".utf8))
        for outside in [
            served + "/out", served + "/out-abs", served + "/sub/up/outside.txt", served + "/../outside.txt", fixture.path("outside.txt"),
            served + "/sub/..\0x/outside.txt", served + "/..\0/outside.txt",
        ] {
            #expect(throws: BoundedFileReader.Failure.outside, "\(outside)") { try BoundedFileReader.read(outside, maxBytes: 10, beneath: root) }
        }
        #expect(throws: BoundedFileReader.Failure.missing) { try BoundedFileReader.read(served + "/nope", maxBytes: 10, beneath: root) }
        #expect(throws: BoundedFileReader.Failure.unreadable(reason: "too many levels of symbolic links")) {
            try BoundedFileReader.read(served + "/loop", maxBytes: 10, beneath: root)
        }
        #expect(throws: BoundedFileReader.Failure.notARegularFile) { try BoundedFileReader.read(served + "/sub", maxBytes: 10, beneath: root) }
    }
}
