import Foundation
import LiveryCore
import LiveryLSPProtocol

/// Find references and rename for the names a stylesheet declares — palette
/// colours, `$constants`, named styles and declared types — across the
/// workspace's stylesheets: the open documents as the editor has them, the
/// other `*.style.yaml` files under the workspace folder from disk.
struct SymbolReferences {
    /// Most stylesheets read from the workspace folder, and how deep.
    static let maxFiles = 2_000
    static let maxDepth = 12
    /// The bytes of stylesheets read from disk for one request, in all.
    static let maxWorkspaceBytes = 64 << 20

    enum Kind { case color, constant, style, type }

    /// The texts searched, by URI.
    let texts: [String: String]
    /// Stylesheets under the folder left unread: past ``maxWorkspaceBytes``.
    let unread: Int

    /// The open documents, and the stylesheets under `folder` that are not
    /// open: regular files only, each's size checked before it is read.
    init(open: [String: String], folder: String?) {
        var texts = open
        var budget = SymbolReferences.maxWorkspaceBytes
        var unread = 0
        for path in folder.map(SymbolReferences.stylesheets(under:)) ?? [] {
            let uri = URL(fileURLWithPath: path).absoluteString
            guard texts[uri] == nil else { continue }
            do {
                let bytes = try BoundedFileReader.read(path, maxBytes: min(LanguageServer.maxDocumentBytes, budget))
                budget -= bytes.count
                texts[uri] = String(decoding: bytes, as: UTF8.self)
            } catch BoundedFileReader.Failure.tooLarge(let size, _) where size <= LanguageServer.maxDocumentBytes {
                unread += 1
            } catch {
                continue  // gone, not a regular file, or larger than a document: not a stylesheet to search
            }
        }
        self.texts = texts
        self.unread = unread
    }

    /// The symbol at a position of a document: its name and kind, when a
    /// stylesheet of the workspace declares it. Only the files whose text
    /// holds the name are read line by line.
    func symbol(at position: LSP.Position, in uri: String) -> (name: String, kind: Kind)? {
        guard let text = texts[uri] else { return nil }
        let lines = OpenDocument.lines(of: text)
        guard lines.indices.contains(position.line),
            let (word, _, _, _) = DocumentContext.word(
                in: lines[position.line], at: OpenDocument.column(of: position, in: lines[position.line]))
        else { return nil }
        if word.hasPrefix("$") { return (String(word.dropFirst()), .constant) }
        if let kind = SymbolReferences.declaredKind(of: word, in: lines) { return (word, kind) }
        for other in texts.keys.sorted() where other != uri {
            guard let text = texts[other], SymbolReferences.mentions(text, word),
                let kind = SymbolReferences.declaredKind(of: word, in: OpenDocument.lines(of: text))
            else { continue }
            return (word, kind)
        }
        // A constant's own declaration (its uses are written `$name`).
        if DeclaredNames(lines: lines).constants.contains(where: { $0.name == word && $0.line == position.line }) {
            return (word, .constant)
        }
        return nil
    }

    /// What a stylesheet declares a name as: a palette colour, a style or a type.
    private static func declaredKind(of word: String, in lines: [Substring]) -> Kind? {
        let names = DeclaredNames(lines: lines)
        if names.colors.contains(where: { $0.name == word }) { return .color }
        if names.styles.contains(where: { $0.name == word }) { return .style }
        if names.types.contains(where: { $0.name == word }) { return .type }
        return nil
    }

