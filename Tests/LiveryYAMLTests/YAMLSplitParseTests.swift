import Testing
@testable import LiveryYAML

/// A file read in two halves must be the file read whole: the same node,
/// marks included, or the same error.
@Suite struct YAMLSplitParseTests {
    /// What a read gives: the node, or the error.
    private func whole(_ text: String, limits: YAMLLimits = .default) -> Result<YAMLNode, YAMLError> {
        whole(bytes: Array(text.utf8), limits: limits)
    }

    private func whole(bytes: [UInt8], limits: YAMLLimits = .default) -> Result<YAMLNode, YAMLError> {
        Result { () throws(YAMLError) in try YAMLReader.parse(bytes, limits: limits) }
    }

    private func split(_ text: String, limits: YAMLLimits = .default) -> Result<YAMLNode, YAMLError> {
        split(bytes: Array(text.utf8), limits: limits)
    }

    private func split(bytes: [UInt8], limits: YAMLLimits = .default) -> Result<YAMLNode, YAMLError> {
        Result { () throws(YAMLError) in
            try YAMLReader.parse(bytes, limits: limits, splittingAt: "rules", splitMinimumBytes: 0)
        }
    }

    /// The same node (``YAMLNode/isSameTree(as:)``) or the same error.
    private func same(_ a: Result<YAMLNode, YAMLError>, _ b: Result<YAMLNode, YAMLError>) -> Bool {
        switch (a, b) {
        case (.success(let x), .success(let y)): return x.isSameTree(as: y)
        case (.failure(let x), .failure(let y)): return x == y
        default: return false
        }
    }

    /// The joined node when the halves were joined, nil when the file was read whole.
    private func joined(_ text: String, limits: YAMLLimits = .default) -> YAMLNode? {
        joined(bytes: Array(text.utf8), limits: limits)
    }

    private func joined(bytes: [UInt8], limits: YAMLLimits = .default) -> YAMLNode? {
        bytes.withUnsafeBufferPointer { YAMLSplitParse.parse($0, limits: limits, key: "rules") }
    }

    /// A stylesheet-shaped file: a header, then `count` entries of every
    /// shape an entry may take, chosen by `seed`.
    func document(entries count: Int, seed: UInt64, indent: Int = 2, lineBreak: String = "\n") -> String {
        var state = seed &+ 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pad = String(repeating: " ", count: indent)
        var lines = [
            "livery: 1", "# a header comment", "colors:", "  brand: { light: \"#FFFFFF\", dark: \"#000000\" }",
            "defaults: &defaults", "  alpha: 1", "rules: # the rules", "",
        ]
        for i in 0..<count {
            switch next(11) {
            case 0: lines += ["\(pad)- type: View\(i)", "\(pad)  set:", "\(pad)    alpha: 0.\(i % 10)"]
            case 1: lines += ["\(pad)- { type: Flow\(i), inside: [A, B], when: { style: dark } }"]
            case 2: lines += ["\(pad)# entry \(i) is next", "", "\(pad)- type: Commented\(i)  # trailing"]
            case 3: lines += ["\(pad)- note: |", "\(pad)    a block scalar", "\(pad)    - not an entry", "\(pad)  type: Block\(i)"]
            case 4: lines += ["\(pad)- text: \"first line", "\(pad)    second line\"", "\(pad)  type: 'Quoted\(i)'"]
            case 5: lines += ["\(pad)- inside:", "\(pad)  - A\(i)", "\(pad)  - B", "\(pad)  type: Compact"]
            case 6: lines += ["\(pad)- [&entry\(i) { type: Anchored\(i) }, *entry\(i)]"]
            case 7: lines += ["\(pad)- !custom", "\(pad)  name: \"caf\u{E9} \u{1F3A8}\"", "\(pad)  type: Tagged"]
            case 8: lines += ["\(pad)- type: BlockLast\(i)", "\(pad)  note: >", "\(pad)    folded text", ""]
            case 9: lines += ["\(pad)- type: EmptyLast\(i)", "\(pad)  set:", "\(pad)    alpha:", "\(pad)# a comment"]
            default: lines += ["\(pad)-", "\(pad)  type: EmptyFirstLine\(i)", "\(pad)- ~"]
            }
        }
        lines += ["# the end", ""]
        return lines.joined(separator: lineBreak)
    }

    @Test(arguments: 0..<24)
    func halvesJoinToTheWholeRead(seed: Int) throws {
        let indent = [2, 0, 4][seed % 3]
        let lineBreak = seed % 4 == 3 ? "\r\n" : "\n"
        let text = document(entries: 40 + seed * 7, seed: UInt64(seed), indent: indent, lineBreak: lineBreak)
        let node = try #require(joined(text), "the file should have been read in halves")
        #expect(node.isSameTree(as: try YAMLReader.parse(text)))
        #expect(same(split(text), whole(text)))
    }

    /// The list ends where a line drops below its column, the root at the
    /// end of the stream (the next line, when the last has no line break).
    @Test(arguments: ["", "\n", " ", "\n ", "\n   ", "  # end", "\n# end", "\n\n \n"])
    func everyEndingJoinsAsTheWholeRead(ending: String) throws {
        let text = (["rules:"] + (0..<40).map { "  - type: View\($0)\n    set: { alpha: 0.5 }" }).joined(separator: "\n") + ending
        let node = try #require(joined(text))
        #expect(node.isSameTree(as: try YAMLReader.parse(text)))
    }

