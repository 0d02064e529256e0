/// Parses SVG path data (`M0 0 L10 0 Q…Z`) into absolute ``PathCommand``s.
///
/// Supports M L H V C Q Z in absolute (upper case) and relative (lower case)
/// form, implicit repetition (`L 1 2 3 4`, and pairs after `M` meaning `L`),
/// and SVG's compact number syntax (`1-2`, `.5.5`). One pass, no recursion.
enum PathData {
    static func parse(_ text: String, maxCommands: Int) -> Result<[PathCommand], NumberExpression.Failure> {
        var copy = text
        return copy.withUTF8 { bytes in
            var parser = Parser(bytes: bytes, maxCommands: maxCommands)
            return parser.run()
        }
    }

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        let maxCommands: Int
        var i = 0
        var commands: [PathCommand] = []
        var current = Point.zero
        var subpathStart = Point.zero
        /// Where the command being read starts (its letter, or its first number when repeated).
        var segmentStart = 0

        init(bytes: UnsafeBufferPointer<UInt8>, maxCommands: Int) {
            self.bytes = bytes
            self.maxCommands = maxCommands
        }

        mutating func run() -> Result<[PathCommand], NumberExpression.Failure> {
            do throws(NumberExpression.Failure) {
                var command: UInt8 = 0
                skipSeparators()
                while i < bytes.count {
                    segmentStart = i
                    let c = bytes[i]
                    if isCommand(c) {
                        command = c
                        i += 1
                        if commands.isEmpty, command != UInt8(ascii: "M"), command != UInt8(ascii: "m") {
                            throw fail("path data must start with a move (M or m)", at: i - 1)
                        }
                        if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                            try append(.close)
                            current = subpathStart
                            skipSeparators()
                            continue
                        }
                    } else if command == 0 {
                        throw fail("path data must start with a command (M), found '\(character(at: i))'")
                    } else if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                        throw fail("expected a command after Z, found '\(character(at: i))'")
                    }
                    try segment(command)
                    // Pairs after a move continue as lines.
                    if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
                    if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
                    skipSeparators()
                }
                return .success(commands)
            } catch {
                return .failure(error)
            }
        }

        private mutating func segment(_ command: UInt8) throws(NumberExpression.Failure) {
            let relative = command >= UInt8(ascii: "a")
            let base = relative ? current : Point.zero
            func point(_ x: Double, _ y: Double) -> Point { Point(x: base.x + x, y: base.y + y) }
            switch command | 0x20 {
            case UInt8(ascii: "m"):
                let p = point(try number(), try number())
                try append(.move(p))
                current = p
                subpathStart = p
            case UInt8(ascii: "l"):
                let p = point(try number(), try number())
                try append(.line(p))
                current = p
            case UInt8(ascii: "h"):
                let x = try number()
                let p = Point(x: relative ? current.x + x : x, y: current.y)
                try append(.line(p))
                current = p
            case UInt8(ascii: "v"):
                let y = try number()
                let p = Point(x: current.x, y: relative ? current.y + y : y)
                try append(.line(p))
                current = p
            case UInt8(ascii: "c"):
                let c1 = point(try number(), try number())
                let c2 = point(try number(), try number())
                let p = point(try number(), try number())
                try append(.cubic(control1: c1, control2: c2, to: p))
                current = p
            default:  // q
                let c = point(try number(), try number())
                let p = point(try number(), try number())
                try append(.quad(control: c, to: p))
                current = p
            }
        }

        private mutating func number() throws(NumberExpression.Failure) -> Double {
            skipSeparators()
            guard i < bytes.count else { throw fail("path data ends in the middle of a command") }
            guard let (value, end) = NumberLiteral.scan(bytes, from: i, allowSign: true) else {
                throw fail("expected a number, found '\(character(at: i))'")
            }
            guard value.isFinite else {
                throw NumberExpression.Failure(
                    code: .numberNotFinite, message: "path coordinate is too large to be a finite number", offset: i)
            }
            i = end
            return value
        }

        private mutating func append(_ command: PathCommand) throws(NumberExpression.Failure) {
            guard commands.count < maxCommands else { throw fail("path has more than \(maxCommands) commands", at: segmentStart) }
            commands.append(command)
        }

        private mutating func skipSeparators() {
            while i < bytes.count, NumberLiteral.isSpace(bytes[i]) || bytes[i] == UInt8(ascii: ",") { i += 1 }
        }

        private func isCommand(_ c: UInt8) -> Bool {
            switch c | 0x20 {
            case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"),
                UInt8(ascii: "c"), UInt8(ascii: "q"), UInt8(ascii: "z"):
                return c >= UInt8(ascii: "A")
            default:
                return false
            }
        }

        private func character(at index: Int) -> String {
            var end = index + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<min(end, bytes.count)]), as: UTF8.self)
        }

        private func fail(_ message: String, at offset: Int? = nil) -> NumberExpression.Failure {
            NumberExpression.Failure(code: .badPathData, message: message, offset: offset ?? i)
        }
    }
}
