import Testing
@testable import LiveryYAML

@Suite struct YAMLReaderTests {
    @Test func locatesScalarsAndKeepsMappingOrder() throws {
        let doc = try YAMLReader.parse("b: 1\na:\n  - x\n  - 'y'\n")
        let pairs = try #require(doc.mapping)
        #expect(pairs.map { $0.key.scalar?.value } == ["b", "a"])
        #expect(pairs[0].value.start == YAMLMark(line: 1, column: 4))
        let items = try #require(pairs[1].value.sequence)
        #expect(items[1].start == YAMLMark(line: 4, column: 5))
        #expect(items[1].scalar == YAMLScalar(value: "y", style: .singleQuoted))
    }

    @Test func duplicateKeyIsAnErrorAtTheSecondKey() {
        #expect(
            throws: YAMLError(
                .duplicateKey, "duplicate key 'a' (first defined at 1:1)",
                at: YAMLMark(line: 3, column: 1), related: YAMLMark(line: 1, column: 1))
        ) {
            try YAMLReader.parse("a: 1\nb: 2\na: 3\n")
        }
    }

    /// Keys are equal as Swift strings are: canonically equivalent spellings
    /// are the same key; a prefix, or a difference in one ASCII letter, is not.
    @Test func duplicateKeysCompareAsStrings() throws {
        #expect(throws: YAMLError.self) { try YAMLReader.parse("caf\u{E9}: 1\ncafe\u{301}: 2\n") }
        #expect(throws: YAMLError.self) { try YAMLReader.parse("e\u{301}x: 1\n\u{E9}x: 2\n") }
        let doc = try YAMLReader.parse("layer.borderWidth: 1\nlayer.borderColor: 2\nlayer: 3\nlayer.b: 4\nlayer.b\u{301}: 5\n")
        #expect(doc.mapping?.count == 5)
    }

    @Test func aliasesExpandToCopies() throws {
        let doc = try YAMLReader.parse("base: &b {x: 1}\ncopy: *b\n")
        #expect(doc["copy"]?["x"]?.scalar?.value == "1")
    }

    @Test func undefinedAliasIsAnError() {
        #expect(throws: YAMLError.self) { try YAMLReader.parse("a: *nope\n") }
    }

    @Test func billionLaughsFailsFast() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...9 {
            let refs = Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ")
            text += "a\(i): &a\(i) [\(refs)]\n"
        }
        do {
            _ = try YAMLReader.parse(text)
            Issue.record("expected the alias budget to stop the parse")
        } catch {
            #expect(error.kind == .aliasBudget)
            #expect(error.mark.line >= 5)
        }
    }

    /// Few aliases of one long scalar repeat its text: the budget counts bytes too.
    @Test func aliasesOfALongScalarStopAtTheByteBudget() {
        var limits = YAMLLimits()
        limits.maxAliasExpansionBytes = 1_000_000
        let text = "big: &big " + String(repeating: "x", count: 300_000) + "\nuses: [*big, *big, *big, *big]\n"
        do {
            _ = try YAMLReader.parse(text, limits: limits)
            Issue.record("expected the alias byte budget to stop the parse")
        } catch {
            #expect(error.kind == .aliasBudget)
            #expect(error.message == "aliases repeat more than 1000000 bytes of text")
            #expect(error.mark.line == 2 && error.mark.column == 26)
        }
        #expect((try? YAMLReader.parse("big: &big xxxx\nuses: [*big, *big]\n", limits: limits)) != nil)
    }

    /// Each node counts once: a deep tree is not charged its depth per node.
    @Test func theNodeLimitCountsEachNodeOnce() throws {
        var limits = YAMLLimits()
        limits.maxNodes = 250
        // 100 nested sequences with a scalar each: 200 nodes.
        let text = String(repeating: "[x, ", count: 100) + String(repeating: "]", count: 100)
        #expect(throws: Never.self) { try YAMLReader.parse(text, limits: limits) }
        limits.maxNodes = 199
        #expect(throws: YAMLError.self) { try YAMLReader.parse(text, limits: limits) }
    }

    /// YAML 1.1 merge keys: the mapping's own keys win, then earlier merged
    /// mappings over later ones; merged nodes keep where they were written.
    @Test func mergeKeysMergeWithTheMappingsOwnKeysWinning() throws {
        let text = """
            base: &base { a: 1, b: 1 }
            more: &more { b: 2, c: 2 }
            one:
              <<: *base
              a: 9
            two: { <<: [*more, *base], d: 4 }
            """
        let root = try YAMLReader.parse(text)
        func entries(_ key: String) -> [String] {
            (root[key]?.mapping.map(Array.init) ?? []).map { "\($0.key.text ?? "")=\($0.value.text ?? "")" }
        }
        #expect(entries("one") == ["a=9", "b=1"])
        #expect(entries("two") == ["d=4", "b=2", "c=2", "a=1"])
        #expect(root["one"]?["b"]?.start.line == 1)
        #expect(throws: YAMLError.self) { try YAMLReader.parse("x: { <<: 5 }\n") }
        // A quoted "<<" is an ordinary key.
        #expect(try YAMLReader.parse("x: { \"<<\": 5 }\n")["x"]?["<<"]?.text == "5")
    }

    @Test func deepNestingStopsAtTheLimit() {
        let text = String(repeating: "[", count: 200_000)
        do {
            _ = try YAMLReader.parse(text)
            Issue.record("expected a depth error")
        } catch {
            #expect(error.kind == .tooDeep)
            #expect(error.mark == YAMLMark(line: 1, column: YAMLLimits.default.maxDepth + 1))
        }
    }

    @Test func controlBytesAreASyntaxErrorWithAPosition() {
        do {
            _ = try YAMLReader.parse([0x61, 0x3A, 0x20, 0x62, 0x0A, 0x63, 0x3A, 0x20, 0x01, 0x0A])
            Issue.record("expected a syntax error")
        } catch {
            #expect(error.kind == .syntax)
            #expect(error.mark == YAMLMark(line: 2, column: 4))
        }
    }

    @Test func syntaxErrorReportsLibyamlsProblemAndMark() {
        do {
            _ = try YAMLReader.parse("a: [1, 2\nb: 3\n")
            Issue.record("expected a syntax error")
        } catch {
            #expect(error.kind == .syntax)
            #expect(error.message.contains("flow sequence"))
        }
    }

    @Test func emptyInputIsNull() throws {
        #expect(try YAMLReader.parse("").scalar?.isNull == true)
    }

    @Test func secondDocumentIsAnError() {
        #expect(throws: YAMLError.self) { try YAMLReader.parse("a: 1\n---\nb: 2\n") }
    }

    @Test func oversizedInputIsRejectedBeforeParsing() {
        var limits = YAMLLimits()
        limits.maxBytes = 8
        #expect(throws: YAMLError.self) { try YAMLReader.parse(Array("a: 123456789".utf8), limits: limits) }
    }
}

