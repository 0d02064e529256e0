/// Swift text checked before swift-syntax parses it. The parser recurses once
/// per level of brackets, braces, `#if`s, generic arguments and prefix
/// `try`, `await` or operators (some with no nesting limit of its own), and
/// its tree is walked recursively afterwards; a postfix chain (`.a.b(…)[…]!`)
/// is a level of the tree per step. Text nesting past
/// ``SwiftSourceReader/maxNesting`` or chaining past
/// ``SwiftSourceReader/maxChain`` is refused here, where the limit is crossed,
/// before anything recurses. Strings and comments are skipped; the counts are
/// upper bounds of what the parser sees.
struct SwiftNestingScan {
    /// Where a limit is crossed, and which.
    struct Crossing: Equatable {
        var message: String
        var line: Int
        var column: Int
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// Postfix steps of the statement now scanned, and the line it starts on.
    private var chain = 0
    private var chainLine = 1
    /// Open brackets, braces and `#if`s.
    private var brackets = 0
    /// Open square brackets, which swift-syntax looks ahead past in time that doubles per level
    /// (whether `[` starts an inline array type): limited apart, to ``maxSquareNesting``.
    private var squares = 0
    /// Square brackets nested deeper than any app writes (arrays, dictionaries, subscripts, array types).
    static let maxSquareNesting = 12
    /// Open generic argument lists (`<` not between spaces) on this line.
    private var angles = 0
    /// `try`, `await` and free-standing operators in a row: prefixes, each a level.
    private var prefixes = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The first place `bytes` nests or chains past a limit; nil when it does not.
    static func firstCrossing(_ bytes: [UInt8]) -> Crossing? {
        var scan = SwiftNestingScan(bytes: bytes)
        return scan.run()
    }

    private mutating func run() -> Crossing? {
        var inString = false
        while index < bytes.count {
            let at = index
            let byte = bytes[index]
            index += 1
            if byte == 0x0A {
                newLine()
                continue
            }
            if inString {
                // An interpolation's code, `"\([[…]])"`: its square brackets count too.
                if byte == UInt8(ascii: "\\"), index < bytes.count, bytes[index] == UInt8(ascii: "("),
                    let deepest = squaresInInterpolation(from: index + 1), squares + deepest > SwiftNestingScan.maxSquareNesting
                {
                    return squaresCrossing(at)
                }
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                prefixes = 0
            case UInt8(ascii: "/") where index < bytes.count && bytes[index] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            case UInt8(ascii: "/") where index < bytes.count && bytes[index] == UInt8(ascii: "*"):
                index = ObjCTokenizer.endOfBlockComment(bytes, from: index + 1, line: &line, lineStart: &lineStart)
            case UInt8(ascii: ";"):
                chain = 0
                angles = 0
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if byte == UInt8(ascii: "{") { angles = 0 } else if let crossed = step() { return crossed }
                if byte == UInt8(ascii: "[") {
                    squares += 1
                    if squares > SwiftNestingScan.maxSquareNesting { return squaresCrossing(at) }
                }
                brackets += 1
                prefixes = 0
                if let crossed = nested(at) { return crossed }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                brackets = max(0, brackets - 1)
                if byte == UInt8(ascii: "]") { squares = max(0, squares - 1) }
                if byte == UInt8(ascii: "}") { angles = 0 }
                prefixes = 0
            case UInt8(ascii: "#"):
                let word = self.word(from: index)
                if word == "if" {
                    brackets += 1
                    if let crossed = nested(at) { return crossed }
                } else if word == "endif" {
                    brackets = max(0, brackets - 1)
                }
            case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"):
                if let crossed = step() { return crossed }
                if let crossed = freeOperator(at) { return crossed }
            default:
                if SwiftNestingScan.isWordByte(byte) {
                    if at == 0 || !SwiftNestingScan.isWordByte(bytes[at - 1]) {
                        let word = self.word(from: at)
                        prefixes = word == "try" || word == "await" ? prefixes + 1 : 0
                        if prefixes > SwiftSourceReader.maxNesting { return crossing(at, "prefixes such as `try`, `await` or `-`") }
                    }
                    continue
                }
                if byte == UInt8(ascii: "<"), !(isSpace(at - 1) && isSpace(at + 1)) {
                    angles += 1
                    if let crossed = nested(at) { return crossed }
                } else if byte == UInt8(ascii: ">"), angles > 0, at == 0 || bytes[at - 1] != UInt8(ascii: "-") {
                    angles -= 1
                }
                if SwiftNestingScan.operatorBytes.contains(byte), let crossed = freeOperator(at) { return crossed }
            }
        }
        return nil
    }

