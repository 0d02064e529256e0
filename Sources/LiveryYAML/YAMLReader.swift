import CLibYAML

/// Reads YAML text into a located ``YAMLNode`` tree through libyaml's event API.
///
/// The build is iterative (an explicit stack of open collections), so input
/// depth can never overflow the call stack; nesting past ``YAMLLimits/maxDepth``
/// stops the parse at the offending bracket. Aliases are expanded by copying the
/// anchored node, charged against ``YAMLLimits/maxAliasExpansion``.
public enum YAMLReader {
    /// Mappings with fewer keys check duplicates by scanning (most have a handful).
    static let linearKeyLimit = 16

    /// The largest input read whatever the limits say: a document's nodes keep
    /// 32-bit offsets and marks, and escapes can make scalar text up to half as
    /// long again as its source.
    public static let maxSupportedBytes = 1 << 30

    /// Below this size a splittable input is read whole: starting a thread
    /// costs more than half the read of a smaller file.
    public static let splitMinimumBytes = 128 << 10

    /// Parses one YAML document. An empty stream yields a null scalar at 1:1.
    ///
    /// With `splittingAt`, an input of `splitMinimumBytes` or more whose
    /// last top-level key is that block sequence is read in two halves on
    /// two cores (``YAMLSplitParse``); the node is the one a single read
    /// gives, and any input the halves cannot prove equal is read whole.
    public static func parse(
        _ bytes: [UInt8], limits: YAMLLimits = .default, splittingAt key: String? = nil,
        splitMinimumBytes: Int = splitMinimumBytes
    ) throws(YAMLError) -> YAMLNode {
        let maxBytes = min(limits.maxBytes, maxSupportedBytes)
        if bytes.count > maxBytes {
            throw YAMLError(.tooLarge, "input is \(bytes.count) bytes; the limit is \(maxBytes)", at: YAMLMark(line: 1, column: 1))
        }
        let result: Result<YAMLNode, YAMLError> = bytes.withUnsafeBufferPointer { buffer in
            if let key, buffer.count >= splitMinimumBytes, let node = YAMLSplitParse.parse(buffer, limits: limits, key: key) {
                return .success(node)
            }
            return read(buffer, limits: limits).map { handler in
                handler.root
                    ?? YAMLNode(
                        scalar: YAMLScalar(value: "", style: .plain),
                        start: YAMLMark(line: 1, column: 1), end: YAMLMark(line: 1, column: 1))
            }
        }
        return try result.get()
    }

    /// Runs libyaml over `buffer` into an event handler, which holds the
    /// document once the stream has ended; room is made for the document of
    /// a `reserving`-byte input (more than `buffer` when more will be joined).
    static func read(
        _ buffer: UnsafeBufferPointer<UInt8>, limits: YAMLLimits, reserving: Int? = nil
    ) -> Result<YAMLEventHandler, YAMLError> {
        // The parser lives on the heap and the input buffer stays pinned for the
        // whole parse: libyaml keeps pointers into both between calls.
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else {
            return .failure(YAMLError(.tooLarge, "could not allocate the YAML parser", at: YAMLMark(line: 1, column: 1)))
        }
        defer { yaml_parser_delete(parser) }
        var handler = YAMLEventHandler(limits: limits, source: buffer, reserving: reserving ?? buffer.count)
        yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(parser, &event) == 1 else {
                return .failure(parserError(parser.pointee, bytes: buffer))
            }
            defer { yaml_event_delete(&event) }
            do throws(YAMLError) {
                if try handler.handle(event) { return .success(handler) }
            } catch {
                return .failure(error)
            }
        }
    }

    /// Parses UTF-8 text.
    public static func parse(_ text: String, limits: YAMLLimits = .default) throws(YAMLError) -> YAMLNode {
        try parse(Array(text.utf8), limits: limits)
    }

    private static func parserError(_ parser: yaml_parser_t, bytes: UnsafeBufferPointer<UInt8>) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        if parser.error == YAML_READER_ERROR {
            // Reader errors carry a byte offset, not a mark.
            let mark = markForOffset(parser.problem_offset, in: bytes)
            // libyaml gives no byte (-1) when the input ends inside a character.
            let byte =
                parser.problem_value < 0
                ? "the input ends inside a character"
                : "byte 0x" + String(parser.problem_value, radix: 16, uppercase: true)
            return YAMLError(.syntax, "\(problem) (\(byte))", at: mark)
        }
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            message = "\(context): \(problem)"
            if context.hasPrefix("while parsing a flow"),
                let comment = flowComment(in: bytes, from: parser.context_mark, to: parser.problem_mark)
            {
                return comment
            }
        }
        return YAMLError(
            .syntax, message, at: mark(parser.problem_mark),
            related: parser.context == nil ? nil : mark(parser.context_mark))
    }

    /// A `#` that starts a comment inside a flow collection: in
    /// `{ light: #111, dark: #EEE }` the comment swallows the rest of the
    /// line, so libyaml reports a missing `}` lines later, or the end of the
    /// file. Scans from where the parser's context began (the whole text when
    /// libyaml places it at the failure too) to the failure, tracking flow
    /// brackets outside quotes and comments; reported at the `#`, with the
    /// fix, or nil to keep libyaml's own message.
    private static func flowComment(in bytes: UnsafeBufferPointer<UInt8>, from context: yaml_mark_t, to problem: yaml_mark_t) -> YAMLError? {
        var offsets = YAMLByteOffsets(bytes)
        let start = offsets.byteOffset(ofCharacter: Int(context.index))
        let end = offsets.byteOffset(ofCharacter: Int(problem.index))
        let stop = min(end, bytes.count)
        var i = start < stop ? max(0, start) : 0
        var depth = 0
        var quote: UInt8?
        let blanks: [UInt8] = [0x20, 0x09, 0x0A, 0x0D]
        while i < stop {
            let b = bytes[i]
            let afterBlank = i == 0 || blanks.contains(bytes[i - 1])
            if let q = quote {
                if b == q { quote = nil }
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                quote = b
            } else if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") {
                if depth > 0 || afterBlank || [UInt8(ascii: ":"), UInt8(ascii: "-")].contains(bytes[i - 1]) { depth += 1 }
            } else if (b == UInt8(ascii: "}") || b == UInt8(ascii: "]")) && depth > 0 {
                depth -= 1
            } else if b == UInt8(ascii: "#"), afterBlank {
                guard depth > 0 else {
                    // A comment outside flow collections is fine: skip its line.
                    while i < stop, bytes[i] != 0x0A { i += 1 }
                    continue
                }
                var j = i + 1
                while j < bytes.count, !(blanks + [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")]).contains(bytes[j]) {
                    j += 1
                }
                let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<j]), as: UTF8.self)
                return YAMLError(
                    .syntax, "an unquoted '#' starts a comment, which hides the rest of the line and leaves the flow collection unclosed",
                    at: markForOffset(i, in: bytes),
                    hint: word.count > 1 ? "quote it: \"\(word)\"" : "quote a value that starts with '#'")
            }
            i += 1
        }
        return nil
    }

    static func mark(_ m: yaml_mark_t) -> YAMLMark {
        YAMLMark(line: Int(m.line) + 1, column: Int(m.column) + 1)
    }

    /// Line and column (in scalars) of a byte offset, for reader errors.
    static func markForOffset(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> YAMLMark {
        var line = 1
        var column = 1
        var i = 0
        let stop = min(offset, bytes.count)
        while i < stop {
            let b = bytes[i]
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return YAMLMark(line: line, column: column)
    }
}
