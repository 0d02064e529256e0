import Foundation
import LiveryLSPProtocol

/// Find references and rename for the names a stylesheet declares — palette
/// colours, `$constants`, named styles and declared types — across the
/// workspace's stylesheets: the open documents as the editor has them, the
/// other `*.style.yaml` files under the workspace folder from disk.
struct SymbolReferences {
    /// Most stylesheets read from the workspace folder, and how deep.
    static let maxFiles = 2_000
    static let maxDepth = 12

    enum Kind { case color, constant, style, type }

    /// The texts searched, by URI.
    let files: [String: [Substring]]

    /// The open documents, and the stylesheets under `folder` that are not open.
    init(open: [String: [Substring]], folder: String?) {
        var files = open
        if let folder {
            for path in SymbolReferences.stylesheets(under: folder) {
                let uri = URL(fileURLWithPath: path).absoluteString
                guard files[uri] == nil, let data = FileManager.default.contents(atPath: path),
                    data.count <= LanguageServer.maxDocumentBytes
                else { continue }
                files[uri] = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            }
        }
        self.files = files
    }

    /// The symbol at a position of a document: its name and kind, when a
    /// stylesheet of the workspace declares it.
    func symbol(at position: LSP.Position, in uri: String) -> (name: String, kind: Kind)? {
        guard let lines = files[uri], position.line < lines.count,
            let (word, _, _, _) = DocumentContext.word(in: lines[position.line], at: OpenDocument.column(of: position, in: lines[position.line]))
        else { return nil }
        if word.hasPrefix("$") { return (String(word.dropFirst()), .constant) }
        for text in [lines] + files.filter({ $0.key != uri }).map(\.value) {
            let names = DeclaredNames(lines: text)
            if names.colors.contains(where: { $0.name == word }) { return (word, .color) }
            if names.styles.contains(where: { $0.name == word }) { return (word, .style) }
            if names.types.contains(where: { $0.name == word }) { return (word, .type) }
        }
        // A constant's own declaration (its uses are written `$name`).
        if DeclaredNames(lines: lines).constants.contains(where: { $0.name == word && $0.line == position.line }) { return (word, .constant) }
        return nil
    }

    /// Every place the symbol is written: its declaration and each use, the
    /// range covering the name alone (not a constant's `$`).
    func references(to name: String, kind: Kind) -> [LSP.Location] {
        files.keys.sorted().flatMap { uri -> [LSP.Location] in
            guard let lines = files[uri] else { return [] }
            let names = DeclaredNames(lines: lines)
            let declared: [DeclaredNames.Name]
            switch kind {
            case .color: declared = names.colors
            case .constant: declared = names.constants
            case .style: declared = names.styles
            case .type: declared = names.types
            }
            var found: [LSP.Location] = declared.filter { $0.name == name }.map { entry in
                location(uri, lines, line: entry.line, column: entry.column, length: name.unicodeScalars.count)
            }
            for (index, line) in lines.enumerated() {
                for column in uses(of: name, kind: kind, in: line) {
                    found.append(location(uri, lines, line: index, column: column, length: name.unicodeScalars.count))
                }
            }
            return found
        }
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

    private func location(_ uri: String, _ lines: [Substring], line: Int, column: Int, length: Int) -> LSP.Location {
        LSP.Location(
            uri: uri,
            range: LSP.Range(
                start: OpenDocument.position(line: line + 1, column: column, in: lines),
                end: OpenDocument.position(line: line + 1, column: column + length, in: lines)))
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
