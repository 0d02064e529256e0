import Foundation
import Testing

@testable import LiveryLSPProtocol
@testable import LiveryLanguageServer

/// `livery lsp` in process: framing, documents edited by UTF-16 ranges,
/// diagnostics over whole tokens, hover, and hostile input answered with
/// errors, never a crash or a hang.
@Suite struct LanguageServerTests {
    /// Runs a server over `messages`, each delivered in chunks of `chunk`
    /// bytes once the server has handled everything before it (an element
    /// may hold several messages: they arrive together); returns what it sent,
    /// decoded, and its exit status.
    func serve(_ messages: [[UInt8]], chunk: Int = 7) -> (replies: [[String: Any]], status: Int32) {
        var pending = messages[...]
        var current: [UInt8] = []
        var output: [UInt8] = []
        let pace = Pace()
        let server = LanguageServer(
            readChunk: {
                if current.isEmpty {
                    guard let next = pending.popFirst() else { return [] }
                    pace.waitUntilIdle()
                    current = next
                }
                let taken = Array(current.prefix(chunk))
                current.removeFirst(taken.count)
                return taken
            }, write: { output += $0 })
        server.onIdle = pace.idle
        let status = server.run()
        pace.finish()
        var replies: [[String: Any]] = []
        var reader = MessageReader(readChunk: {
            let taken = output
            output = []
            return taken
        })
        while case .message(let body) = reader.next() {
            if let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] { replies.append(object) }
        }
        return (replies, status)
    }

    /// The server's idle moments, counted, for the input to wait on.
    final class Pace: @unchecked Sendable {
        private let condition = NSCondition()
        private var idles = 0
        private var finished = false

        func idle() {
            condition.lock()
            idles += 1
            condition.broadcast()
            condition.unlock()
        }

        func waitUntilIdle() {
            condition.lock()
            while idles == 0, !finished { condition.wait() }
            idles = max(0, idles - 1)
            condition.unlock()
        }

        /// The server has stopped: nothing waits for it any more.
        func finish() {
            condition.lock()
            finished = true
            condition.broadcast()
            condition.unlock()
        }
    }

    func frame(_ object: [String: Any]) -> [UInt8] {
        MessageWriter.frame([UInt8]((try? JSONSerialization.data(withJSONObject: object)) ?? Data()))
    }

    func request(_ id: Int, _ method: String, _ params: [String: Any] = [:]) -> [UInt8] {
        frame(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
    }

    func notify(_ method: String, _ params: [String: Any] = [:]) -> [UInt8] {
        frame(["jsonrpc": "2.0", "method": method, "params": params])
    }

    static let uri = "file:///tmp/livery-lsp/App.style.yaml"
    static let text = "livery: 1\nrules:\n  - type: UILabel\n    set:\n      textColor: sytemBlue\n      layer:\n        cornerRadius: 4\n"

    func open(_ text: String = text, uri: String = uri) -> [UInt8] {
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]])
    }

    func position(_ line: Int, _ character: Int) -> [String: Int] { ["line": line, "character": character] }

    func change(_ start: [String: Int], _ end: [String: Int], _ text: String, version: Int = 2) -> [UInt8] {
        notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": Self.uri, "version": version],
                "contentChanges": [["range": ["start": start, "end": end], "text": text]],
            ])
    }

    var start: [[UInt8]] { [request(1, "initialize", ["capabilities": [:]]), notify("initialized")] }
    var stop: [[UInt8]] { [request(99, "shutdown"), notify("exit")] }

    func diagnostics(_ replies: [[String: Any]]) -> [[[String: Any]]] {
        replies.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
            .map { (($0["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? [] }
    }

    func range(_ diagnostic: [String: Any]) -> [Int] {
        let range = diagnostic["range"] as? [String: [String: Int]] ?? [:]
        return [range["start"]?["line"], range["start"]?["character"], range["end"]?["line"], range["end"]?["character"]].map { $0 ?? -1 }
    }

    @Test func diagnosticsAsYouTypeCoverTheWholeToken() {
        let (replies, status) = serve(
            start + [
                open(), change(position(4, 17), position(4, 26), "systemBlue"), change(position(6, 22), position(6, 23), "-4", version: 3),
            ]
                + stop)
        #expect(status == 0)
        let published = diagnostics(replies)
        #expect(published.count == 3)
        #expect(published[0].map { $0["code"] as? String } == ["unknown-color"])
        #expect(published[0].first.map(range) == [4, 17, 4, 26])
        #expect((published[0].first?["message"] as? String) == "unknown color 'sytemBlue'\nhint: did you mean 'systemBlue'?")
        #expect(published[1].isEmpty)
        #expect(published[2].map { $0["code"] as? String } == ["out-of-range"])
        #expect(published[2].first.map(range) == [6, 22, 6, 24])
    }

    @Test func hoverShowsThePropertyOfTheRulesOwnClass() throws {
        let (replies, _) = serve(
            start + [
                open(), request(2, "textDocument/hover", ["textDocument": ["uri": Self.uri], "position": position(6, 10)]),
                request(3, "textDocument/hover", ["textDocument": ["uri": Self.uri], "position": position(2, 13)]),
            ] + stop)
        let hover = try #require(replies.first { $0["id"] as? Int == 2 }?["result"] as? [String: Any])
        let contents = hover["contents"] as? [String: String]
        #expect(contents?["value"]?.hasPrefix("**layer.cornerRadius** on UIView\n\nThe radius of the layer's rounded corners") == true)
        #expect(contents?["value"]?.contains("Range: ≥ 0.") == true)
        #expect(range(hover) == [6, 8, 6, 20])
        let type = try #require(replies.first { $0["id"] as? Int == 3 }?["result"] as? [String: Any])
        #expect((type["contents"] as? [String: String])?["value"] == "**UILabel** (view): UILabel → UIView")
    }

    @Test func positionsCountUTF16UnitsAsTheProtocolDoes() {
        var document = OpenDocument(uri: "u", version: 1, text: "a: \"🙂x\"\nb: 2\n")
        // 🙂 is two UTF-16 units: `x` is at character 6.
        #expect(throws: Never.self) {
            try document.apply(.init(range: .init(start: .init(line: 0, character: 6), end: .init(line: 0, character: 7)), text: "y"))
        }
        #expect(document.text == "a: \"🙂y\"\nb: 2\n")
        // Past a line's end is its end.
        #expect(throws: Never.self) {
            try document.apply(.init(range: .init(start: .init(line: 1, character: 40), end: .init(line: 1, character: 99)), text: "!"))
        }
        #expect(document.text == "a: \"🙂y\"\nb: 2!\n")
        #expect(throws: JSONRPC.ResponseError.self) {
            try document.apply(.init(range: .init(start: .init(line: 9, character: 0), end: .init(line: 9, character: 1)), text: "z"))
        }
        #expect(document.text == "a: \"🙂y\"\nb: 2!\n")
        let lines = document.lines
        #expect(OpenDocument.position(line: 1, column: 6, in: lines) == .init(line: 0, character: 6))
        #expect(OpenDocument.column(of: .init(line: 0, character: 6), in: lines[0]) == 6)
    }

    @Test func aTokenEndsWhereYAMLEndsIt() {
        func token(_ line: String, _ column: Int) -> String {
            let scalars = Array(line.unicodeScalars)
            let end = DiagnosticRanges.tokenEnd(Substring(line), column: column)
            return String(String.UnicodeScalarView(scalars[(column - 1)..<(end - 1)]))
        }
        #expect(token("  textColor: sytemBlue  # typo", 14) == "sytemBlue")
        #expect(token("  set: { alpha: 1.5, tintColor: red }", 17) == "1.5")
        #expect(token("  color: \"#12345\" ", 10) == "\"#12345\"")
        #expect(token("  color: rgba(1, 2, 3, 0.5)", 10) == "rgba(1, 2, 3, 0.5)")
        #expect(token("  textColr: red", 3) == "textColr")
    }

    @Test func hostileInputEndsInErrorsNeverACrashOrAHang() throws {
        let huge = String(repeating: "# padding\n", count: 1_100_000)  // 11 MB
        let invalid = MessageWriter.frame([0x7B, 0xFF, 0xFE, 0x7D])
        let oversized = Array("Content-Length: 99999999\r\n\r\n".utf8) + Array(repeating: UInt8(ascii: " "), count: 1000)
        let (replies, status) = serve(
            start + [
                open(huge, uri: "file:///tmp/livery-lsp/Huge.style.yaml"),
                request(
                    2, "textDocument/hover",
                    ["textDocument": ["uri": "file:///tmp/livery-lsp/Huge.style.yaml"], "position": position(0, 0)]),
                invalid,
                open(),
                change(position(40, 0), position(41, 0), "x"),
                request(
                    3, "textDocument/hover",
                    ["textDocument": ["uri": "file:///tmp/livery-lsp/Closed.style.yaml"], "position": position(0, 0)]),
                request(4, "textDocument/formatting", ["textDocument": ["uri": Self.uri], "position": position(0, 0)]),
                Array("Content-Type: json\r\n\r\n".utf8),
            ] + stop + [oversized], chunk: 65_536)
        #expect(status == 0)
        let errors = replies.compactMap { reply -> String? in
            guard let error = reply["error"] as? [String: Any] else { return nil }
            return "\(reply["id"] as? Int ?? 0) \(error["code"] as? Int ?? 0)"
        }
        #expect(errors == ["2 -32602", "0 -32700", "3 -32602", "4 -32601", "0 -32600"])
        let shown = replies.filter { $0["method"] as? String == "window/showMessage" }.compactMap {
            ($0["params"] as? [String: Any])?["message"] as? String
        }
        #expect(shown.count == 2)
        #expect(shown.first?.hasSuffix("bytes; documents over 4194304 are not checked") == true)
        #expect(shown.last == "the change's range 40:0–41:0 is beyond the document's end")
        #expect(replies.contains { $0["id"] as? Int == 99 })
    }

    @Test func aRequestBeforeInitializeAndAnExitWithoutShutdown() {
        let (replies, status) = serve([request(1, "textDocument/hover", [:]), notify("exit")])
        #expect((replies.first?["error"] as? [String: Any])?["code"] as? Int == -32002)
        #expect(status == 1)
    }

    @Test func anOversizedMessageIsSkippedWithoutBeingKept() {
        var input = Array("Content-Length: \(MessageReader.maxBodyBytes + 1)\r\n\r\n".utf8)
        var fed = 0
        var reader = MessageReader(readChunk: {
            // The body arrives in 1 MiB pieces; the reader never holds more than one.
            if fed > MessageReader.maxBodyBytes + 1 {
                let tail = input
                input = []
                return tail
            }
            fed += 1 << 20
            let piece = input + [UInt8](repeating: 0x20, count: 1 << 20)
            input = []
            return piece
        })
        if case .refused(let why) = reader.next() {
            #expect(why.hasPrefix("a message of 16777217 bytes is over the limit"))
        } else {
            Issue.record("expected the message refused")
        }
    }

    func errorCodes(_ replies: [[String: Any]]) -> [Int: Int] {
        var codes: [Int: Int] = [:]
        for reply in replies {
            if let id = reply["id"] as? Int, let error = reply["error"] as? [String: Any] { codes[id] = error["code"] as? Int }
        }
        return codes
    }

    @Test func positionsOutsideTheProtocolsRangeAreInvalidParamsNeverATrap() {
        let document = ["uri": Self.uri]
        func at(_ line: Int, _ character: Int) -> [String: Any] { ["textDocument": document, "position": position(line, character)] }
        func span(_ line: Int, _ character: Int) -> [String: Any] { ["start": position(line, character), "end": position(0, 1)] }
        let top = Int(Int32.max)
        let diagnostic: [String: Any] = [
            "range": span(-1, 0), "severity": 1, "code": "duplicate-key", "source": "livery", "message": "quote a value that has commas",
        ]
        let (replies, status) = serve(
            start + [
                open(),
                request(2, "textDocument/hover", at(-1, 0)),
                request(3, "textDocument/completion", at(0, -1)),
                request(4, "textDocument/definition", at(Int.max, 0)),
                request(5, "textDocument/references", at(-1, 0)),
                request(6, "textDocument/rename", at(-1, 0).merging(["newName": "x"]) { $1 }),
                request(
                    7, "textDocument/colorPresentation",
                    ["textDocument": document, "range": span(-1, 0), "color": ["red": 1, "green": 0, "blue": 0, "alpha": 1]]),
                request(8, "textDocument/codeAction", ["textDocument": document, "range": span(0, -1), "context": ["diagnostics": []]]),
                request(
                    9, "textDocument/codeAction", ["textDocument": document, "range": span(0, 0), "context": ["diagnostics": [diagnostic]]]),
                change(position(-1, 0), position(0, 0), "x"),
                // The protocol's largest position is answered, past every line's end.
                request(10, "textDocument/hover", at(top, top)),
                request(11, "textDocument/completion", at(top, top)),
                request(12, "textDocument/definition", at(top, top)),
                request(13, "textDocument/references", at(top, top)),
            ] + stop)
        #expect(status == 0)
        let codes = errorCodes(replies)
        for id in 2...9 { #expect(codes[id] == JSONRPC.ResponseError.invalidParams, "request \(id)") }
        for id in 10...13 { #expect(codes[id] == nil && replies.contains { $0["id"] as? Int == id }, "request \(id)") }
        let shown = replies.filter { $0["method"] as? String == "window/showMessage" }.compactMap {
            ($0["params"] as? [String: Any])?["message"] as? String
        }
        #expect(shown == ["the position -1:0 is outside the protocol's range: line and character are 0…2147483647"])
    }

    @Test func aFloodOfEditsIsCheckedOnceAtItsLastVersionAndARequestIsNotKeptWaiting() {
        // 1,000 edits (a space added and removed after `livery: 1`) and a completion, arriving together.
        var flood: [UInt8] = []
        for version in 2...1_001 {
            let adding = version % 2 == 0
            flood += change(position(0, 9), position(0, adding ? 9 : 10), adding ? " " : "", version: version)
        }
        flood += request(5, "textDocument/completion", ["textDocument": ["uri": Self.uri], "position": position(4, 17)])
        let (replies, status) = serve(start + [open(), flood] + stop, chunk: 1 << 30)
        #expect(status == 0)
        let published = replies.enumerated().filter { $0.element["method"] as? String == "textDocument/publishDiagnostics" }
        #expect(published.map { ($0.element["params"] as? [String: Any])?["version"] as? Int } == [1, 1_001])
        let completion = replies.firstIndex { $0["id"] as? Int == 5 }
        #expect(completion != nil && published.last.map { completion! < $0.offset } == true)
        let items = ((replies.first { $0["id"] as? Int == 5 }?["result"] as? [String: Any])?["items"] as? [[String: Any]]) ?? []
        #expect(items.contains { $0["label"] as? String == "systemBlue" })
    }

    /// A stylesheet whose palette colour `brand` is used 42,000 times (under a key the compiler refuses at once).
    static let crowded = "livery: 1\ncolors:\n  brand: \"#1E6FD9\"\nuses:\n" + String(repeating: "  - brand\n", count: 42_000)

    @Test func renamesAndReferencesStayWithinWhatAnAnswerMayHold() {
        let at: [String: Any] = ["textDocument": ["uri": Self.uri], "position": position(2, 3)]
        let long = String(repeating: "a", count: ResultBudget.maxNameScalars + 1)
        let (replies, status) = serve(
            start + [
                open(Self.crowded),
                request(2, "textDocument/rename", at.merging(["newName": long]) { $1 }),
                request(
                    3, "textDocument/rename", at.merging(["newName": String(repeating: "b", count: ResultBudget.maxNameScalars)]) { $1 }),
                request(4, "textDocument/references", at),
            ] + stop, chunk: 1 << 20)
        #expect(status == 0)
        let errors = replies.compactMap { reply -> String? in
            guard let id = reply["id"] as? Int, let error = reply["error"] as? [String: Any] else { return nil }
            return "\(id) \(error["code"] as? Int ?? 0) \(error["message"] as? String ?? "")"
        }
        #expect(
            errors == [
                "2 -32602 a new name of 1025 characters is over the limit of 1024",
                "3 -32803 renaming 'brand' to '\(String(repeating: "b", count: 1024))' would edit more than 6853 places, over the 8 MiB an answer may hold",
            ])
        let references = replies.first { $0["id"] as? Int == 4 }?["result"] as? [[String: Any]]
        #expect(references?.count == ResultBudget.maxPlaces(writing: 0))
        let shown = replies.filter { $0["method"] as? String == "window/showMessage" }.compactMap {
            ($0["params"] as? [String: Any])?["message"] as? String
        }
        #expect(shown == ["only the first 41943 references are listed"])
    }

    @Test func theWorkspaceIsReadWithinItsByteBudget() throws {
        let folder = NSTemporaryDirectory() + "livery-lsp-budget-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 17 stylesheets of 4,000,000 bytes: each a document's size, 68 MB in all.
        let padding = Data(("livery: 1\ncolors:\n  brand: \"#1E6FD9\"\n" + String(repeating: "# padding\n", count: 399_996)).utf8)
        for index in 0..<17 { try padding.write(to: URL(fileURLWithPath: folder + "/F\(index).style.yaml")) }
        let uri = URL(fileURLWithPath: folder + "/App.style.yaml").absoluteString
        let (replies, status) = serve(
            [
                request(1, "initialize", ["capabilities": [:], "rootUri": URL(fileURLWithPath: folder).absoluteString]),
                notify("initialized"),
                open("livery: 1\ncolors:\n  ink: brand\n", uri: uri),
                request(2, "textDocument/references", ["textDocument": ["uri": uri], "position": position(2, 8)]),
            ] + stop, chunk: 1 << 20)
        #expect(status == 0)
        let references = replies.first { $0["id"] as? Int == 2 }?["result"] as? [[String: Any]]
        // The document's use and the declarations of the 16 files that fit in 64 MiB.
        #expect(references?.count == 17)
        let shown = replies.filter { $0["method"] as? String == "window/showMessage" }.compactMap {
            ($0["params"] as? [String: Any])?["message"] as? String
        }
        #expect(shown == ["1 stylesheet of the workspace was not searched: past the 64 MiB read for one request"])
    }
}
