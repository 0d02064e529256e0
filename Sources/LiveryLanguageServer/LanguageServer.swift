import Foundation
import Livery
import LiveryLSPProtocol

/// `livery lsp`: a Language Server Protocol server over a byte stream,
/// running the real compiler in process (Docs/Editors.md, "The language
/// server"). Open stylesheets are checked from their unsaved text, with the
/// diagnostics `livery lint` gives; hover, completion, go to definition,
/// quick fixes and colours read the text around the position.
///
/// Input is read on a thread of its own. Every change is applied as it
/// comes, but a document is compiled only once no message is waiting: a
/// burst of edits is checked once, at its last version, and a request
/// behind it is answered from the latest text without waiting for compiles
/// of versions already superseded.
///
/// Every message is answered or dropped, never fatal: an unreadable one gets
/// a parse error, a request for a document that is not open an error, a
/// change beyond a document's end an error message and the text it had.
public final class LanguageServer {
    /// The largest document kept open: a stylesheet's own limit.
    public static let maxDocumentBytes = StylesheetLimits.default.yaml.maxBytes

    private let readChunk: () -> [UInt8]
    private let write: ([UInt8]) -> Void
    private var documents: [String: OpenDocument] = [:]
    /// Documents changed since they were last compiled, in the order they changed.
    private var unchecked: [String] = []
    /// The classes of each document's last good compile (its declared types
    /// too); the built-in ones while none has been good; nil before its first.
    private var registries: [String: TypeRegistry] = [:]
    private var initialized = false
    /// The workspace's folder, from `initialize`: where references and renames look.
    private var workspaceFolder: String?
    /// The tokens and catalog colours of the files documents import.
    private let imported = ImportedDeclarations()
    private var shutdownRequested = false
    /// Called each time the server has handled every byte read and waits for more (tests pace their input by it).
    var onIdle: (() -> Void)?

    /// `readChunk` gives the next bytes of input (empty at its end), called
    /// on the server's reader thread only; `write` sends bytes.
    public init(readChunk: @escaping () -> [UInt8], write: @escaping ([UInt8]) -> Void) {
        self.readChunk = readChunk
        self.write = write
    }

    /// Serves until `exit` or the end of input: 0 after `shutdown`, 1 otherwise (the protocol's rule).
    public func run() -> Int32 {
        let input = InputQueue()
        let handoff = ReaderHandoff(readChunk: readChunk)
        Thread {
            while true {
                let chunk = handoff.readChunk()
                input.put(chunk)
                if chunk.isEmpty { return }
            }
        }.start()
        defer { input.close() }
        var reader = MessageReader(readChunk: input.take)
        while true {
            // What has arrived, up to one whole message: the queue, not this buffer, holds the rest.
            while !reader.hasMessage, let chunk = input.poll() { reader.append(chunk) }
            if !reader.hasMessage {
                checkChanged()
                if reader.isEmpty { onIdle?() }
            }
            switch reader.next() {
            case .endOfInput:
                return shutdownRequested ? 0 : 1
            case .refused(let why):
                send(JSONRPC.response(id: nil, error: .init(code: JSONRPC.ResponseError.invalidRequest, message: why)))
            case .message(let body):
                if handle(body) == .exit { return shutdownRequested ? 0 : 1 }
            }
        }
    }

    private enum Outcome { case goOn, exit }

    private func handle(_ body: [UInt8]) -> Outcome {
        let data = Data(body)
        guard let envelope = try? JSONDecoder().decode(JSONRPC.Envelope.self, from: data) else {
            send(
                JSONRPC.response(
                    id: nil, error: .init(code: JSONRPC.ResponseError.parseError, message: "the message is not JSON-RPC in UTF-8 JSON")))
            return .goOn
        }
        guard let method = envelope.method else { return .goOn }  // a response to a request of ours
        let id = envelope.id
        if method == "exit" { return .exit }
        if !initialized, method != "initialize" {
            if id != nil { reply(id, error: .init(code: JSONRPC.ResponseError.serverNotInitialized, message: "initialize first")) }
            return .goOn
        }
        guard let handler = handler(for: method) else {
            if id != nil, !method.hasPrefix("$/") {
                reply(id, error: .init(code: JSONRPC.ResponseError.methodNotFound, message: "\(method) is not supported"))
            }
            return .goOn
        }
        do {
            try handler(data, id)
        } catch let error as JSONRPC.ResponseError {
            if id != nil { reply(id, error: error) } else { showError(error.message) }
        } catch {
            let failure = JSONRPC.ResponseError(
                code: JSONRPC.ResponseError.invalidParams, message: "\(method): the params do not fit: \(error)")
            if id != nil { reply(id, error: failure) } else { showError(failure.message) }
        }
        return .goOn
    }

