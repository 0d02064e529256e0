import Foundation
import FuzzSupport

/// Reads a fuzz input as an editor's session: `initialize`, then up to 64
/// steps each chosen by a byte (open a document with fuzzed text, edit it
/// at a fuzzed range, ask at a fuzzed position, send a raw body or raw
/// bytes), then `shutdown` and `exit`. Positions are mostly small, sometimes
/// negative, at the protocol's limit, or past what an Int holds.
struct SessionPlan {
    private var input: ByteStream
    private let folder: String
    private var id = 1

    static let uri = "file:///tmp/livery-fuzz-lsp/A.style.yaml"
    static let numbers: [Int] = [0, 1, 2, 3, 4, 7, 12, 40, -1, -2, Int(Int32.max), Int(Int32.max) + 1, Int.max, Int.min]
    static let methods = [
        "textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/references",
        "textDocument/rename", "textDocument/codeAction", "textDocument/documentColor", "textDocument/colorPresentation",
    ]
    static let sample =
        "livery: 1\ncolors:\n  brand: \"#1E6FD9\"\n  ink: { light: brand, dark: \"#EEEEEE\" }\nrules:\n  - type: UILabel\n    set:\n      textColor: ink\n      layer: { cornerRadius: $radius, borderColor: rgba(1, 2, 3, 0.5) }\n"

    init(_ bytes: [UInt8], folder: String) {
        input = ByteStream(bytes)
        self.folder = folder
    }

    /// The session's bytes, as framed messages (and any raw bytes the input chose).
    mutating func bytes() -> [UInt8] {
        var out = frame([
            "id": 0, "method": "initialize", "params": ["capabilities": [:], "rootUri": URL(fileURLWithPath: folder).absoluteString],
        ])
        out += frame(["method": "initialized", "params": [:]])
        out += open(SessionPlan.sample)
        var version = 2
        for _ in 0..<64 where !input.isAtEnd {
            switch input.byte() % 8 {
            case 0: out += open(String(decoding: input.segment(), as: UTF8.self))
            case 1, 2:
                let change: [String: Any] = ["range": range(), "text": String(decoding: input.segment(), as: UTF8.self)]
                out += frame([
                    "method": "textDocument/didChange",
                    "params": ["textDocument": ["uri": SessionPlan.uri, "version": version], "contentChanges": [change]],
                ])
                version += 1
            case 3: out += frame(["method": "textDocument/didSave", "params": ["textDocument": ["uri": SessionPlan.uri]]])
            case 4: out += MessageFrame.frame(input.segment())
            case 5: out += input.segment()
            default: out += request(input.pick(SessionPlan.methods))
            }
        }
        out += frame(["id": 99_999, "method": "shutdown"])
        out += frame(["method": "exit"])
        return out
    }

    private mutating func open(_ text: String) -> [UInt8] {
        frame([
            "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": SessionPlan.uri, "languageId": "yaml", "version": 1, "text": text]],
        ])
    }

    private mutating func request(_ method: String) -> [UInt8] {
        id += 1
        var params: [String: Any] = ["textDocument": ["uri": SessionPlan.uri], "position": position()]
        switch method {
        case "textDocument/rename": params["newName"] = input.bool() ? "renamed" : input.string(maxLength: 40)
        case "textDocument/codeAction":
            let message = input.pick(["hint: quote a value that has commas", "hint: did you mean 'brand'?", "low contrast"])
            let diagnostic: [String: Any] = [
                "range": range(), "severity": Int(input.byte() % 4) + 1, "code": "c", "source": "livery", "message": message,
            ]
            params = ["textDocument": ["uri": SessionPlan.uri], "range": range(), "context": ["diagnostics": [diagnostic]]]
        case "textDocument/colorPresentation":
            let channel = { (value: UInt8) in Double(value) / 255 }
            let color = [
                "red": channel(input.byte()), "green": channel(input.byte()), "blue": channel(input.byte()), "alpha": channel(input.byte()),
            ]
            params = ["textDocument": ["uri": SessionPlan.uri], "range": range(), "color": color]
        default: break
        }
        return frame(["id": id, "method": method, "params": params])
    }

    private mutating func number() -> Int {
        let byte = input.byte()
        return byte < 200 ? Int(byte % 50) : input.pick(SessionPlan.numbers)
    }

    private mutating func position() -> [String: Int] { ["line": number(), "character": number()] }

    private mutating func range() -> [String: Any] { ["start": position(), "end": position()] }

    private func frame(_ message: [String: Any]) -> [UInt8] {
        var message = message
        message["jsonrpc"] = "2.0"
        return MessageFrame.frame([UInt8]((try? JSONSerialization.data(withJSONObject: message)) ?? Data()))
    }
}

/// `Content-Length` framing, as an editor writes it.
enum MessageFrame {
    static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