    /// A new line ends the statement's chain unless it continues it with `.` or `?`.
    private mutating func newLine() {
        line += 1
        lineStart = index
        angles = 0
        var next = index
        while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
        if next < bytes.count, bytes[next] != UInt8(ascii: "."), bytes[next] != UInt8(ascii: "?") { chain = 0 }
    }

    /// One postfix step more in the statement's chain.
    private mutating func step() -> Crossing? {
        if chain == 0 { chainLine = line }
        chain += 1
        guard chain > SwiftSourceReader.maxChain else { return nil }
        return Crossing(
            message:
                "a statement here chains more than \(SwiftSourceReader.maxChain) member accesses, calls or subscripts; the importer does not read the file",
            line: chainLine, column: 1)
    }

    private func squaresCrossing(_ at: Int) -> Crossing {
        Crossing(
            message: "code here nests square brackets more than \(SwiftNestingScan.maxSquareNesting) levels "
                + "(arrays, dictionaries, subscripts or array types); the importer does not read the file",
            line: line, column: at - lineStart + 1)
    }

    /// The deepest square brackets in the interpolation whose code starts at `start`, up to its closing `)`;
    /// strings inside it are passed over.
    private func squaresInInterpolation(from start: Int) -> Int? {
        var (parens, depth, deepest, at) = (1, 0, 0, start)
        var inString = false
        while at < bytes.count, parens > 0 {
            let byte = bytes[at]
            at += 1
            if inString {
                if byte == UInt8(ascii: "\\") { at += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "("): parens += 1
            case UInt8(ascii: ")"): parens -= 1
            case UInt8(ascii: "["):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            default: break
            }
        }
        return deepest
    }

    private func nested(_ at: Int) -> Crossing? {
        brackets + angles > SwiftSourceReader.maxNesting ? crossing(at, "brackets, braces, `#if`s or generic arguments") : nil
    }

    /// An operator with space on both sides after another prefix is one more prefix.
    private mutating func freeOperator(_ at: Int) -> Crossing? {
        guard isSpace(at - 1) else { return nil }
        var end = at
        while end < bytes.count, SwiftNestingScan.operatorBytes.contains(bytes[end]) { end += 1 }
        guard end == bytes.count || isSpace(end) else { return nil }
        prefixes += 1
        return prefixes > SwiftSourceReader.maxNesting ? crossing(at, "prefixes such as `try`, `await` or `-`") : nil
    }

    private func crossing(_ at: Int, _ what: String) -> Crossing {
        Crossing(
            message: "code here nests more than \(SwiftSourceReader.maxNesting) levels (\(what)); the importer does not read the file",
            line: line,
            column: at - lineStart + 1)
    }

    private func word(from start: Int) -> String {
        var end = start
        while end < bytes.count, SwiftNestingScan.isWordByte(bytes[end]) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func isSpace(_ at: Int) -> Bool {
        at < 0 || at >= bytes.count || bytes[at] == 0x20 || bytes[at] == 0x09 || bytes[at] == 0x0A || bytes[at] == 0x0D
    }

    private static let operatorBytes = Set("/=-+!*%<>&|^~?.".utf8)

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
    }
}
