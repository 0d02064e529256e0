import Foundation

/// JSON-RPC 2.0 as the Language Server Protocol uses it: the envelope of a
/// message, request ids, and error responses. Written here because no LSP
/// package is available to Livery's build (Docs/Editors.md, "The language
/// server"); only what `livery lsp` uses.
public enum JSONRPC {
    /// A request's id: a number or a string.
    public enum ID: Codable, Hashable, Sendable {
        case number(Int)
        case string(String)

        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) { self = .number(number) } else { self = .string(try container.decode(String.self)) }
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .number(let number): try container.encode(number)
            case .string(let text): try container.encode(text)
            }
        }
    }

    /// What every incoming message has: a request has an id and a method, a
    /// notification a method only.
    public struct Envelope: Decodable, Sendable {
        public var id: ID?
        public var method: String?
    }

    /// The `params` of a message, decoded as the method's own type.
    public struct Params<Value: Decodable>: Decodable {
        public var params: Value
    }

    /// An error answer's code and message.
    public struct ResponseError: Error, Codable, Sendable, Equatable {
        public var code: Int
        public var message: String

        public init(code: Int, message: String) {
            self.code = code
            self.message = message
        }

        public static let parseError = -32700
        public static let invalidRequest = -32600
        public static let methodNotFound = -32601
        public static let invalidParams = -32602
        public static let serverNotInitialized = -32002
        /// LSP: the request is valid but cannot be carried out (a change beyond the document's end).
        public static let requestFailed = -32803
    }

    /// A response's bytes: `result` (JSON `null` when nil) or `error`.
    public static func response(id: ID?, result: (any Encodable)?) -> [UInt8] {
        let encoded = result.flatMap { try? JSONEncoder.lsp.encode(AnyEncodable($0)) }
        return envelope(id: id, member: "result", json: encoded.map { String(decoding: $0, as: UTF8.self) } ?? "null")
    }

    /// A response whose result is JSON already written (numbers that must read as decimals).
    public static func response(id: ID?, resultJSON: String) -> [UInt8] {
        envelope(id: id, member: "result", json: resultJSON)
    }

    public static func response(id: ID?, error: ResponseError) -> [UInt8] {
        let encoded = (try? JSONEncoder.lsp.encode(error)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        return envelope(id: id, member: "error", json: encoded)
    }

    /// A notification from the server (`textDocument/publishDiagnostics`).
    public static func notification(method: String, params: some Encodable) -> [UInt8] {
        let encoded = (try? JSONEncoder.lsp.encode(params)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        let methodText = (try? JSONEncoder.lsp.encode(method)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
        return Array("{\"jsonrpc\":\"2.0\",\"method\":\(methodText),\"params\":\(encoded)}".utf8)
    }

    private static func envelope(id: ID?, member: String, json: String) -> [UInt8] {
        let idText = id.flatMap { try? JSONEncoder.lsp.encode($0) }.map { String(decoding: $0, as: UTF8.self) } ?? "null"
        return Array("{\"jsonrpc\":\"2.0\",\"id\":\(idText),\"\(member)\":\(json)}".utf8)
    }
}

/// Encodes any value through its own `encode(to:)`.
private struct AnyEncodable: Encodable {
    let value: any Encodable
    init(_ value: any Encodable) { self.value = value }
    func encode(to encoder: Encoder) throws { try value.encode(to: encoder) }
}

extension JSONEncoder {
    /// Keys in a stable order, so replies diff cleanly in logs and tests.
    static var lsp: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
