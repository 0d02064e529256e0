import Foundation
import LiveryYAML

/// Compiles a stylesheet, with its imports, into an ``InvocationTable``.
///
/// Every problem in every file is reported, not just the first: a bad value
/// or rule is skipped and compilation goes on. The table is returned only
/// when there are no errors (warnings do not stop it).
public enum StylesheetCompiler {
    /// Compiles the stylesheet at `path` (imports are relative to its folder).
    /// `registry` supplies the classes, including any an app registered from
    /// Swift; `swiftUI` adds the lint of what does not reach SwiftUI views
    /// (`livery lint --swiftui`, ``SwiftUIReach``).
    public static func compile(
        path: String, registry: TypeRegistry = .builtIn, limits: StylesheetLimits = .default, swiftUI: Bool = false
    )
        -> (table: InvocationTable?, diagnostics: [Diagnostic])
    {
        compile(path: path, text: nil, registry: registry, limits: limits, swiftUI: swiftUI)
    }

    /// Compiles stylesheet text as if read from `path` (used for imports,
    /// image paths and diagnostics).
    public static func compile(
        source: String, path: String, registry: TypeRegistry = .builtIn,
        limits: StylesheetLimits = .default
    ) -> (table: InvocationTable?, diagnostics: [Diagnostic]) {
        compile(path: path, text: Array(source.utf8), registry: registry, limits: limits)
    }

    /// The colour and image names an asset catalog holds, as `UIColor(named:)`
    /// and `UIImage(named:)` take them (`livery import --assets`); images
    /// only with a PNG Livery can draw.
    public static func assetCatalogNames(path: String, limits: StylesheetLimits = .default)
        -> (colors: Set<String>, images: Set<String>, undrawableImages: [String: String], diagnostics: [Diagnostic])
    {
        let at = SourceLocation(file: path, line: 1, column: 1)
        // Served, a catalog is read only inside the folder, as every import is (`StylesheetLoader`).
        if let root = limits.readableRoot, !root.contains(path) { return ([], [], [:], [StylesheetLoader.outside(.badImport, at: at)]) }
        let catalog = AssetCatalog(
            path: path, importedAt: at, yamlLimits: limits.yaml, byteBudget: (limits.maxCatalogBytes, limits.maxCatalogBytes))
        return (Set(catalog.colors.keys), Set(catalog.images.keys), catalog.undrawable, catalog.diagnostics)
    }

    /// Whether `path` names a design-token file (`.json`, `.tokens`) rather than a stylesheet.
    public static func isTokenFile(_ path: String) -> Bool { StylesheetLoader.isTokenFile(path) }

    /// The files a stylesheet's `imports:` names, as written (stylesheets and
    /// token files, as the compiler reads them): what a copy of a stylesheet
    /// must bring along (`livery diff git:REV:path`).
    public static func importedPaths(of root: YAMLNode) -> [String] { StylesheetLoader.importedPaths(of: root) }

    /// Checks a design-token file on its own (`livery lint Brand.tokens.json`):
    /// read as a stylesheet that imports it would read it, so the same
    /// problems are reported at the same places.
    public static func lintTokens(path: String, limits: StylesheetLimits = .default) -> [Diagnostic] {
        guard isTokenFile(path) else { return compile(path: path, limits: limits).diagnostics }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return [.error("cannot read '\(path)': no such file", code: .fileNotFound, at: SourceLocation(file: path, line: 1, column: 1))]
        }
        let host = FilePath.resolve(".livery-lint-tokens.style.yaml", relativeTo: FilePath.directory(of: path))
        let name = String(path.split(separator: "/").last ?? Substring(path))
        let source = "livery: 1\nimports: [\(name.jsonQuoted)]\n"
        return compile(path: host, text: Array(source.utf8), registry: .builtIn, limits: limits).diagnostics
    }

    /// `parallelFrom`: how many rules make the compiler use a second core.
    static func compile(
        path: String, text: [UInt8]?, registry: TypeRegistry, limits: StylesheetLimits, swiftUI: Bool = false,
        parallelFrom: Int = RuleCompiler.parallelThreshold
    )
        -> (table: InvocationTable?, diagnostics: [Diagnostic])
    {
        var loader = StylesheetLoader(limits: limits)
        loader.loadRoot(path: path, text: text)
        let files = loader.files

        var tokenSinks = loader.tokenSinks
        var readers: [ValueReader] = []
        readers.reserveCapacity(files.count)
        for file in files {
            let tokens =
                file.tokenImports.isEmpty
                ? nil : TokenSet(imports: file.tokenImports, files: loader.tokenFiles, sinks: &tokenSinks)
            readers.append(
                FileScope.reader(
                    for: file, imports: file.imports.map { readers[$0].context }, catalogs: file.catalogImports.map { loader.catalogs[$0] },
                    tokens: tokens, limits: limits))
        }
        var registry = registry
        TypeDeclarations.compile(files, readers: &readers, registry: &registry, maxDepth: limits.maxInheritanceDepth)

        // Every rule in source order, up to the limit.
        var work: [RuleCompiler.Item] = []
        var overflow: RuleCompiler.Item?
        rules: for (f, file) in files.enumerated() {
            guard let node = file["rules"], !node.isNull else { continue }
            guard let items = node.sequence else {
                readers[f].sink.report(.wrongKind, "'rules' is a list of rules, found a \(node.kindName)", at: node)
                continue
            }
            for item in items {
                if work.count == limits.maxRules {
                    overflow = RuleCompiler.Item(file: f, node: item)
                    break rules
                }
                work.append(RuleCompiler.Item(file: f, node: item))
            }
        }
        let styles = NamedStyles(files, readers: &readers)
        let axes = TraitAxisDeclarations.read(files, readers: &readers)
        var compiler = RuleCompiler(
            registry: registry, styles: styles, axes: axes, maxIncludedValues: limits.maxIncludedValues,
            parallelFrom: parallelFrom)
        compiler.compile(work, readers: &readers)
        if let overflow {
            readers[overflow.file].sink.report(.tooManyRules, "more than \(limits.maxRules) rules", at: overflow.node)
        }

        var table = InvocationTable(
            rules: compiler.rules, invocations: compiler.invocations, registry: registry,
            files: loader.tokenFiles.map(\.path) + files.map(\.path), customTraits: axes)
        // The names a captured tree may use: the catalogs' image sets, then each image file the rules name, by its device name.
        if let root = readers.last?.context.images {
            table.images = Dictionary(root.allNames.compactMap { name in root[name].map { (name, $0) } }, uniquingKeysWith: { first, _ in first })
        }
        for invocation in table.invocations {
            guard case .image(let image) = invocation.value, !image.isEmptyImage, image.symbol == nil, image.fill == nil, table.images[image.deviceName] == nil else { continue }
            table.images[image.deviceName] = image.unresized
        }
        // A token file read in several modes reports a problem once.
        var seen: Set<String> = []
        let tokenDiagnostics = tokenSinks.flatMap(\.diagnostics).filter { seen.insert($0.description).inserted }
        var diagnostics = loader.diagnostics + tokenDiagnostics + readers.flatMap(\.diagnostics) + StylesheetLinter.lint(table, swiftUI: swiftUI)
        if !loader.ignored.isEmpty {
            diagnostics.removeAll { d in loader.ignored[d.location.file]?[d.location.line]?.contains(d.code.rawValue) == true }
        }
        diagnostics = diagnostics.sortedBySource(fileOrder: table.files)
        return (diagnostics.hasErrors ? nil : table, diagnostics)
    }
}