    @Test func aLongFileIsCutNearItsMiddle() throws {
        let text = document(entries: 200, seed: 7)
        let bytes = Array(text.utf8)
        let cut = try #require(bytes.withUnsafeBufferPointer { YAMLSplitParse.cut(in: $0, key: Array("rules".utf8)) })
        #expect(cut.column == 2)
        #expect(cut.offset >= bytes.count / 2 && cut.offset < bytes.count * 3 / 4)
        #expect(bytes[cut.offset - 1] == 0x0A && bytes[cut.offset + 2] == UInt8(ascii: "-"))
    }

    /// Files the halves cannot prove equal are read whole, with the same result.
    @Test func filesThatCannotBeCutAreReadWhole() {
        let entries = (0..<60).map { "  - type: View\($0)" }
        let cases: [String] = [
            // Another top-level key after the list.
            (["rules:"] + entries + ["colors: {}"]).joined(separator: "\n"),
            // An alias in the second half to an anchor in the first.
            (["base: &base { alpha: 1 }", "rules:"] + entries + ["  - *base"]).joined(separator: "\n"),
            // A quote open across the middle.
            (["rules:", "  - text: \"opened"] + entries + ["    closed\""]).joined(separator: "\n"),
            // A flow list open across the middle.
            (["rules: ["] + (0..<60).map { "  View\($0)," } + ["  ]"]).joined(separator: "\n"),
            // The key names something else than the last value.
            (["rules:"] + entries + ["other: 1"]).joined(separator: "\n"),
            // Tag directives the second half would not know.
            (["%TAG ! tag:example.com,2000:", "---", "rules:"] + entries + ["  - !b y"]).joined(separator: "\n"),
            (["%TAG !! tag:other:", "---", "rules:"] + entries + ["  - !!str b"]).joined(separator: "\n"),
            // An explicit document end.
            (["rules:"] + entries + ["...", ""]).joined(separator: "\n"),
            // Line breaks libyaml sees and the cut does not: a document end
            // hidden from it in either half, or a root closed early.
            (["rules:", "  - a\r..."] + entries).joined(separator: "\n"),
            (["rules:", "  - a\u{85}..."] + entries).joined(separator: "\n"),
            (["rules:"] + entries + ["  - b\r...", ""]).joined(separator: "\n"),
            (["rules:"] + entries + ["  - b\u{2028}...", ""]).joined(separator: "\n"),
            (["rules:"] + entries + ["  - b\u{2029}c", ""]).joined(separator: "\n"),
        ]
        for text in cases {
            #expect(joined(text) == nil, "\(String(text.prefix(40)).debugDescription)")
            #expect(same(split(text), whole(text)))
        }
    }

    /// UTF-16 text, whose bytes can spell lines the cut looks for, is read
    /// whole: the second half would have no byte-order mark and be read as UTF-8.
    @Test func utf16IsReadWhole() {
        // `rules:` and `  - ` in UTF-16, then characters whose bytes read as
        // `\nrules:\n  - a…` and, past the middle, `\n  - z\n`.
        var bytes: [UInt8] = [0xFE, 0xFF] + "rules:\n  - ".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        bytes += [0x61, 0x0A] + Array("rules:\n  - a".utf8) + Array(repeating: 0x78, count: 80) + [0x00, 0x0A]
        bytes += Array("  - z\n".utf8)
        #expect(joined(bytes: bytes) == nil)
        #expect(same(split(bytes: bytes), whole(bytes: bytes)))
    }

    @Test func errorsAreTheWholeReadsErrors() {
        let entries = (0..<60).map { "  - type: View\($0)" }
        let cases = [
            // A syntax error in each half.
            (["rules:", "  - { open: "] + entries).joined(separator: "\n"),
            (["rules:"] + entries + ["  - { open: "]).joined(separator: "\n"),
            // A duplicate key in the second half.
            (["rules:"] + entries + ["  - { a: 1, a: 2 }"]).joined(separator: "\n"),
            // An unquoted '#' in a flow mapping in the second half.
            (["rules:"] + entries + ["  - { light: #111, dark: #EEE }", "  - type: After"]).joined(separator: "\n"),
        ]
        for text in cases {
            guard case .failure = whole(text) else {
                Issue.record("expected an error for:\n\(text)")
                continue
            }
            #expect(same(split(text), whole(text)))
        }
    }

    /// Each half within a limit but the two together over it: the error is
    /// the whole read's, at the same place.
    @Test func limitsCountBothHalves() throws {
        let text = document(entries: 80, seed: 3)
        var limits = YAMLLimits()
        let nodes = try #require(Array(text.utf8).withUnsafeBufferPointer { YAMLReader.read($0, limits: limits) }.get().total)
        limits.maxNodes = nodes - 1
        #expect(joined(text, limits: limits) == nil)
        #expect(same(split(text, limits: limits), whole(text, limits: limits)))
        guard case .failure(let error) = whole(text, limits: limits) else {
            Issue.record("expected the node limit")
            return
        }
        #expect(error.kind == .tooLarge)

        // Nesting: the list is one level down, so its entries may nest one level less.
        let deep = (["rules:"] + (0..<60).map { "  - [[[\($0)]]]" }).joined(separator: "\n")
        for depth in 3...5 {
            limits = YAMLLimits()
            limits.maxDepth = depth
            #expect(same(split(deep, limits: limits), whole(deep, limits: limits)))
        }
    }
}
