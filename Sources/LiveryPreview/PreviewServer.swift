import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import Livery
import LiveryGallery
import LiveryRender

/// `livery serve`: a gallery of every tree under a folder, re-rendered and
/// pushed to open pages through server-sent events when a file they read
/// changes, and the compiled tables apps reload live (Docs/Review.md).
/// Built on Hummingbird; reads only files under its folder.
public struct PreviewServer: Sendable {
    public let folder: PreviewFolder
    public let host: String
    public let port: Int
    /// The `Host` names answered (``HostPolicy``): addresses, `localhost`, `host`, and `--allow-host`'s.
    public let hosts: HostPolicy
    /// The largest capture an app may post (`POST /captures/NAME.tree.yaml`);
    /// a longer one gets 413, refused on its `Content-Length` before its
    /// body is read, or once that many bytes have come.
    public var maxCaptureBytes = 8 << 20
    /// How often the folder is checked for saved files where the kernel
    /// does not report them (``FolderWatcher``); where it does, the folder is
    /// rescanned as soon as a file is saved, and checked this often anyway
    /// only if a watch could not be set.
    public var pollInterval: Duration = .milliseconds(50)

    /// Connections open at once (and at most half the descriptor limit);
    /// past it new ones wait in the backlog.
    public var maxConnections = 2_000
    /// A connection that sends nothing (or only part of a request) this long is closed.
    public var idleTimeout: Duration = .seconds(5)
    /// Renders waiting beyond those running; past it `/render` answers 503.
    static let maxWaitingRenders = 32
    /// Where renders run, one a core, on threads the routes never wait for
    /// (its tests hold every one of them and ask the routes).
    let renders = WorkQueue(
        label: "livery.serve.renders", width: ProcessInfo.processInfo.activeProcessorCount, maxWaiting: PreviewServer.maxWaitingRenders)

    /// The screen every tree is shown on (`--device`); nil for each tree's own.
    public var device: Device?

    public init(folder: String, host: String = "127.0.0.1", port: Int = 8700, allowedHosts: [String] = []) {
        self.folder = PreviewFolder(folder)
        self.host = host
        self.port = port
        hosts = HostPolicy(bound: host, allowed: allowedHosts)
    }

