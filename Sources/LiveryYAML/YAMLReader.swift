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

    /// Parses one YAML document. An empty stream yields a null scalar at 1:1.
    public static func parse(_ bytes: [UInt8], limits: YAMLLimits = .default) throws(YAMLError) -> YAMLNode {
        if bytes.count > limits.maxBytes {
            throw YAMLError(.tooLarge, "input is \(bytes.count) bytes; the limit is \(limits.maxBytes)", at: YAMLMark(line: 1, column: 1))
        }
        // The parser lives on the heap and the input buffer stays pinned for the
        // whole parse: libyaml keeps pointers into both between calls.
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else {
            throw YAMLError(.tooLarge, "could not allocate the YAML parser", at: YAMLMark(line: 1, column: 1))
        }
        defer { yaml_parser_delete(parser) }

        let result: Result<YAMLNode, YAMLError> = bytes.withUnsafeBufferPointer { buffer in
            var builder = Builder(limits: limits, source: buffer)
            yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(parser, &event) == 1 else {
                    return .failure(parserError(parser.pointee, bytes: buffer))
                }
                defer { yaml_event_delete(&event) }
                do throws(YAMLError) {
                    if try builder.handle(event) { break }
                } catch {
                    return .failure(error)
                }
            }
            return .success(builder.root ?? YAMLNode(content: .scalar(YAMLScalar(value: "", style: .plain)),
                                                     start: YAMLMark(line: 1, column: 1), end: YAMLMark(line: 1, column: 1)))
        }
        return try result.get()
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
            return YAMLError(.syntax, "\(problem) (byte 0x\(String(parser.problem_value, radix: 16, uppercase: true)))", at: mark)
        }
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            message = "\(context): \(problem)"
        }
        return YAMLError(.syntax, message, at: mark(parser.problem_mark),
                         related: parser.context == nil ? nil : mark(parser.context_mark))
    }

    static func mark(_ m: yaml_mark_t) -> YAMLMark {
        YAMLMark(line: Int(m.line) + 1, column: Int(m.column) + 1)
    }

    /// Line and column (in scalars) of a byte offset, for reader errors.
    static func markForOffset(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> YAMLMark {
        var line = 1, column = 1, i = 0
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

/// An open sequence or mapping on the builder's stack. A class, so appending
/// a child mutates in place instead of copying the array.
private final class OpenCollection {
    let isMapping: Bool
    let start: YAMLMark
    let tag: String?
    let anchor: String?
    var items: [YAMLNode] = []
    var pairs: [YAMLPair] = []
    var pendingKey: YAMLNode?
    /// Key text → where it was first defined; built only once a mapping has
    /// `YAMLReader.linearKeyLimit` keys (below that a scan of `pairs` is cheaper).
    var seenKeys: [String: YAMLMark]?
    /// Nodes in this collection, itself included (what an alias to it costs).
    var count = 1

    init(isMapping: Bool, start: YAMLMark, tag: String?, anchor: String?) {
        self.isMapping = isMapping
        self.start = start
        self.tag = tag
        self.anchor = anchor
    }

    /// Where a scalar key with this text was first defined in this mapping.
    func firstDefinition(of text: String) -> YAMLMark? {
        if let seenKeys { return seenKeys[text] }
        if pairs.count < YAMLReader.linearKeyLimit {
            return pairs.first { $0.key.scalar?.value == text }?.key.start
        }
        var index: [String: YAMLMark] = [:]
        for pair in pairs.reversed() {
            if let key = pair.key.scalar?.value { index[key] = pair.key.start }
        }
        seenKeys = index
        return index[text]
    }
}

/// Turns the event stream into nodes with an explicit stack.
private struct Builder {
    let limits: YAMLLimits
    /// The input, valid for the builder's whole life (the parse).
    let source: UnsafeBufferPointer<UInt8>
    var stack: [OpenCollection] = []
    var anchors: [String: (node: YAMLNode, count: Int)] = [:]
    var expanded = 0
    var total = 0
    var root: YAMLNode?
    var documents = 0

    init(limits: YAMLLimits, source: UnsafeBufferPointer<UInt8>) {
        self.limits = limits
        self.source = source
    }

    /// Consumes one event; returns true at the end of the stream.
    mutating func handle(_ event: yaml_event_t) throws(YAMLError) -> Bool {
        let start = YAMLReader.mark(event.start_mark)
        let end = YAMLReader.mark(event.end_mark)
        switch event.type {
        case YAML_STREAM_END_EVENT:
            return true
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                throw YAMLError(.syntax, "expected a single YAML document, found a second one", at: start)
            }
        case YAML_SCALAR_EVENT:
            let s = event.data.scalar
            let value = s.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: s.length), as: UTF8.self) } ?? ""
            let scalarStyle = style(s.style)
            var node = YAMLNode(content: .scalar(YAMLScalar(value: value, style: scalarStyle)),
                                start: start, end: end, tag: string(s.tag))
            if value.isEmpty, scalarStyle == .plain, let comment = commentMark(after: event.start_mark) {
                // `color: #FF0000` is an empty value and a comment: point at the '#'.
                node.start = comment
                node.end = comment
            }
            try add(node, count: 1, anchor: string(s.anchor))
        case YAML_ALIAS_EVENT:
            let name = string(event.data.alias.anchor) ?? ""
            guard let anchored = anchors[name] else {
                throw YAMLError(.undefinedAlias, "alias '*\(name)' names no anchor defined before it", at: start)
            }
            expanded += anchored.count
            if expanded > limits.maxAliasExpansion {
                throw YAMLError(.aliasBudget,
                                "aliases expand to more than \(limits.maxAliasExpansion) nodes (a 'billion laughs' document?)",
                                at: start)
            }
            try add(anchored.node, count: anchored.count, anchor: nil)
        case YAML_SEQUENCE_START_EVENT:
            try checkDepth(at: start)
            let s = event.data.sequence_start
            stack.append(OpenCollection(isMapping: false, start: start, tag: string(s.tag), anchor: string(s.anchor)))
        case YAML_MAPPING_START_EVENT:
            try checkDepth(at: start)
            let m = event.data.mapping_start
            stack.append(OpenCollection(isMapping: true, start: start, tag: string(m.tag), anchor: string(m.anchor)))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let open = stack.popLast() else { return false }
            let content: YAMLNode.Content = open.isMapping ? .mapping(open.pairs) : .sequence(open.items)
            open.items = []
            open.pairs = []
            try add(YAMLNode(content: content, start: open.start, end: end, tag: open.tag), count: open.count, anchor: open.anchor)
        default:
            break
        }
        return false
    }

    /// Where a `#` comment starts on the same line after `mark`, past blanks only.
    private func commentMark(after mark: yaml_mark_t) -> YAMLMark? {
        var i = Int(mark.index)
        var column = Int(mark.column) + 1
        while i < source.count, source[i] == 0x20 || source[i] == 0x09 {
            i += 1
            column += 1
        }
        guard i < source.count, source[i] == 0x23 else { return nil }
        return YAMLMark(line: Int(mark.line) + 1, column: column)
    }

    private func checkDepth(at mark: YAMLMark) throws(YAMLError) {
        if stack.count >= limits.maxDepth {
            throw YAMLError(.tooDeep, "nesting is deeper than \(limits.maxDepth) levels", at: mark)
        }
    }

    /// Attaches a finished node to the open collection (or makes it the root).
    private mutating func add(_ node: YAMLNode, count: Int, anchor: String?) throws(YAMLError) {
        total += count
        if total > limits.maxNodes {
            throw YAMLError(.tooLarge, "the document has more than \(limits.maxNodes) nodes", at: node.start)
        }
        if let anchor {
            anchors[anchor] = (node, count)
        }
        guard let open = stack.last else {
            root = node
            return
        }
        open.count += count
        if !open.isMapping {
            open.items.append(node)
        } else if let key = open.pendingKey {
            open.pairs.append(YAMLPair(key: key, value: node))
            open.pendingKey = nil
        } else {
            if let text = node.scalar?.value {
                if let first = open.firstDefinition(of: text) {
                    throw YAMLError(.duplicateKey, "duplicate key '\(text)' (first defined at \(first))",
                                    at: node.start, related: first)
                }
                open.seenKeys?[text] = node.start
            }
            open.pendingKey = node
        }
    }

    private func string(_ p: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        p.map { String(cString: UnsafePointer($0)) }
    }

    private func style(_ s: yaml_scalar_style_t) -> YAMLScalar.Style {
        switch s {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }
}