    /// The method that answers a request or takes a notification, by the
    /// protocol's name for it (one method each, as sourcekit-lsp dispatches);
    /// nil for one the server does not support.
    private func handler(for method: String) -> ((Data, JSONRPC.ID?) throws -> Void)? {
        switch method {
        case "initialize": return initialize
        case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration": return { _, _ in }
        case "shutdown": return shutdown
        case "textDocument/didOpen": return didOpen
        case "textDocument/didChange": return didChange
        case "textDocument/didSave": return didSave
        case "textDocument/didClose": return didClose
        case "workspace/didChangeWatchedFiles": return didChangeWatchedFiles
        case "textDocument/references": return references
        case "textDocument/rename": return rename
        case "textDocument/hover": return hover
        case "textDocument/completion": return completion
        case "textDocument/definition": return definition
        case "textDocument/codeAction": return codeAction
        case "textDocument/documentColor": return documentColor
        case "textDocument/colorPresentation": return colorPresentation
        default: return nil
        }
    }

    // MARK: Lifecycle and documents

    private func initialize(_ data: Data, _ id: JSONRPC.ID?) {
        initialized = true
        if let params = try? decode(LSP.InitializeParams.self, data) {
            workspaceFolder = params.rootUri.map(LanguageServer.path) ?? params.rootPath
        }
        reply(id, result: initializeResult)
    }

    private func shutdown(_ data: Data, _ id: JSONRPC.ID?) {
        shutdownRequested = true
        reply(id, result: nil)
    }

    private func didOpen(_ data: Data, _ id: JSONRPC.ID?) throws {
        let item = try decode(LSP.DidOpenTextDocumentParams.self, data).textDocument
        guard item.text.utf8.count <= LanguageServer.maxDocumentBytes else {
            documents[item.uri] = nil
            showError("\(item.uri) is \(item.text.utf8.count) bytes; documents over \(LanguageServer.maxDocumentBytes) are not checked")
            return
        }
        documents[item.uri] = OpenDocument(uri: item.uri, version: item.version, text: item.text)
        changed(item.uri)
    }

    private func didChange(_ data: Data, _ id: JSONRPC.ID?) throws {
        let params = try decode(LSP.DidChangeTextDocumentParams.self, data)
        let uri = params.textDocument.uri
        guard var document = documents[uri] else { throw notOpen(uri) }
        for change in params.contentChanges { try document.apply(change) }
        guard document.text.utf8.count <= LanguageServer.maxDocumentBytes else {
            documents[uri] = nil
            showError("\(uri) grew past \(LanguageServer.maxDocumentBytes) bytes and is no longer checked")
            return
        }
        document.version = params.textDocument.version
        documents[uri] = document
        changed(uri)
    }

    /// Imports are read from disk: a saved file changes what the documents importing it say.
    private func didSave(_ data: Data, _ id: JSONRPC.ID?) throws {
        let params = try decode(LSP.DidSaveTextDocumentParams.self, data)
        let saved = URL(fileURLWithPath: LanguageServer.path(of: params.textDocument.uri)).standardized.path
        for (uri, document) in documents where uri != params.textDocument.uri {
            let folder = (LanguageServer.path(of: uri) as NSString).deletingLastPathComponent
            let imports = DeclaredNames(lines: document.lines).imports.map { $0.name.hasPrefix("/") ? $0.name : folder + "/" + $0.name }
            if imports.contains(where: { URL(fileURLWithPath: $0).standardized.path == saved }) { changed(uri) }
        }
    }

