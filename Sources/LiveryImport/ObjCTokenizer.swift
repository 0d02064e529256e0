/// Splits Objective-C source into the tokens the appearance reader needs:
/// identifiers, numbers, string literals, and punctuation; comments are
/// dropped, and preprocessor lines kept apart as directives. Swift has swift-syntax; Objective-C has no
/// parser a Swift package can use short of clang, so Livery reads the few
/// forms appearance code takes with a small reader of its own.
struct ObjCTokenizer {
    struct Token: Equatable {
        enum Kind: Equatable { case identifier, number, string, punctuation }
        var kind: Kind
        var text: String
        var line: Int
        var column: Int
    }

    /// A preprocessor line (`#if DEBUG`), its continuations joined.
    struct Directive: Equatable {
        var line: Int
        var text: String
    }

    static func tokens(_ text: String) -> [Token] { scan(text).tokens }

    static func scan(_ text: String) -> (tokens: [Token], directives: [Directive]) {
        let bytes = Array(text.utf8)
        var tokens: [Token] = []
        var directives: [Directive] = []
        var index = 0
        var line = 1
        var lineStart = 0
        var atLineStart = true
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                index += 1
                lineStart = index
                atLineStart = true
                continue
            }
            if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                index += 1
                continue
            }
            let column = index - lineStart + 1
            // A preprocessor line (with its continuations).
            if atLineStart, byte == UInt8(ascii: "#") {
                let directiveLine = line
                var directive: [UInt8] = []
                while index < bytes.count, bytes[index] != 0x0A || (index > 0 && bytes[index - 1] == UInt8(ascii: "\\")) {
                    if bytes[index] == 0x0A {
                        line += 1
                        lineStart = index + 1
                    }
                    if bytes[index] != 0x0A, bytes[index] != UInt8(ascii: "\\") { directive.append(bytes[index]) }
                    index += 1
                }
                directives.append(Directive(line: directiveLine, text: String(decoding: directive, as: UTF8.self)))
                continue
            }
            atLineStart = false
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index = ObjCTokenizer.endOfBlockComment(bytes, from: index + 2, line: &line, lineStart: &lineStart)
                continue
            }
            let start = index
            if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "@") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"")) {
                index += byte == UInt8(ascii: "@") ? 2 : 1
                let startLine = line
                var content: [UInt8] = []
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != 0x0A {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        index += 1
                        // An escaped line break: the string goes on, on the next line.
                        if bytes[index] == 0x0A {
                            line += 1
                            lineStart = index + 1
                        }
                    }
                    content.append(bytes[index])
                    index += 1
                }
                // The closing quote; an unterminated string ends before its line's break, which the next pass counts.
                if index < bytes.count, bytes[index] == UInt8(ascii: "\"") { index += 1 }
                tokens.append(Token(kind: .string, text: String(decoding: content, as: UTF8.self), line: startLine, column: column))
                continue
            }
            if byte >= 0x30 && byte <= 0x39 || (byte == UInt8(ascii: ".") && index + 1 < bytes.count && bytes[index + 1] >= 0x30 && bytes[index + 1] <= 0x39) {
                while index < bytes.count, isIdentifierByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
                tokens.append(Token(kind: .number, text: String(decoding: bytes[start..<index], as: UTF8.self), line: line, column: column))
                continue
            }
            if isIdentifierByte(byte) {
                while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
                tokens.append(Token(kind: .identifier, text: String(decoding: bytes[start..<index], as: UTF8.self), line: line, column: column))
                continue
            }
            // `@[`, `@{`, `@(` and `@available` keep their `@`.
            if byte == UInt8(ascii: "@"), index + 1 < bytes.count, "[{(".utf8.contains(bytes[index + 1]) {
                tokens.append(Token(kind: .punctuation, text: "@" + String(UnicodeScalar(bytes[index + 1])), line: line, column: column))
                index += 2
                continue
            }
            tokens.append(Token(kind: .punctuation, text: String(UnicodeScalar(byte)), line: line, column: column))
            index += 1
        }
        return (tokens, directives)
    }

    /// The index just past the `*/` that closes a block comment whose text
    /// starts at `start` (the end of `bytes` when none does), counting the
    /// lines it crosses: Objective-C's comments and Swift's, as the
    /// importer's scanners skip them.
    static func endOfBlockComment(_ bytes: [UInt8], from start: Int, line: inout Int, lineStart: inout Int) -> Int {
        var index = start
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return min(index + 2, bytes.count)
    }
}