    /// Serves until cancelled; `onReady` gets the bound port. Cancelling
    /// stops it at once, not gracefully: open event streams end, requests
    /// waiting for a render are answered no more, and renders under way are
    /// let go (`livery serve` cancels it on SIGINT or SIGTERM).
    public func run(onReady: @escaping @Sendable (Int) -> Void = { _ in }) async throws {
        let descriptors = DescriptorLimit.raiseToHardLimit()
        let connections = min(maxConnections, max(64, descriptors / 2))
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let workspace = PreviewWorkspace(
            folder: folder, jobs: WorkQueue(label: "livery.serve.jobs", width: cores, maxWaiting: 64), device: device)
        let hub = EventHub()
        let router = Router()
        router.add(middleware: HostCheckMiddleware(policy: hosts))
        var limits = RenderLimits.default
        limits.readableRoot = folder.root
        let renderer = Renderer(limits: limits)
        let prerenders = Prerenders()
        let routes = PreviewRoutes(
            workspace: workspace, hub: hub, renderer: renderer, renders: renders, prerenders: prerenders,
            pageHTML: try PreviewPage.html(), maxCaptureBytes: maxCaptureBytes)
        router.addRoutes(routes.collection)
        let app = Application(
            router: router,
            server: HTTPServerBuilder { [idleTimeout] responder in
                RequestTargetChannel(
                    http1: HTTP1Channel(responder: responder, configuration: .init(idleTimeout: .nanoseconds(Int64(idleTimeout / .nanoseconds(1))))))
            },
            configuration: .init(
                address: .hostname(host, port: port), serverName: "livery",
                availableConnectionsDelegate: MaximumAvailableConnections(connections)),
            onServerRunning: { channel in onReady(channel.localAddress?.port ?? port) }, logger: PreviewServer.logger)
        let interval = pollInterval
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await app.runService(gracefulShutdownSignals: []) }
            group.addTask {
                try await PreviewServer.watch(workspace, hub: hub, every: interval) { trees in
                    await prerenders.start(trees) { tree, variant in
                        guard case .ready(let resolver, let document) = await workspace.prepare(tree) else { return nil }
                        return try? await PreviewServer.image(
                            document, styledBy: resolver, variant: variant, renderer: renderer, renders: renders)
                    }
                }
            }
            try await group.next()
            group.cancelAll()
        }
    }

    /// Rescans the folder when the kernel reports a save (else every
    /// `interval`); each change becomes one `change` event naming the trees
    /// to reload. A comment every 15 s keeps idle streams open. A folder that
    /// takes long to scan is scanned less often (at most a fifth of the time
    /// goes to scanning), so a large one never keeps a core busy.
    static func watch(
        _ workspace: PreviewWorkspace, hub: EventHub, every interval: Duration,
        changed: @escaping @Sendable ([String]) async -> Void
    ) async throws {
        let clock = ContinuousClock()
        var lastKeepAlive = clock.now
        var wait = interval
        let watcher = FolderWatcher(root: workspace.folder.root.path)
        defer { watcher?.stop() }
        while !Task.isCancelled {
            var settled = false
            if let watcher, watcher.isComplete {
                // Polling goes on, at most once a second, to catch what the kernel cannot report (a link made).
                settled = await watcher.waitForChange(timeout: max(wait, Duration.seconds(1)))
                try Task.checkCancellation()
            } else {
                try await Task.sleep(for: wait)
            }
            if clock.now - lastKeepAlive >= .seconds(15) {
                lastKeepAlive = clock.now
                await hub.broadcast(": keep-alive\n\n")
            }
            let started = clock.now
            let found = await workspace.rescan(settled: settled)
            wait = max(interval, (clock.now - started) * 4)
            guard let change = found else { continue }
            await changed(change.trees)
            await announce(change, to: hub)
        }
    }

    /// Sends pages the `change` event naming the trees to reload, and whether the list changed.
    static func announce(_ change: PreviewWorkspace.Change, to hub: EventHub) async {
        let trees = change.trees.map(\.jsonQuoted).joined(separator: ",")
        await hub.broadcast("event: change\ndata: {\"trees\":[\(trees)],\"list\":\(change.listChanged)}\n\n")
    }

    /// Hummingbird's log: only what stops the server. The command prints its
    /// own address, and a connection cut or cancelled when the server is told
    /// to stop is nothing a user need read. `LOG_LEVEL` (Hummingbird's
    /// variable, e.g. `debug`) shows more.
    static var logger: Logger {
        var logger = Logger(label: "livery.serve")
        logger.logLevel = ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .critical
        return logger
    }

    /// One screen of a prepared tree as PNG, rendered on the render queue.
    static func image(
        _ document: TreeDocument, styledBy resolver: Resolver, variant: GalleryVariant, renderer: Renderer,
        renders: WorkQueue
    ) async throws -> [UInt8] {
        try await renders.run {
            let canvas = try renderer.render(
                document.root, styledBy: resolver, traits: variant.applied(to: document.traits),
                scale: Double(variant.scale))
            return try PNGCodec.encode(canvas, fast: true)
        }
    }

    /// The query keys the server reads itself; any other names a trait (`theme=sepia`).
    static let variantKeys: Set<String> = ["tree", "style", "contrast", "size", "scale", "last", "x", "y"]

    /// A query's other traits, by name: a stylesheet's own axes (`theme=sepia`) or a
    /// built-in trait the variant does not set (`userInterfaceLevel=elevated`).
    static func traitSettings(_ query: Parameters) -> [(name: String, value: String)] {
        query.filter { !variantKeys.contains(String($0.key)) }.map { (String($0.key), String($0.value)) }
            .sorted { $0.name < $1.name }
    }

    /// The document with the query's trait settings over its traits, checked
    /// against the axes its stylesheet declares; why not, when one is wrong.
    static func document(
        _ document: TreeDocument, with settings: [(name: String, value: String)], axes: [CustomTraitAxis]
    ) -> Result<TreeDocument, TraitError> {
        var overrides: [TraitSetting] = []
        for (name, value) in settings {
            do {
                overrides.append(try TraitSetting(name: name, value: value, axes: axes))
            } catch {
                return .failure(TraitError(description: error.message + (error.hint.map { "; " + $0 } ?? "")))
            }
        }
        var themed = document
        themed.traits = document.traits.overriding(overrides)
        return .success(themed)
    }

    /// A trait a query sets that the tree's stylesheet does not have.
    struct TraitError: Error, CustomStringConvertible {
        var description: String
    }

    /// The variant a query names: `style`, `contrast`, `size`, `scale`.
    static func variant(_ query: Parameters) -> GalleryVariant? {
        let style = query["style"].map(String.init) ?? "light"
        let contrast = query["contrast"].map(String.init) ?? "normal"
        guard ["light", "dark"].contains(style), ["normal", "high"].contains(contrast),
            let appearance = GalleryVariant.Appearance(rawValue: style + (contrast == "high" ? "HighContrast" : "")),
            let scale = Int(query["scale"].map(String.init) ?? "2"), (1...3).contains(scale)
        else { return nil }
        var size: TraitCollection.ContentSizeCategory?
        if let written = query["size"].map(String.init) {
            guard let known = TraitCollection.ContentSizeCategory(rawValue: written) else { return nil }
            size = known
        }
        return GalleryVariant(appearance: appearance, contentSize: size, scale: scale)
    }

    /// The queues are full: the client retries (the page does, after a moment).
    static func busy() -> Response {
        var response = response("the server is busy rendering; try again in a moment", status: .serviceUnavailable)
        response.headers[.retryAfter] = "1"
        return response
    }

    static func response(_ text: String, status: HTTPResponse.Status = .ok, type: String = "text/plain; charset=utf-8") -> Response {
        Response(
            status: status, headers: [.contentType: type, .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    static func response(_ bytes: [UInt8], type: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: type, .cacheControl: "no-store"], body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
