/// The Language Server Protocol types `livery lsp` reads and writes, as
/// Codable values (LSP 3.17; only the members Livery uses).
public enum LSP {
    /// Zero-based line, and character offset in UTF-16 code units (the protocol's default encoding).
    public struct Position: Codable, Hashable, Sendable, Comparable {
        public var line: Int
        public var character: Int
        public init(line: Int, character: Int) {
            self.line = line
            self.character = character
        }
        public static func < (a: Position, b: Position) -> Bool { (a.line, a.character) < (b.line, b.character) }
    }

    public struct Range: Codable, Hashable, Sendable {
        public var start: Position
        public var end: Position
        public init(start: Position, end: Position) {
            self.start = start
            self.end = end
        }
    }

    public struct TextDocumentIdentifier: Codable, Hashable, Sendable {
        public var uri: String
    }

    public struct TextDocumentItem: Codable, Sendable {
        public var uri: String
        public var languageId: String?
        public var version: Int
        public var text: String
    }

    public struct VersionedTextDocumentIdentifier: Codable, Sendable {
        public var uri: String
        public var version: Int
    }

    /// A whole new text (no range) or the text of a range.
    public struct TextDocumentContentChangeEvent: Codable, Sendable {
        public var range: Range?
        public var text: String
    }

    public struct DidOpenTextDocumentParams: Codable, Sendable {
        public var textDocument: TextDocumentItem
    }

    public struct DidChangeTextDocumentParams: Codable, Sendable {
        public var textDocument: VersionedTextDocumentIdentifier
        public var contentChanges: [TextDocumentContentChangeEvent]
    }

    public struct DidCloseTextDocumentParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
    }

    public struct TextDocumentPositionParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var position: Position
    }

    public struct Diagnostic: Codable, Hashable, Sendable {
        /// 1 error, 2 warning, 3 information, 4 hint.
        public var range: Range
        public var severity: Int
        public var code: String
        public var source: String
        public var message: String
        public init(range: Range, severity: Int, code: String, message: String) {
            self.range = range
            self.severity = severity
            self.code = code
            self.source = "livery"
            self.message = message
        }
    }

    public struct PublishDiagnosticsParams: Codable, Sendable {
        public var uri: String
        public var version: Int?
        public var diagnostics: [Diagnostic]
        public init(uri: String, version: Int?, diagnostics: [Diagnostic]) {
            self.uri = uri
            self.version = version
            self.diagnostics = diagnostics
        }
    }

    public struct MarkupContent: Codable, Sendable {
        /// `markdown` or `plaintext`.
        public var kind: String
        public var value: String
        public init(markdown: String) {
            kind = "markdown"
            value = markdown
        }
    }

    public struct Hover: Codable, Sendable {
        public var contents: MarkupContent
        public var range: Range?
        public init(contents: MarkupContent, range: Range?) {
            self.contents = contents
            self.range = range
        }
    }

    public struct ServerInfo: Codable, Sendable {
        public var name: String
        public var version: String
        public init(name: String, version: String) {
            self.name = name
            self.version = version
        }
    }

    public struct TextDocumentSyncOptions: Codable, Sendable {
        public var openClose: Bool
        /// 1 full text, 2 incremental.
        public var change: Int
        public init(openClose: Bool, change: Int) {
            self.openClose = openClose
            self.change = change
        }
    }

    public struct ServerCapabilities: Codable, Sendable {
        public var positionEncoding: String
        public var textDocumentSync: TextDocumentSyncOptions
        public var hoverProvider: Bool
        public init(positionEncoding: String, textDocumentSync: TextDocumentSyncOptions, hoverProvider: Bool) {
            self.positionEncoding = positionEncoding
            self.textDocumentSync = textDocumentSync
            self.hoverProvider = hoverProvider
        }
    }

    public struct InitializeResult: Codable, Sendable {
        public var capabilities: ServerCapabilities
        public var serverInfo: ServerInfo
        public init(capabilities: ServerCapabilities, serverInfo: ServerInfo) {
            self.capabilities = capabilities
            self.serverInfo = serverInfo
        }
    }
}