@Suite struct YAMLCommentValueTests {
    /// `key: #FF0000` is a null value followed by a comment; the node points at
    /// the `#` so a diagnostic's caret lands under what the user wrote.
    @Test func emptyValueBeforeACommentIsLocatedAtTheHash() throws {
        let doc = try YAMLReader.parse("a: 1\nbrand:   #1E6FD9\n")
        let value = try #require(doc["brand"])
        #expect(value.scalar?.isNull == true)
        #expect(value.start == YAMLMark(line: 2, column: 10))
    }

    /// libyaml counts its mark index in characters: text beyond ASCII (and a
    /// byte-order mark, and `\r\n` line breaks) before the value must not
    /// move where the comment is looked for.
    @Test func emptyValueBeforeACommentIsLocatedAfterTextBeyondASCII() throws {
        let sources = [
            "name: \"caf\u{E9} \u{1F3A8}\"\nbrand:   #1E6FD9\n",
            "\u{FEFF}name: \u{E9}\u{E9}\u{E9}\u{E9}\nbrand:   #1E6FD9\n",
            "name: \u{E9}\u{E9}\r\n\r\nbrand:   #1E6FD9\r\n",
        ]
        for source in sources {
            let value = try #require(try YAMLReader.parse(source)["brand"])
            #expect(value.start.column == 10, "\(source.debugDescription)")
        }
    }

    @Test func emptyValueWithoutACommentKeepsLibyamlsMark() throws {
        let doc = try YAMLReader.parse("brand:\nnext: 1\n")
        #expect(doc["brand"]?.start.line == 1)
    }
}
