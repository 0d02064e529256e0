import Foundation
import Livery
import LiveryRender

/// What `livery serve` knows about its folder: the files it watches, each
/// stylesheet compiled once until a file it reads changes, each tree loaded
/// once, and the last image that rendered for every screen (shown beside
/// the diagnostics when a save breaks the stylesheet).
///
/// Compiles and tree loads run on ``jobs``, off the actor: while one runs,
/// the actor answers every other request from its caches, and requests for
/// the same stylesheet or tree wait for the one job rather than start another.
actor PreviewWorkspace {
    /// A tree ready to render, or why it is not.
    enum Prepared: Sendable {
        case ready(resolver: Resolver, document: TreeDocument)
        case failed(String)
        case notFound
        /// The job queue is full: try again.
        case busy
    }

    typealias Compiled = (table: InvocationTable?, diagnostics: [Diagnostic])
    typealias Loaded = (document: TreeDocument?, diagnostics: [Diagnostic])

    /// What a rescan found: the trees whose screens may have changed, and
    /// whether trees were added or removed.
    struct Change: Sendable {
        var trees: [String]
        var listChanged: Bool
        /// The files that changed, and whether an image was among them.
        var files: Set<String> = []
        var imageChanged = false
    }

    let folder: PreviewFolder
    private let jobs: WorkQueue
    private var files: [String: PreviewFolder.Stamp]
    /// The scan before the latest: a change is taken when the next one agrees.
    private var lastScan: [String: PreviewFolder.Stamp]
    private var compiled = SharedJobs<Compiled>()
    private var loaded = SharedJobs<Loaded>()
    /// Bumped by every change a rescan finds: a job started before it does not fill the caches.
    private var generation = 0
    private var lastGood: [String: [UInt8]] = [:]
    /// The screens in `lastGood`, least recently rendered first.
    private var lastGoodOrder: [String] = []
    private var lastGoodBytes = 0
    /// How many last good images are kept, and their bytes at most; the oldest goes first.
    static let maxLastGoodImages = 256
    static let maxLastGoodBytes = 256 << 20

    /// Scans the folder once, before anything is served.
    /// The screen every tree is shown on, when the server has one.
    let device: Device?

    init(folder: PreviewFolder, jobs: WorkQueue = WorkQueue(label: "livery.serve.jobs", width: 2, maxWaiting: 64), device: Device? = nil) {
        self.folder = folder
        self.jobs = jobs
        self.device = device
        files = folder.scan()
        lastScan = files
    }

    /// Looks for changed files, scanning off the actor; forgets what they
    /// invalidate. Polled, a change counts once two scans in a row agree on
    /// it, so a file saved in place while it is being written is reported
    /// once, whole, not half-written and then again; `settled` (the kernel
    /// said a file was closed after writing, or moved into place) takes it
    /// at once. Stylesheets whose files changed are compiled again here, and
    /// a tree whose table came out the same, byte for byte, is not reported.
    func rescan(settled: Bool = false) async -> Change? {
        guard let now = try? await jobs.run({ [folder] in folder.scan() }) else { return nil }
        defer { lastScan = now }
        guard settled || now == lastScan else { return nil }
        let before = compiled.done
        guard var change = apply(scan: now) else { return nil }
        var kept: [String] = []
        for tree in change.trees where await !showsTheSame(tree, after: change, before: before) {
            kept.append(tree)
        }
        change.trees = kept
        return change.trees.isEmpty && !change.listChanged ? nil : change
    }

    /// Whether a tree's screen cannot have changed: neither its own file nor
    /// an image did, and its stylesheet compiles to the same table, byte for byte.
    private func showsTheSame(_ tree: String, after change: Change, before: [String: Compiled]) async -> Bool {
        guard let path = folder.resolve(tree), !change.files.contains(path), !change.imageChanged,
            let stylesheet = folder.stylesheet(forTree: path), let old = before[stylesheet]?.table,
            let new = await compile(stylesheet)?.table
        else { return false }
        return new.compiled(relativeTo: "") == old.compiled(relativeTo: "")
    }

    /// The tree documents under the folder, relative to it.
    var trees: [String] { PreviewFolder.trees(in: files.keys, folder: folder) }

    private var treeLimits: TreeLoader.Limits {
        var limits = TreeLoader.Limits()
        limits.readableRoot = folder.root
        return limits
    }

    private var limits: StylesheetLimits {
        var limits = StylesheetLimits.default
        limits.readableRoot = folder.root
        return limits
    }

    /// Takes a new scan of the folder; forgets what the changes invalidate.
    private func apply(scan now: [String: PreviewFolder.Stamp]) -> Change? {
        guard now != files else { return nil }
        generation += 1
        let changed = Set(now.keys).union(files.keys).filter { now[$0] != files[$0] }
        let listChanged = Set(now.keys.filter { $0.hasSuffix(".tree.yaml") }) != Set(files.keys.filter { $0.hasSuffix(".tree.yaml") })
        files = now
        let imageChanged = changed.contains { path in ImageReference.drawnFileExtensions.contains(where: path.lowercased().hasSuffix) }
        // A failed compile names no files: any change may fix it.
        compiled.done = compiled.done.filter { _, entry in
            guard let table = entry.table, !imageChanged else { return false }
            return changed.isDisjoint(with: table.files.map(ReadableRoot.canonical))
        }
        var affected: [String] = []
        for tree in trees {
            guard let path = folder.resolve(tree) else { continue }
            let stylesheet = folder.stylesheet(forTree: path)
            let dependsOnChange =
                imageChanged || changed.contains(path) || stylesheet.map { compiled.done[$0] == nil } ?? true
            if dependsOnChange {
                loaded.done[path] = nil
                affected.append(tree)
            }
        }
        return Change(trees: affected, listChanged: listChanged, files: changed, imageChanged: imageChanged)
    }

    /// Compiles and loads what a tree needs, from the caches when they hold.
    func prepare(_ tree: String) async -> Prepared {
        guard tree.hasSuffix(".tree.yaml"), let path = folder.resolve(tree) else { return .notFound }
        return await prepare(path, stylesheet: folder.stylesheet(forTree: path)) { table in
            await load(path, styledBy: table)
        }
    }

    /// A tree document posted to be saved at `path`, loaded as ``prepare(_:)``
    /// would load it there (its stylesheet compiled from the cache), before
    /// anything is written; its diagnostics quote the posted text.
    func check(_ text: [UInt8], as path: String) async -> Prepared {
        let stylesheet: String?
        do {
            // Read off the actor, as the load is: a capture may be megabytes.
            stylesheet = try await jobs.run { [folder] in TreeDocument.stylesheet(forTree: path, text: text, beneath: folder.root) }
        } catch {
            return .busy
        }
        return await prepare(path, stylesheet: stylesheet, source: text) { [jobs, treeLimits] table in
            try? await jobs.run { () -> Loaded in
                var diagnostics: [Diagnostic] = []
                let document = TreeLoader.load(
                    text, file: path, registry: table.registry, axes: table.customTraits, images: table.images, limits: treeLimits,
                    diagnostics: &diagnostics)
                return (document, diagnostics)
            }
        }
    }

    /// Writes a checked capture atomically on ``jobs`` (the write waits for
    /// the disk), then takes the change at once rather than when the
    /// watcher reports it. Throws the write's error, or ``WorkQueue/Busy``.
    func save(_ text: [UInt8], to path: String) async throws -> Change? {
        try await jobs.run { try AtomicFileWriter.write(text, to: path) }
        return await rescan(settled: true)
    }

    /// The tree at `path` styled by `stylesheet`: compiled, then `load`ed
    /// with its table (nil when the job queue is full).
    private func prepare(
        _ path: String, stylesheet: String?, source: [UInt8]? = nil, load: (InvocationTable) async -> Loaded?
    ) async -> Prepared {
        guard let stylesheet else {
            let tree = folder.relative(path)
            let stem = URL(fileURLWithPath: path).lastPathComponent.dropLast(".tree.yaml".count)
            return .failed("\(tree) names no stylesheet: add `stylesheet: NAME.style.yaml` to it, or put \(stem).style.yaml beside it")
        }
        guard let style = await compile(stylesheet) else { return .busy }
        guard let table = style.table else { return .failed(report(style.diagnostics)) }
        guard let entry = await load(table) else { return .busy }
        guard let document = entry.document else {
            return .failed(report(entry.diagnostics, source: source.map { (String(decoding: $0, as: UTF8.self), path) }))
        }
        return .ready(resolver: Resolver(table: table), document: device.map(document.placed(on:)) ?? document)
    }

    /// `/tables/NAME.liverytable`: the compiled table of `NAME.style.yaml`
    /// and its ETag, or the diagnostics when it does not compile.
    func table(named name: String) async -> Result<(bytes: [UInt8], etag: String), TableUnavailable> {
        guard let path = folder.namedStylesheet(name, among: files.keys) else { return .failure(.notFound) }
        guard let style = await compile(path) else { return .failure(.busy) }
        guard let table = style.table else { return .failure(.broken(report(style.diagnostics))) }
        let bytes = table.compiled(relativeTo: FilePath.directory(of: path))
        return .success((bytes, PreviewWorkspace.etag(bytes)))
    }

    enum TableUnavailable: Error {
        case notFound
        case broken(String)
        case busy
    }

    /// Keeps a screen's last good image, within ``maxLastGoodImages`` and ``maxLastGoodBytes``.
    func remember(_ png: [UInt8], for key: String) {
        if let old = lastGood.updateValue(png, forKey: key) {
            lastGoodBytes -= old.count
            lastGoodOrder.removeAll { $0 == key }
        }
        lastGoodBytes += png.count
        lastGoodOrder.append(key)
        while lastGoodOrder.count > PreviewWorkspace.maxLastGoodImages || lastGoodBytes > PreviewWorkspace.maxLastGoodBytes,
            !lastGoodOrder.isEmpty
        {
            if let dropped = lastGood.removeValue(forKey: lastGoodOrder.removeFirst()) { lastGoodBytes -= dropped.count }
        }
    }
    func lastGoodImage(for key: String) -> [UInt8]? { lastGood[key] }

    /// The stylesheet's compile, from the cache, else by one job on ``jobs``
    /// however many requests ask meanwhile; nil when the queue is full.
    private func compile(_ stylesheet: String) async -> Compiled? {
        if let known = compiled.done[stylesheet] { return known }
        let started = generation
        let job = compiled.job(stylesheet) { [jobs, limits] in
            try? await jobs.run { StylesheetCompiler.compile(path: stylesheet, limits: limits) }
        }
        let result = await job.value
        compiled.finish(stylesheet, result, keep: started == generation)
        return result
    }

    /// The tree document at `path`, from the cache, else by one job on ``jobs``; nil when the queue is full.
    private func load(_ path: String, styledBy table: InvocationTable) async -> Loaded? {
        if let known = loaded.done[path] { return known }
        let started = generation
        let job = loaded.job(path) { [jobs, treeLimits] in
            try? await jobs.run { () -> Loaded in
                var diagnostics: [Diagnostic] = []
                let document = TreeLoader.load(
                    contentsOf: path, registry: table.registry, axes: table.customTraits, images: table.images, limits: treeLimits,
                    diagnostics: &diagnostics)
                return (document, diagnostics)
            }
        }
        let result = await job.value
        loaded.finish(path, result, keep: started == generation)
        return result
    }

    /// Diagnostics as `lint` prints them, paths relative to the folder;
    /// `source` is a file's text when it is not (or not yet) on disk.
    private func report(_ diagnostics: [Diagnostic], source: (text: String, file: String)? = nil) -> String {
        var formatter = DiagnosticFormatter(readableRoot: folder.root)
        if let source { formatter.addSource(source.text, for: source.file) }
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
