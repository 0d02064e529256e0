import Foundation
import LiveryYAML

/// Reads a stylesheet and, depth first, everything it imports. Files come out
/// in post-order, so every import precedes its importer: that order is the
/// rules' source order. A file imported twice (a diamond) is read once, and
/// so is a design-token file (Docs/Tokens.md).
struct StylesheetLoader {
    static let topLevelKeys = ["livery", "imports", "traits", "colors", "constants", "types", "styles", "rules"]

    let limits: StylesheetLimits
    private(set) var files: [SourceFile] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Per file, the lines where `# livery:ignore` comments silence codes.
    private(set) var ignored: [String: [Int: Set<String>]] = [:]
    private var indexByIdentity: [String: Int] = [:]
    /// Design-token files, each read once, and the problems found in each.
    private(set) var tokenFiles: [TokenFile] = []
    private(set) var tokenSinks: [DiagnosticSink] = []
    private var tokenIndexByIdentity: [String: Int] = [:]
    /// Asset catalogs, each read once.
    private(set) var catalogs: [AssetCatalog] = []
    /// The bytes of catalogs' `Contents.json` files read so far (`limits.maxCatalogBytes`).
    private var catalogBytes = 0
    private var catalogIndexByIdentity: [String: Int] = [:]
    /// What is left of `limits.maxTokens` and `limits.maxTokenBytes` for the
    /// token files not yet read: the budgets are shared by the whole compilation.
    private var tokenBudget: TokenFile.Budget

    init(limits: StylesheetLimits) {
        self.limits = limits
        tokenBudget = TokenFile.Budget(maxTokens: limits.maxTokens, maxBytes: limits.maxTokenBytes)
    }

    /// Loads the root file (from `text` when given, else from disk) and its imports.
    mutating func loadRoot(path: String, text: [UInt8]?) {
        _ = load(path: path, text: text, importedAt: nil, chain: [])
    }

    /// Returns the file's index, or nil if it could not be read.
    private mutating func load(path: String, text: [UInt8]?, importedAt: SourceLocation?, chain: [String]) -> Int? {
        let identity = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        if let index = indexByIdentity[identity] { return index }
        if let cycleStart = chain.firstIndex(of: identity), let at = importedAt {
            let names = (chain[cycleStart...] + [identity]).map { URL(fileURLWithPath: $0).lastPathComponent }
            diagnostics.append(Diagnostic(.importCycle, "import cycle: \(names.joined(separator: " → "))", at: at))
            return nil
        }
        if let at = importedAt, chain.count > limits.maxImportDepth {
            diagnostics.append(Diagnostic(.importLimit, "imports nest more than \(limits.maxImportDepth) levels deep", at: at))
            return nil
        }
        if let at = importedAt, files.count >= limits.maxFiles {
            diagnostics.append(Diagnostic(.importLimit, "more than \(limits.maxFiles) files are imported", at: at))
            return nil
        }
        // Only YAML files are imported, so a mistyped or hostile import never
        // reads (and quotes in a diagnostic) a file that is not a stylesheet.
        if let at = importedAt, !StylesheetLoader.isYAMLFile(path) {
            diagnostics.append(
                Diagnostic(
                    .badImport, "'\(path)' is not a YAML file; imports name stylesheets (.style.yaml) or token files (.tokens.json)",
                    at: at, hint: "import a file whose name ends in .yaml, .yml, .json or .tokens"))
            return nil
        }
        let start = SourceLocation(file: path, line: 1, column: 1)
        if let root = limits.readableRoot, !root.contains(path) {
            diagnostics.append(StylesheetLoader.outside(importedAt == nil ? .fileNotFound : .badImport, at: importedAt ?? start))
            return nil
        }
        guard let bytes = text ?? read(path, importedAt: importedAt) else { return nil }
        let silenced = IgnoreComments.scan(bytes)
        if !silenced.isEmpty { ignored[path] = silenced }

        guard let root = parse(bytes, path: path, splittingAt: "rules") else { return nil }
        let entries: [YAMLPair]
        if let pairs = root.mapping {
            entries = Array(pairs)
        } else if root.isNull {
            entries = []
        } else {
            diagnostics.append(
                Diagnostic(
                    .wrongKind, "a stylesheet is a mapping (livery:, rules:, …), found a \(root.kindName)",
                    at: root.location(in: path)))
            return nil
        }
        var file = SourceFile(path: path, directory: FilePath.directory(of: path), entries: entries, imports: [])
        checkHeader(file, start: start)

        for importNode in importNodes(file) {
            if importNode.mapping != nil || importNode.text.map(StylesheetLoader.isTokenFile) == true {
                if let tokens = tokenImport(importNode, in: file) { file.tokenImports.append(tokens) }
                continue
            }
            guard let written = importNode.text, !importNode.isNull else {
                diagnostics.append(
                    Diagnostic(
                        .wrongKind, "an import is a file path, found a \(importNode.kindName)",
                        at: importNode.location(in: path)))
                continue
            }
            let importPath = FilePath.resolve(written, relativeTo: file.directory)
            if StylesheetLoader.isAssetCatalog(written) {
                if let index = catalogImport(importPath, at: importNode.location(in: path)) { file.catalogImports.append(index) }
                continue
            }
            if let index = load(path: importPath, text: nil, importedAt: importNode.location(in: path), chain: chain + [identity]) {
                file.imports.append(index)
            }
        }
        files.append(file)
        indexByIdentity[identity] = files.count - 1
        return files.count - 1
    }

