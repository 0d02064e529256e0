import Testing
@testable import Livery
@testable import LiveryCore

@Suite struct PathDataTests {
    private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    @Test func absoluteCommands() throws {
        #expect(
            try PathData.parse("M0 0 L10 0 Q 10 10 0 10 C 1 2, 3 4, 5 6 Z", maxCommands: 100).get() == [
                .move(p(0, 0)), .line(p(10, 0)), .quad(control: p(10, 10), to: p(0, 10)),
                .cubic(control1: p(1, 2), control2: p(3, 4), to: p(5, 6)), .close,
            ])
    }

    @Test func relativeCommandsBecomeAbsolute() throws {
        #expect(
            try PathData.parse("m10 10 l5 0 h5 v5 c1 1 2 2 3 3 q1 0 2 0 z", maxCommands: 100).get() == [
                .move(p(10, 10)), .line(p(15, 10)), .line(p(20, 10)), .line(p(20, 15)),
                .cubic(control1: p(21, 16), control2: p(22, 17), to: p(23, 18)), .quad(control: p(24, 18), to: p(25, 18)), .close,
            ])
    }

    @Test func repeatedPairsAfterAMoveAreLines() throws {
        #expect(try PathData.parse("M0 0 10 0 10 10", maxCommands: 100).get() == [.move(p(0, 0)), .line(p(10, 0)), .line(p(10, 10))])
        #expect(try PathData.parse("m1 1 2 2", maxCommands: 100).get() == [.move(p(1, 1)), .line(p(3, 3))])
    }

    @Test func compactNumbers() throws {
        #expect(try PathData.parse("M1-2L.5.5", maxCommands: 100).get() == [.move(p(1, -2)), .line(p(0.5, 0.5))])
    }

    @Test func closeReturnsToTheSubpathStart() throws {
        #expect(try PathData.parse("M1 1 L5 1 Z l1 0", maxCommands: 100).get() == [.move(p(1, 1)), .line(p(5, 1)), .close, .line(p(2, 1))])
    }

    @Test(arguments: [
        ("L0 0", 0, "path data must start with a move (M or m)"), ("Z", 0, "path data must start with a move (M or m)"),
        ("0 0", 0, "path data must start with a command (M), found '0'"), ("M0", 2, "path data ends in the middle of a command"),
        ("M0 0 X", 5, "expected a number, found 'X'"), ("M0 0 Z 1", 7, "expected a command after Z, found '1'"),
        ("M0 0 L1 1 L2 2", 10, "path has more than 2 commands"),
    ])
    func errorsPointAtTheOffendingByte(_ text: String, _ offset: Int, _ message: String) {
        guard case .failure(let failure) = PathData.parse(text, maxCommands: 2) else {
            Issue.record("expected a failure for '\(text)'")
            return
        }
        #expect(failure.offset == offset)
        #expect(failure.message == message)
    }
}
