import Foundation
import Livery
import LiveryCore
import LiveryLSPProtocol

/// Go to definition: a palette colour, a `$constant`, a named style, a
/// declared type or trait, in the document or in a stylesheet it imports; an
/// import, to its file.
enum DefinitionProvider {
    static func definition(at position: LSP.Position, uri: String, lines: [Substring], tokens: [DesignTokenEntry] = []) -> LSP.Location? {
        guard lines.indices.contains(position.line),
            let (word, _, _, _) = DocumentContext.word(
                in: lines[position.line], at: OpenDocument.column(of: position, in: lines[position.line]))
        else { return nil }
        let names = DeclaredNames(lines: lines)
        let folder = (LanguageServer.path(of: uri) as NSString).deletingLastPathComponent
        if let imported = names.imports.first(where: { $0.line == position.line && $0.name.hasSuffix(word) || $0.name == word }) {
            let path = imported.name.hasPrefix("/") ? imported.name : folder + "/" + imported.name
            return LSP.Location(
                uri: URL(fileURLWithPath: path).absoluteString,
                range: LSP.Range(start: .init(line: 0, character: 0), end: .init(line: 0, character: 0)))
        }
        let name = word.hasPrefix("$") ? String(word.dropFirst()) : word
        if let found = find(name, in: names, lines: lines, uri: uri) { return found }
        if let token = tokens.first(where: { $0.name == name }) {
            // Into the token file, at the token's name (its line and column there).
            let at = LSP.Position(line: token.location.line - 1, character: max(0, token.location.column - 1))
            return LSP.Location(uri: URL(fileURLWithPath: token.location.file).absoluteString, range: LSP.Range(start: at, end: at))
        }
        // The stylesheets it imports, read from disk (one level).
        for imported in names.imports where imported.name.hasSuffix(".yaml") || imported.name.hasSuffix(".yml") {
            let path = imported.name.hasPrefix("/") ? imported.name : folder + "/" + imported.name
            guard let data = try? BoundedFileReader.read(path, maxBytes: LanguageServer.maxDocumentBytes) else { continue }
            let otherLines = OpenDocument.lines(of: String(decoding: data, as: UTF8.self))
            if let found = find(
                name, in: DeclaredNames(lines: otherLines), lines: otherLines, uri: URL(fileURLWithPath: path).absoluteString)
            {
                return found
            }
        }
        return nil
    }

    private static func find(_ name: String, in names: DeclaredNames, lines: [Substring], uri: String) -> LSP.Location? {
        let all = names.colors + names.constants + names.styles + names.types + names.traits
        guard let declared = all.first(where: { $0.name == name }) else { return nil }
        let start = OpenDocument.position(line: declared.line + 1, column: declared.column, in: lines)
        let end = OpenDocument.position(line: declared.line + 1, column: declared.column + name.unicodeScalars.count, in: lines)
        return LSP.Location(uri: uri, range: LSP.Range(start: start, end: end))
    }
}