    private mutating func read(_ path: String, importedAt: SourceLocation?) -> [UInt8]? {
        do {
            return try BoundedFileReader.read(path, maxBytes: limits.yaml.maxBytes, beneath: limits.readableRoot)
        } catch .outside {
            diagnostics.append(
                StylesheetLoader.outside(
                    importedAt == nil ? .fileNotFound : .missingImport, at: importedAt ?? SourceLocation(file: path, line: 1, column: 1)))
        } catch .tooLarge(let size, let limit) {
            diagnostics.append(
                Diagnostic(
                    .inputTooLarge, "'\(path)' is \(size) bytes; the limit is \(limit)",
                    at: SourceLocation(file: path, line: 1, column: 1)))
        } catch {
            diagnostics.append(
                Diagnostic(
                    importedAt == nil ? .fileNotFound : .missingImport, "cannot read '\(path)': \(error)",
                    at: importedAt ?? SourceLocation(file: path, line: 1, column: 1)))
        }
        return nil
    }

    /// One message for every file outside the served folder, whether it
    /// exists or not and however it was reached, naming no path: a served
    /// diagnostic must not tell what lies outside, nor where the folder is.
    static func outside(_ code: DiagnosticCode, at location: SourceLocation) -> Diagnostic {
        Diagnostic(code, "the file is outside the served folder", at: location, hint: "only files under the served folder are read")
    }

    /// Whether an import names an Xcode asset catalog folder (`Assets.xcassets`).
    static func isAssetCatalog(_ path: String) -> Bool {
        var name = path.lowercased()
        while name.hasSuffix("/") { name.removeLast() }
        return name.hasSuffix(".xcassets")
    }

    /// Reads an asset catalog once, however many files import it; its
    /// problems are reported in its `Contents.json` files.
    private mutating func catalogImport(_ path: String, at: SourceLocation) -> Int? {
        let identity = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        if let index = catalogIndexByIdentity[identity] { return index }
        if let root = limits.readableRoot, !root.contains(path) {
            diagnostics.append(StylesheetLoader.outside(.badImport, at: at))
            return nil
        }
        if files.count + tokenFiles.count + catalogs.count >= limits.maxFiles {
            diagnostics.append(Diagnostic(.importLimit, "more than \(limits.maxFiles) files are imported", at: at))
            return nil
        }
        let catalog = AssetCatalog(
            path: path, importedAt: at, yamlLimits: limits.yaml,
            byteBudget: (limits.maxCatalogBytes - catalogBytes, limits.maxCatalogBytes))
        catalogBytes += catalog.bytesRead
        diagnostics += catalog.diagnostics
        catalogs.append(catalog)
        catalogIndexByIdentity[identity] = catalogs.count - 1
        return catalogs.count - 1
    }

