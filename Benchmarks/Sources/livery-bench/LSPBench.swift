import Foundation
import LiveryLanguageServer

/// `livery lsp`'s latency where an editor waits: a change to an open
/// stylesheet until its diagnostics are published, on the showcase and on
/// the 5,000-rule stylesheet, and a completion request. The server runs in
/// process, fed one message at a time; each message's time is the time
/// from handing it over to its answer.
enum LSPBench {
    static func run(_ settings: Settings, into report: inout Report) throws {
        let showcase = try String(contentsOfFile: TableLoadBench.showcase, encoding: .utf8)
        let large = Workloads.stylesheet(rules: CompileBench.rules)
        let changes = settings.quick ? 3 : 11
        let small = median(try changeTimes(showcase, path: TableLoadBench.showcase, changes: changes).changes)
        let (bigChanges, _) = try changeTimes(large, path: "bench.style.yaml", changes: settings.quick ? 3 : 5)
        let big = median(bigChanges)
        let completion = median(try changeTimes(showcase, path: TableLoadBench.showcase, changes: 1, completions: changes).completions)
        report.record("lsp_change_showcase_ms", small * 1000)
        report.record("lsp_change_5000_rules_ms", big * 1000)
        report.record("lsp_completion_ms", completion * 1000)
        report.row(
            "lsp: change → diagnostics, showcase", livery: "\(Report.trim(small * 1000, decimals: 1)) ms", peer: "", ratio: "",
            goal: report.goal("lsp change (showcase) < 30 ms", small * 1000, below: 30))
        report.row(
            "lsp: change → diagnostics, 5,000 rules", livery: "\(Report.trim(big * 1000, decimals: 1)) ms", peer: "", ratio: "",
            goal: report.goal("lsp change (5,000 rules) < 150 ms", big * 1000, below: 150))
        report.row(
            "lsp: completion under set:", livery: "\(Report.trim(completion * 1000, decimals: 2)) ms", peer: "", ratio: "",
            goal: report.goal("lsp completion < 20 ms", completion * 1000, below: 20))
    }

    /// Opens `text`, then sends `changes` edits (a space added and removed at
    /// the end of the first line) and `completions` completion requests under
    /// the first `set:`; returns each one's seconds.
    static func changeTimes(_ text: String, path: String, changes: Int, completions: Int = 0) throws -> (changes: [Double], completions: [Double]) {
        let uri = URL(fileURLWithPath: path).absoluteString
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let firstLength = lines.first?.utf16.count ?? 0
        guard let setLine = lines.firstIndex(where: { $0.hasSuffix("set:") }) else { throw BenchError.invalidWorkload("no set: in \(path)") }
        var messages: [[String: Any]] = [
            ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]],
            ["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]]],
        ]
        for index in 0..<changes {
            let adding = index % 2 == 0
            let start = ["line": 0, "character": firstLength]
            let end = ["line": 0, "character": firstLength + (adding ? 0 : 1)]
            messages.append([
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": [
                    "textDocument": ["uri": uri, "version": index + 2],
                    "contentChanges": [["range": ["start": start, "end": end], "text": adding ? " " : ""]],
                ],
            ])
        }
        for index in 0..<completions {
            messages.append([
                "jsonrpc": "2.0", "id": 100 + index, "method": "textDocument/completion",
                "params": ["textDocument": ["uri": uri], "position": ["line": setLine + 1, "character": 6]],
            ])
        }
        messages.append(["jsonrpc": "2.0", "id": 2, "method": "shutdown"])
        messages.append(["jsonrpc": "2.0", "method": "exit"])
        let framed = try messages.map { message -> [UInt8] in
            let body = [UInt8](try JSONSerialization.data(withJSONObject: message))
            return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        }
        // The server reads ahead and compiles only once no message waits, so
        // each message is handed over only when the one before it has been
        // answered (diagnostics published, or its reply written), as an
        // editor waits for them: a message's time is from handing it over to its answer.
        let answered = DispatchSemaphore(value: 0)
        let lock = NSLock()
        var next = 0
        var handed: [Double] = []
        var done: [Double] = []
        var published = 0
        let server = LanguageServer(
            readChunk: {
                let index: Int = lock.withLock { next }
                // `exit` has no answer: everything before it has one.
                if index > 0, index < framed.count { answered.wait() }
                guard index < framed.count else { return [] }
                lock.withLock {
                    next += 1
                    handed.append(Date().timeIntervalSinceReferenceDate)
                }
                return framed[index]
            },
            write: { bytes in
                let head = String(decoding: bytes.prefix(200), as: UTF8.self)
                let isPublish = head.contains("publishDiagnostics")
                let isReply = head.contains("\"id\"") && !head.contains("\"method\"")
                guard isPublish || isReply else { return }
                lock.withLock {
                    if isPublish { published += 1 }
                    done.append(Date().timeIntervalSinceReferenceDate)
                }
                answered.signal()
            })
        _ = server.run()
        guard published == changes + 1 else { throw BenchError.invalidWorkload("expected \(changes + 1) diagnostics, got \(published)") }
        // Message i (initialize, open, the changes, the completions, shutdown) was answered at done[i].
        let times = (0..<min(handed.count, done.count)).map { done[$0] - handed[$0] }
        let changeTimes = Array(times[2..<(2 + changes)])
        let completionTimes = Array(times[(2 + changes)..<(2 + changes + completions)])
        return (changeTimes, completionTimes)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
