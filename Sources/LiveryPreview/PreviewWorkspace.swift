import Foundation
import Livery
import LiveryRender

/// What `livery serve` knows about its folder: the files it watches, each
/// stylesheet compiled once until a file it reads changes, each tree loaded
/// once, and the last image that rendered for every screen (shown beside
/// the diagnostics when a save breaks the stylesheet).
actor PreviewWorkspace {
    /// A tree ready to render, or why it is not.
    enum Prepared: Sendable {
        case ready(resolver: Resolver, document: TreeDocument)
        case failed(String)
        case notFound
    }

    /// What a rescan found: the trees whose screens may have changed, and
    /// whether trees were added or removed.
    struct Change: Sendable {
        var trees: [String]
        var listChanged: Bool
    }

    let folder: PreviewFolder
    private var files: [String: PreviewFolder.Stamp]
    private var compiled: [String: (table: InvocationTable?, diagnostics: [Diagnostic])] = [:]
    private var loaded: [String: (document: TreeDocument?, diagnostics: [Diagnostic])] = [:]
    private var lastGood: [String: [UInt8]] = [:]
    /// The screens in `lastGood`, least recently rendered first.
    private var lastGoodOrder: [String] = []
    /// How many last good images are kept; the oldest goes first.
    static let maxLastGoodImages = 256

    init(folder: PreviewFolder) {
        self.folder = folder
        files = folder.scan()
    }

    /// The tree documents under the folder, relative to it.
    var trees: [String] { PreviewFolder.trees(in: files.keys, folder: folder) }

    private var limits: StylesheetLimits {
        var limits = StylesheetLimits.default
        limits.readableRoot = folder.root
        return limits
    }

    /// Looks for changed files; forgets what they invalidate.
    func rescan() -> Change? {
        let now = folder.scan()
        guard now != files else { return nil }
        let changed = Set(now.keys).union(files.keys).filter { now[$0] != files[$0] }
        let listChanged = Set(now.keys.filter { $0.hasSuffix(".tree.yaml") }) != Set(files.keys.filter { $0.hasSuffix(".tree.yaml") })
        files = now
        let imageChanged = changed.contains { $0.lowercased().hasSuffix(".png") }
        // A failed compile names no files: any change may fix it.
        compiled = compiled.filter { _, entry in
            guard let table = entry.table, !imageChanged else { return false }
            return changed.isDisjoint(with: table.files.map(ReadableRoot.canonical))
        }
        var affected: [String] = []
        for tree in trees {
            guard let path = folder.resolve(tree) else { continue }
            let stylesheet = folder.stylesheet(forTree: path)
            let dependsOnChange =
                imageChanged || changed.contains(path) || stylesheet.map { compiled[$0] == nil } ?? true
            if dependsOnChange {
                loaded[path] = nil
                affected.append(tree)
            }
        }
        return Change(trees: affected, listChanged: listChanged)
    }

    /// Compiles and loads what a tree needs, from the caches when they hold.
    func prepare(_ tree: String) -> Prepared {
        guard tree.hasSuffix(".tree.yaml"), let path = folder.resolve(tree) else { return .notFound }
        guard let stylesheet = folder.stylesheet(forTree: path) else {
            let stem = URL(fileURLWithPath: path).lastPathComponent.dropLast(".tree.yaml".count)
            return .failed("\(tree) names no stylesheet: add `stylesheet: NAME.style.yaml` to it, or put \(stem).style.yaml beside it")
        }
        let style = compile(stylesheet)
        guard let table = style.table else { return .failed(report(style.diagnostics)) }
        if loaded[path] == nil {
            var diagnostics: [Diagnostic] = []
            var limits = TreeLoader.Limits()
            limits.readableRoot = folder.root
            let document = TreeLoader.load(contentsOf: path, registry: table.registry, limits: limits, diagnostics: &diagnostics)
            loaded[path] = (document, diagnostics)
        }
        guard let entry = loaded[path], let document = entry.document else {
            return .failed(report(loaded[path]?.diagnostics ?? []))
        }
        return .ready(resolver: Resolver(table: table), document: document)
    }

    /// `/tables/NAME.liverytable`: the compiled table of `NAME.style.yaml`
    /// and its ETag, or the diagnostics when it does not compile.
    func table(named name: String) -> Result<(bytes: [UInt8], etag: String), TableUnavailable> {
        guard let path = folder.namedStylesheet(name, among: files.keys) else { return .failure(.notFound) }
        let style = compile(path)
        guard let table = style.table else { return .failure(.broken(report(style.diagnostics))) }
        let bytes = table.compiled(relativeTo: FilePath.directory(of: path))
        return .success((bytes, PreviewWorkspace.etag(bytes)))
    }

    enum TableUnavailable: Error {
        case notFound
        case broken(String)
    }

    func remember(_ png: [UInt8], for key: String) {
        if lastGood.updateValue(png, forKey: key) != nil { lastGoodOrder.removeAll { $0 == key } }
        lastGoodOrder.append(key)
        while lastGoodOrder.count > PreviewWorkspace.maxLastGoodImages { lastGood[lastGoodOrder.removeFirst()] = nil }
    }
    func lastGoodImage(for key: String) -> [UInt8]? { lastGood[key] }

    private func compile(_ stylesheet: String) -> (table: InvocationTable?, diagnostics: [Diagnostic]) {
        if let known = compiled[stylesheet] { return known }
        let result = StylesheetCompiler.compile(path: stylesheet, limits: limits)
        compiled[stylesheet] = result
        return result
    }

    /// Diagnostics as `lint` prints them, paths relative to the folder.
    private func report(_ diagnostics: [Diagnostic]) -> String {
        var formatter = DiagnosticFormatter()
        return folder.relativeText(formatter.report(diagnostics))
    }

    /// A strong ETag: FNV-1a over the bytes, in hex.
    static func etag(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return "\"" + String(hash, radix: 16) + "\""
    }
}