    /// `tokens.json`, `x.tokens.json`, `x.tokens`: DTCG's names for token files.
    static func isTokenFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
        return name.hasSuffix(".json") || name.hasSuffix(".tokens")
    }

    /// `path.tokens.json` or `{ tokens: path, when: { userInterfaceStyle: dark } }`.
    private mutating func tokenImport(_ node: YAMLNode, in file: SourceFile) -> TokenImport? {
        var sink = DiagnosticSink(file: file.path)
        defer { diagnostics += sink.diagnostics }
        var pathNode = node
        var conditions: [TraitCondition] = []
        if let pairs = node.mapping {
            for pair in pairs where !["tokens", "when"].contains(pair.key.text ?? "") {
                sink.reportUnknownKey(pair.key, allowed: ["tokens", "when"], in: "a token import")
            }
            guard let tokens = node["tokens"] else {
                sink.report(.missingKey, "a token import needs 'tokens', the token file", at: node)
                return nil
            }
            pathNode = tokens
            if let when = node["when"] {
                conditions = TraitMappingReader.readConditions(
                    when, what: "'when' is a mapping of trait names to values (userInterfaceStyle: dark)", axes: [], sink: &sink)
                if conditions.contains(where: { !TokenImport.modeTraits.contains($0.trait) || $0.key != $0.trait.rawValue }) {
                    sink.report(
                        .badImport, "a token mode selects on \(TokenImport.modeTraits.map(\.rawValue).joined(separator: ", ")) only",
                        at: when)
                    return nil
                }
            }
        }
        guard let written = pathNode.text, !pathNode.isNull, StylesheetLoader.isTokenFile(written) else {
            sink.report(
                .badImport, "a token import names a JSON token file, found \(pathNode.text.map { "'\($0)'" } ?? "a \(pathNode.kindName)")",
                at: pathNode, hint: "token files end in .tokens.json, .tokens or .json")
            return nil
        }
        let at = pathNode.location(in: file.path)
        let path = FilePath.resolve(written, relativeTo: file.directory)
        let identity = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        if let index = tokenIndexByIdentity[identity] {
            return TokenImport(file: index, conditions: conditions, location: at)
        }
        if let root = limits.readableRoot, !root.contains(path) {
            diagnostics.append(StylesheetLoader.outside(.badImport, at: at))
            return nil
        }
        if files.count + tokenFiles.count >= limits.maxFiles {
            sink.report(.importLimit, "more than \(limits.maxFiles) files are imported", at: pathNode)
            return nil
        }
        if tokenBudget.tokens <= 0 {
            sink.report(.importLimit, "more than \(limits.maxTokens) design tokens are imported", at: pathNode)
            return nil
        }
        guard let bytes = read(path, importedAt: at) else { return nil }
        // Checked after the bounded read, before the parse that costs.
        guard bytes.count <= tokenBudget.bytes else {
            sink.report(
                .importLimit,
                "token files would total more than \(limits.maxTokenBytes) bytes: '\(written)' is \(bytes.count) bytes",
                at: pathNode)
            tokenBudget.bytes = 0
            return nil
        }
        tokenBudget.bytes -= bytes.count
        var tokenSink = DiagnosticSink(file: path)
        guard let root = parse(bytes, path: path) else { return nil }
        tokenFiles.append(TokenFile(path: path, root: root, budget: &tokenBudget, sink: &tokenSink))
        tokenSinks.append(tokenSink)
        tokenIndexByIdentity[identity] = tokenFiles.count - 1
        return TokenImport(file: tokenFiles.count - 1, conditions: conditions, location: at)
    }

    /// The file's located nodes (JSON token files too), or nil with the
    /// reader's diagnostic. A long stylesheet, whose rules usually come
    /// last, is read on two cores (split in its `rules:` list).
    private mutating func parse(_ bytes: [UInt8], path: String, splittingAt key: String? = nil) -> YAMLNode? {
        do {
            return try YAMLReader.parse(bytes, limits: limits.yaml, splittingAt: key)
        } catch {
            diagnostics.append(Diagnostic(error, file: path))
            return nil
        }
    }

    static func isYAMLFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
        return name.hasSuffix(".yaml") || name.hasSuffix(".yml")
    }

    /// Checks `livery: 1` and the top-level keys.
    private mutating func checkHeader(_ file: SourceFile, start: SourceLocation) {
        for pair in file.entries where !StylesheetLoader.topLevelKeys.contains(pair.key.text ?? "") {
            let name = pair.key.text ?? "a \(pair.key.kindName)"
            diagnostics.append(
                Diagnostic(
                    .unknownTopLevelKey,
                    "unknown top-level key '\(name)'; expected \(StylesheetLoader.topLevelKeys.joined(separator: ", "))",
                    at: pair.key.location(in: file.path),
                    hint: Suggestion.hint(for: name, in: StylesheetLoader.topLevelKeys)))
        }
        guard let version = file["livery"] else {
            diagnostics.append(
                Diagnostic(
                    .missingVersion, "missing 'livery: 1', the stylesheet format version", at: start,
                    hint: "start the file with the line `livery: 1`"))
            return
        }
        if version.text != "1" || !version.isPlainScalar {
            diagnostics.append(
                Diagnostic(
                    .unsupportedVersion,
                    "unsupported stylesheet version '\(version.text ?? version.kindName)'; this Livery reads version 1",
                    at: version.location(in: file.path)))
        }
    }

    /// The entries of `imports:` (a list, or one path).
    private func importNodes(_ file: SourceFile) -> [YAMLNode] {
        StylesheetLoader.importNodes(file["imports"])
    }

    /// The entries of an `imports:` value: a list, or one path.
    static func importNodes(_ node: YAMLNode?) -> [YAMLNode] {
        guard let node else { return [] }
        if let items = node.sequence { return Array(items) }
        if node.isNull { return [] }
        return [node]
    }

    /// The paths a stylesheet's `imports:` names, as written, that the
    /// loader would read: stylesheets, and token files (`{ tokens: path }` too).
    static func importedPaths(of root: YAMLNode) -> [String] {
        guard root.mapping != nil else { return [] }
        return importNodes(root["imports"]).compactMap { entry in
            guard let path = entry.mapping != nil ? entry["tokens"]?.text : entry.text else { return nil }
            return isYAMLFile(path) || isTokenFile(path) ? path : nil
        }
    }
}
