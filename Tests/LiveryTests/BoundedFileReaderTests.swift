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
}
