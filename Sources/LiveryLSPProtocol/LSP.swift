import Foundation

/// The Language Server Protocol types `livery lsp` reads and writes, as
/// Codable values (LSP 3.17; only the members Livery uses).
public enum LSP {
    /// Zero-based line, and character offset in UTF-16 code units (the protocol's default encoding).
    public struct Position: Codable, Hashable, Sendable, Comparable {
        /// The protocol's `uinteger`: 0…2³¹−1.
        public static let maxValue = Int(Int32.max)

        public var line: Int
        public var character: Int
        public init(line: Int, character: Int) {
            self.line = line
            self.character = character
        }

        /// Checked as it is read, so no feature ever indexes lines with a
        /// negative number or overflows adding to one: outside the
        /// protocol's range is an invalid-params error for the request.
        public init(from decoder: Decoder) throws {
            enum Keys: String, CodingKey { case line, character }
            let container = try decoder.container(keyedBy: Keys.self)
            line = try container.decode(Int.self, forKey: .line)
            character = try container.decode(Int.self, forKey: .character)
            for value in [line, character] where !(0...Position.maxValue).contains(value) {
                throw JSONRPC.ResponseError(
                    code: JSONRPC.ResponseError.invalidParams,
                    message:
                        "the position \(line):\(character) is outside the protocol's range: line and character are 0…\(Position.maxValue)")
            }
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

    /// `text` is sent only when the server asks for it (Livery does not).
    public struct DidSaveTextDocumentParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var text: String?
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

    public struct TextEdit: Codable, Hashable, Sendable {
        public var range: Range
        public var newText: String
        public init(range: Range, newText: String) {
            self.range = range
            self.newText = newText
        }
    }

    public struct CompletionItem: Codable, Sendable {
        public var label: String
        /// 7 class, 10 property, 12 value, 14 keyword, 16 color, 20 enum member, 21 constant.
        public var kind: Int
        public var detail: String?
        public var documentation: MarkupContent?
        public var textEdit: TextEdit?
        public init(label: String, kind: Int, detail: String? = nil, documentation: String? = nil, textEdit: TextEdit? = nil) {
            self.label = label
            self.kind = kind
            self.detail = detail
            self.documentation = documentation.map { MarkupContent(markdown: $0) }
            self.textEdit = textEdit
        }
    }

    public struct CompletionList: Codable, Sendable {
        public var isIncomplete: Bool
        public var items: [CompletionItem]
        public init(items: [CompletionItem]) {
            isIncomplete = false
            self.items = items
        }
    }

    public struct CompletionOptions: Codable, Sendable {
        public var triggerCharacters: [String]
        public init(triggerCharacters: [String]) { self.triggerCharacters = triggerCharacters }
    }

    public struct Location: Codable, Sendable {
        public var uri: String
        public var range: Range
        public init(uri: String, range: Range) {
            self.uri = uri
            self.range = range
        }
    }

    /// What `livery lsp` reads of `initialize`: the workspace's folder.
    public struct InitializeParams: Codable, Sendable {
        public var rootUri: String?
        public var rootPath: String?
    }

    public struct RenameParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var position: Position
        public var newName: String
    }

    public struct CodeActionContext: Codable, Sendable {
        public var diagnostics: [Diagnostic]
    }

    public struct CodeActionParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var range: Range
        public var context: CodeActionContext
    }

    public struct WorkspaceEdit: Codable, Sendable {
        public var changes: [String: [TextEdit]]
        public init(changes: [String: [TextEdit]]) { self.changes = changes }
    }

    public struct CodeAction: Codable, Sendable {
        public var title: String
        public var kind: String
        public var diagnostics: [Diagnostic]
        public var isPreferred: Bool
        public var edit: WorkspaceEdit
        public init(title: String, diagnostic: Diagnostic, isPreferred: Bool, edit: WorkspaceEdit) {
            self.title = title
            kind = "quickfix"
            diagnostics = [diagnostic]
            self.isPreferred = isPreferred
            self.edit = edit
        }
    }

    /// Channels in 0…1.
    public struct Color: Codable, Hashable, Sendable {
        public var red: Double
        public var green: Double
        public var blue: Double
        public var alpha: Double
        public init(red: Double, green: Double, blue: Double, alpha: Double) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    public struct ColorInformation: Codable, Sendable {
        public var range: Range
        public var color: Color
        public init(range: Range, color: Color) {
            self.range = range
            self.color = color
        }

        /// The protocol's colour channels are decimals, and strict clients
        /// (lsprotocol) refuse `1` where they expect `1.0`, which is how
        /// JSONEncoder writes it: written here with a decimal point always.
        public static func json(_ list: [ColorInformation]) -> String {
            func number(_ value: Double) -> String { String(format: "%.6f", value) }
            func position(_ p: Position) -> String { "{\"character\":\(p.character),\"line\":\(p.line)}" }
            let items = list.map { info in
                let c = info.color
                return
                    "{\"color\":{\"alpha\":\(number(c.alpha)),\"blue\":\(number(c.blue)),\"green\":\(number(c.green)),\"red\":\(number(c.red))},"
                    + "\"range\":{\"end\":\(position(info.range.end)),\"start\":\(position(info.range.start))}}"
            }
            return "[" + items.joined(separator: ",") + "]"
        }
    }

    public struct DocumentColorParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
    }

    public struct ColorPresentationParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var color: Color
        public var range: Range
    }

    public struct ColorPresentation: Codable, Sendable {
        public var label: String
        public var textEdit: TextEdit
        public init(label: String, textEdit: TextEdit) {
            self.label = label
            self.textEdit = textEdit
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
        public var completionProvider: CompletionOptions
        public var codeActionProvider: Bool
        public var definitionProvider: Bool
        public var colorProvider: Bool
        public var referencesProvider = true
        public var renameProvider = true
        public init(
            positionEncoding: String, textDocumentSync: TextDocumentSyncOptions, hoverProvider: Bool, completionProvider: CompletionOptions,
            codeActionProvider: Bool, definitionProvider: Bool, colorProvider: Bool
        ) {
            self.positionEncoding = positionEncoding
            self.textDocumentSync = textDocumentSync
            self.hoverProvider = hoverProvider
            self.completionProvider = completionProvider
            self.codeActionProvider = codeActionProvider
            self.definitionProvider = definitionProvider
            self.colorProvider = colorProvider
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