    /// Every place the symbol is written, up to `limit`: its declaration and
    /// each use, the range covering the name alone (not a constant's `$`).
    /// One more than `limit` found means there are more.
    func references(to name: String, kind: Kind, limit: Int) -> [LSP.Location] {
        var found: [LSP.Location] = []
        let length = name.unicodeScalars.count
        for uri in texts.keys.sorted() {
            guard let text = texts[uri], SymbolReferences.mentions(text, name) else { continue }
            let lines = OpenDocument.lines(of: text)
            let names = DeclaredNames(lines: lines)
            let declared: [DeclaredNames.Name]
            switch kind {
            case .color: declared = names.colors
            case .constant: declared = names.constants
            case .style: declared = names.styles
            case .type: declared = names.types
            }
            for entry in declared where entry.name == name {
                found.append(location(uri, lines, line: entry.line, from: entry.column - 1, to: entry.column - 1 + length))
                if found.count > limit { return found }
            }
            for (index, line) in lines.enumerated() where SymbolReferences.mentions(line, name) {
                var characters = UTF16Columns(Array(line.unicodeScalars))
                for column in uses(of: name, kind: kind, in: line) {
                    let range = LSP.Range(
                        start: LSP.Position(line: index, character: characters.offset(ofColumn: column - 1)),
                        end: LSP.Position(line: index, character: characters.offset(ofColumn: column - 1 + length)))
                    found.append(LSP.Location(uri: uri, range: range))
                    if found.count > limit { return found }
                }
            }
        }
        return found
    }

    /// Whether a text holds a name's bytes: one pass (Knuth–Morris–Pratt),
    /// far cheaper than reading the text line by line.
    static func mentions(_ text: some StringProtocol, _ name: String) -> Bool {
        let target = Array(name.utf8)
        guard !target.isEmpty else { return true }
        // For each prefix of the name, the longest proper prefix that is also its suffix.
        var fallback = [0]
        var length = 0
        for byte in target.dropFirst() {
            while length > 0, target[length] != byte { length = fallback[length - 1] }
            if target[length] == byte { length += 1 }
            fallback.append(length)
        }
        // The bytes in place when the text has them contiguous (a native string), else copied.
        func search(_ bytes: some Sequence<UInt8>) -> Bool {
            var matched = 0
            for byte in bytes {
                while matched > 0, target[matched] != byte { matched = fallback[matched - 1] }
                if target[matched] == byte { matched += 1 }
                if matched == target.count { return true }
            }
            return false
        }
        return text.utf8.withContiguousStorageIfAvailable(search) ?? search(Array(text.utf8))
    }

    /// The columns (one-based) where `name` is used as a value on a line: a
    /// whole name, not a key, not in a comment; a constant after `$`.
    private func uses(of name: String, kind: Kind, in line: Substring) -> [Int] {
        let scalars = Array(DeclaredNames.withoutComment(line).unicodeScalars)
        let target = Array(name.unicodeScalars)
        var columns: [Int] = []
        var index = 0
        var quote: Unicode.Scalar?
        while index + target.count <= scalars.count {
            let scalar = scalars[index]
            if let open = quote {
                if scalar == open { quote = nil }
                index += 1
                continue
            }
            if scalar == "\"" || scalar == "'" {
                quote = scalar
                index += 1
                continue
            }
            let before = index > 0 ? scalars[index - 1] : " "
            let after = index + target.count < scalars.count ? scalars[index + target.count] : " "
            let starts = kind == .constant ? before == "$" : !DocumentContext.isName(before)
            if starts, Array(scalars[index..<(index + target.count)]) == target, !DocumentContext.isName(after), after != ":" {
                columns.append(index + 1)
                index += target.count
                continue
            }
            index += 1
        }
        return columns
    }

    private func location(_ uri: String, _ lines: [Substring], line: Int, from start: Int, to end: Int) -> LSP.Location {
        LSP.Location(
            uri: uri,
            range: LSP.Range(
                start: OpenDocument.position(line: line + 1, column: start + 1, in: lines),
                end: OpenDocument.position(line: line + 1, column: end + 1, in: lines)))
    }

    /// The `*.style.yaml` files under a folder, hidden folders and `.build` skipped, symbolic links not followed.
    static func stylesheets(under folder: String) -> [String] {
        var found: [String] = []
        var pending: [(String, Int)] = [(folder, 0)]
        while let (current, depth) = pending.popLast(), found.count < maxFiles {
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []).sorted() where !name.hasPrefix(".") {
                let path = current + "/" + name
                guard let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType else { continue }
                if type == .typeDirectory, depth + 1 < maxDepth {
                    pending.append((path, depth + 1))
                } else if type == .typeRegular, name.hasSuffix(".style.yaml") {
                    found.append(path)
                }
            }
        }
        return found
    }
}