    private func didClose(_ data: Data, _ id: JSONRPC.ID?) throws {
        let uri = try decode(LSP.DidCloseTextDocumentParams.self, data).textDocument.uri
        documents[uri] = nil
        registries[uri] = nil
        unchecked.removeAll { $0 == uri }
        publish(LSP.PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))
    }

    private func didChangeWatchedFiles(_ data: Data, _ id: JSONRPC.ID?) {
        for uri in documents.keys.sorted() { changed(uri) }
    }

    // MARK: Requests

    private func references(_ data: Data, _ id: JSONRPC.ID?) throws {
        let params = try decode(LSP.TextDocumentPositionParams.self, data)
        _ = try open(params.textDocument.uri)
        let symbols = workspaceSymbols()
        let limit = ResultBudget.maxPlaces(writing: 0)
        var found =
            symbols.symbol(at: params.position, in: params.textDocument.uri).map {
                symbols.references(to: $0.name, kind: $0.kind, limit: limit)
            } ?? []
        if found.count > limit {
            found.removeLast(found.count - limit)
            showMessage("only the first \(limit) references are listed", type: 2)
        }
        reply(id, result: found)
    }

    private func rename(_ data: Data, _ id: JSONRPC.ID?) throws {
        let params = try decode(LSP.RenameParams.self, data)
        _ = try open(params.textDocument.uri)
        let name = params.newName
        guard name.unicodeScalars.count <= ResultBudget.maxNameScalars else {
            throw JSONRPC.ResponseError(
                code: JSONRPC.ResponseError.invalidParams,
                message: "a new name of \(name.unicodeScalars.count) characters is over the limit of \(ResultBudget.maxNameScalars)")
        }
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first),
            name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" })
        else {
            throw JSONRPC.ResponseError(
                code: JSONRPC.ResponseError.invalidParams, message: "'\(name)' is not a name: letters, digits and _, not starting with a digit")
        }
        let symbols = workspaceSymbols()
        guard let found = symbols.symbol(at: params.position, in: params.textDocument.uri) else {
            throw JSONRPC.ResponseError(
                code: JSONRPC.ResponseError.requestFailed,
                message: "nothing to rename here: not a colour, constant, style or type a stylesheet declares")
        }
        let limit = ResultBudget.maxPlaces(writing: name.utf8.count)
        let places = symbols.references(to: found.name, kind: found.kind, limit: limit)
        guard places.count <= limit else {
            throw JSONRPC.ResponseError(
                code: JSONRPC.ResponseError.requestFailed,
                message:
                    "renaming '\(found.name)' to '\(name)' would edit more than \(limit) places, over the \(ResultBudget.maxBytes >> 20) MiB an answer may hold"
            )
        }
        let edits = Dictionary(grouping: places, by: \.uri).mapValues { $0.map { LSP.TextEdit(range: $0.range, newText: name) } }
        reply(id, result: LSP.WorkspaceEdit(changes: edits))
    }

    private func hover(_ data: Data, _ id: JSONRPC.ID?) throws {
        let (params, document) = try positionInOpenDocument(data)
        reply(
            id,
            result: HoverProvider.hover(
                at: params.position, lines: document.lines, registry: registry(params.textDocument.uri),
                tokens: importedNames(document).tokens))
    }

    private func completion(_ data: Data, _ id: JSONRPC.ID?) throws {
        let (params, document) = try positionInOpenDocument(data)
        let items = CompletionProvider.items(
            at: params.position, lines: document.lines, registry: registry(params.textDocument.uri), imported: importedNames(document))
        reply(id, result: LSP.CompletionList(items: items))
    }

    private func definition(_ data: Data, _ id: JSONRPC.ID?) throws {
        let (params, document) = try positionInOpenDocument(data)
        reply(
            id,
            result: DefinitionProvider.definition(
                at: params.position, uri: document.uri, lines: document.lines, tokens: importedNames(document).tokens))
    }

    private func codeAction(_ data: Data, _ id: JSONRPC.ID?) throws {
        let params = try decode(LSP.CodeActionParams.self, data)
        let document = try open(params.textDocument.uri)
        reply(id, result: CodeActionProvider.actions(for: params.context.diagnostics, uri: document.uri, lines: document.lines))
    }

    private func documentColor(_ data: Data, _ id: JSONRPC.ID?) throws {
        let params = try decode(LSP.DocumentColorParams.self, data)
        let document = try open(params.textDocument.uri)
        let colors = ColorProvider.colors(
            lines: document.lines, registry: registry(params.textDocument.uri), tokens: importedNames(document).tokens)
        send(JSONRPC.response(id: id, resultJSON: LSP.ColorInformation.json(colors)))
    }

    private func colorPresentation(_ data: Data, _ id: JSONRPC.ID?) throws {
        let params = try decode(LSP.ColorPresentationParams.self, data)
        let document = try open(params.textDocument.uri)
        reply(id, result: ColorProvider.presentations(for: params.color, range: params.range, lines: document.lines))
    }

    private var initializeResult: LSP.InitializeResult {
        LSP.InitializeResult(
            capabilities: LSP.ServerCapabilities(
                positionEncoding: "utf-16", textDocumentSync: LSP.TextDocumentSyncOptions(openClose: true, change: 2), hoverProvider: true,
                completionProvider: LSP.CompletionOptions(triggerCharacters: [":", " ", ".", "$", "[", ","]), codeActionProvider: true,
                definitionProvider: true, colorProvider: true),
            serverInfo: LSP.ServerInfo(name: "livery", version: LiveryVersion.current))
    }

    /// Marks a document to compile once no message is waiting.
    private func changed(_ uri: String) {
        if !unchecked.contains(uri) { unchecked.append(uri) }
    }

    /// Compiles each document changed since its last check, at its latest version.
    private func checkChanged() {
        let uris = unchecked
        unchecked = []
        for uri in uris { check(uri) }
    }

    /// Compiles an open document from its text and publishes its diagnostics.
    private func check(_ uri: String) {
        unchecked.removeAll { $0 == uri }
        guard let document = documents[uri] else { return }
        let path = LanguageServer.path(of: uri)
        let (table, diagnostics) = StylesheetCompiler.compile(source: document.text, path: path)
        // A compile that fails keeps the last good registry (the built-in one before any).
        registries[uri] = table?.registry ?? registries[uri] ?? .builtIn
        let lines = document.lines
        publish(
            LSP.PublishDiagnosticsParams(
                uri: uri, version: document.version,
                diagnostics: DiagnosticRanges.lsp(diagnostics, documentPath: path, lines: lines)))
    }

    /// `file:///a/b%20c.style.yaml` → `/a/b c.style.yaml`; anything else as written.
    static func path(of uri: String) -> String {
        guard let url = URL(string: uri), url.isFileURL else { return uri }
        return url.path
    }

    private func decode<Value: Decodable>(_ type: Value.Type, _ data: Data) throws -> Value {
        try JSONDecoder().decode(JSONRPC.Params<Value>.self, from: data).params
    }

    private func notOpen(_ uri: String) -> JSONRPC.ResponseError {
        JSONRPC.ResponseError(code: JSONRPC.ResponseError.invalidParams, message: "\(uri) is not open")
    }

    /// The design tokens and catalog colours a document's imports declare.
    private func importedNames(_ document: OpenDocument) -> CompletionProvider.Imported {
        let names = DeclaredNames(lines: document.lines)
        let folder = (LanguageServer.path(of: document.uri) as NSString).deletingLastPathComponent
        return CompletionProvider.Imported(
            tokens: imported.tokens(importedBy: names, folder: folder),
            catalogColors: imported.catalogColors(importedBy: names, folder: folder))
    }

    /// A request's position and the open document it is in (hover, completion, definition).
    private func positionInOpenDocument(_ data: Data) throws -> (LSP.TextDocumentPositionParams, OpenDocument) {
        let params = try decode(LSP.TextDocumentPositionParams.self, data)
        return (params, try open(params.textDocument.uri))
    }

    /// An open document, or the error a request about another gets.
    private func open(_ uri: String) throws(JSONRPC.ResponseError) -> OpenDocument {
        guard let document = documents[uri] else { throw notOpen(uri) }
        return document
    }

    /// The classes a document's rules can name: its last good compile's, else
    /// the built-in ones. A document never compiled yet is compiled first, so
    /// a request right after opening it sees its declared types.
    private func registry(_ uri: String) -> TypeRegistry {
        if registries[uri] == nil, unchecked.contains(uri) { check(uri) }
        return registries[uri] ?? .builtIn
    }

    /// The open documents and the workspace folder's stylesheets, for references and renames;
    /// a warning when the folder held more than is read for one request.
    private func workspaceSymbols() -> SymbolReferences {
        let symbols = SymbolReferences(open: documents.mapValues(\.text), folder: workspaceFolder)
        if symbols.unread > 0 {
            let files = symbols.unread == 1 ? "1 stylesheet of the workspace was" : "\(symbols.unread) stylesheets of the workspace were"
            showMessage(
                "\(files) not searched: past the \(SymbolReferences.maxWorkspaceBytes >> 20) MiB read for one request", type: 2)
        }
        return symbols
    }

    private func reply(_ id: JSONRPC.ID?, result: (any Encodable)?) { send(JSONRPC.response(id: id, result: result)) }
    private func reply(_ id: JSONRPC.ID?, error: JSONRPC.ResponseError) { send(JSONRPC.response(id: id, error: error)) }

    private func publish(_ params: LSP.PublishDiagnosticsParams) {
        send(JSONRPC.notification(method: "textDocument/publishDiagnostics", params: params))
    }

    /// `window/showMessage` with an error: what a notification that failed cannot answer.
    private func showError(_ message: String) { showMessage(message, type: 1) }

    /// `window/showMessage`: 1 an error, 2 a warning.
    private func showMessage(_ message: String, type: Int) {
        struct ShowMessage: Encodable {
            var type: Int
            var message: String
        }
        send(JSONRPC.notification(method: "window/showMessage", params: ShowMessage(type: type, message: message)))
    }

    private func send(_ body: [UInt8]) { write(MessageWriter.frame(body)) }
}

/// Hands the reader closure to the reader thread, which alone calls it from then on.
private struct ReaderHandoff: @unchecked Sendable {
    let readChunk: () -> [UInt8]
}
