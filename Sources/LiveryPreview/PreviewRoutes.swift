import Foundation
import Hummingbird
import Livery
import LiveryRender
import NIOCore

/// `livery serve`'s routes, one method each (Docs/Review.md lists them):
/// the page, the tree list, a screen's PNG, a click explained, the event
/// stream, the compiled tables apps reload, and the captures apps post.
struct PreviewRoutes: Sendable {
    let workspace: PreviewWorkspace
    let hub: EventHub
    let renderer: Renderer
    let renders: WorkQueue
    let prerenders: Prerenders
    /// The gallery page's HTML, made once when the server starts.
    let pageHTML: String
    /// The largest capture body taken (``PreviewServer/maxCaptureBytes``).
    let maxCaptureBytes: Int

    typealias Context = BasicRequestContext

    /// Every route, for the server's router.
    var collection: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("/", use: page)
        routes.get("/trees", use: trees)
        routes.get("/traits", use: traitAxes)
        routes.get("/render", use: render)
        routes.get("/explain", use: explain)
        routes.get("/events", use: events)
        routes.get("/tables/:file", use: table)
        // Every path below, so a name with a slash is refused by name, not unrouted.
        routes.post("/captures/**", use: capture)
        routes.get("/snapshots", use: snapshotReview)
        routes.get("/snapshots/files/:file", use: snapshotImage)
        routes.post("/snapshots/accept/:name", use: acceptSnapshot)
        routes.post("/snapshots/reject/:name", use: rejectSnapshot)
        return routes
    }

    /// The gallery page.
    @Sendable func page(_ request: Request, _ context: Context) -> Response {
        PreviewServer.response(pageHTML, type: "text/html; charset=utf-8")
    }

    /// The trait axes a tree's stylesheet declares, as JSON, in declaration
    /// order: `[{"name":"theme","values":["paper","sepia","night"],"default":"paper"}]`.
    @Sendable func traitAxes(_ request: Request, _ context: Context) async -> Response {
        guard let tree = request.uri.queryParameters["tree"].map(String.init) else {
            return PreviewServer.response("traits needs tree", status: .badRequest)
        }
        switch await workspace.prepare(tree) {
        case .notFound: return PreviewServer.response("no tree document by that name in the served folder", status: .notFound)
        case .busy: return PreviewServer.busy()
        case .failed: return PreviewServer.response("[]", type: "application/json")
        case .ready(let resolver, _):
            let axes = resolver.table.customTraits.map { axis in
                "{\"name\":\(axis.name.jsonQuoted),\"values\":[" + axis.values.map(\.jsonQuoted).joined(separator: ",")
                    + "],\"default\":\(axis.defaultValue.jsonQuoted)}"
            }
            return PreviewServer.response("[" + axes.joined(separator: ",") + "]", type: "application/json")
        }
    }

    /// The tree documents under the folder, as a JSON list of paths.
    @Sendable func trees(_ request: Request, _ context: Context) async -> Response {
        let trees = await workspace.trees.map(\.jsonQuoted)
        return PreviewServer.response("[" + trees.joined(separator: ",") + "]", type: "application/json")
    }

    /// One screen as PNG (the last good one with `last`), or the diagnostics that stop it.
    @Sendable func render(_ request: Request, _ context: Context) async -> Response {
        guard let tree = request.uri.queryParameters["tree"].map(String.init),
            let variant = PreviewServer.variant(request.uri.queryParameters)
        else {
            return PreviewServer.response("render needs tree, style, contrast, size and scale", status: .badRequest)
        }
        let traits = PreviewServer.traitSettings(request.uri.queryParameters)
        let key = tree + "|" + variant.fileName(stem: "") + traits.map { "|\($0.name)=\($0.value)" }.joined()
        if request.uri.queryParameters["last"] != nil {
            guard let png = await workspace.lastGoodImage(for: key) else {
                return PreviewServer.response("no good image yet", status: .notFound)
            }
            return PreviewServer.response(png, type: "image/png")
        }
        switch await workspace.prepare(tree) {
        case .notFound:
            return PreviewServer.response("no tree document by that name in the served folder", status: .notFound)
        case .busy:
            return PreviewServer.busy()
        case .failed(let report):
            return PreviewServer.response(report, status: .unprocessableContent)
        case .ready(let resolver, let plain):
            let document: TreeDocument
            switch PreviewServer.document(plain, with: traits, axes: resolver.table.customTraits) {
            case .success(let themed): document = themed
            case .failure(let error): return PreviewServer.response("\(error)", status: .badRequest)
            }
            // Neighbouring variants are rendered ahead for the page's plain pickers only.
            if traits.isEmpty {
                await prerenders.requested(key, tree: tree, variant: variant)
                if let early = await prerenders.take(key), let png = await early.value {
                    await workspace.remember(png, for: key)
                    return PreviewServer.response(png, type: "image/png")
                }
            }
            do {
                let png = try await PreviewServer.image(document, styledBy: resolver, variant: variant, renderer: renderer, renders: renders)
                await workspace.remember(png, for: key)
                return PreviewServer.response(png, type: "image/png")
            } catch is WorkQueue.Busy {
                return PreviewServer.busy()
            } catch let failure as any LocatedError {
                var formatter = DiagnosticFormatter(readableRoot: workspace.folder.root)
                return PreviewServer.response(
                    workspace.folder.relativeText(formatter.report([failure.diagnostic])), status: .unprocessableContent)
            } catch {
                return PreviewServer.response("error: \(error)", status: .unprocessableContent)
            }
        }
    }

    /// Why the view under a click has its values, as `livery explain` says it.
    @Sendable func explain(_ request: Request, _ context: Context) async -> Response {
        let query = request.uri.queryParameters
        guard let tree = query["tree"].map(String.init), let variant = PreviewServer.variant(query),
            let x = query["x"].flatMap({ Double(String($0)) }), let y = query["y"].flatMap({ Double(String($0)) }),
            x.isFinite, y.isFinite
        else {
            return PreviewServer.response("explain needs tree, x, y and the variant", status: .badRequest)
        }
        guard case .ready(let resolver, let plain) = await workspace.prepare(tree) else {
            return PreviewServer.response("the stylesheet has errors: fix them to explain", status: .unprocessableContent)
        }
        let document: TreeDocument
        switch PreviewServer.document(plain, with: PreviewServer.traitSettings(query), axes: resolver.table.customTraits) {
        case .success(let themed): document = themed
        case .failure(let error): return PreviewServer.response("\(error)", status: .badRequest)
        }
        let traits = variant.applied(to: document.traits)
        guard
            let report = try? await renders.run({ [renderer] in
                // A click lands on the views as drawn: laid out in the variant's traits.
                let styles = resolver.resolve(document.root, traits: traits)
                let laidOut = (try? renderer.layout(document.root, styles: styles))?.root ?? document.root
                let path = ViewHitTest.path(at: Point(x: x, y: y), in: laidOut)
                return resolver.explain(.path(path), in: document.root, traits: traits)?.report() ?? "no view at \(path)"
            })
        else { return PreviewServer.busy() }
        return PreviewServer.response(workspace.folder.relativeText(report))
    }

    /// The server-sent events a page reloads screens by.
    @Sendable func events(_ request: Request, _ context: Context) async -> Response {
        let stream = await hub.subscribe()
        return Response(
            status: .ok,
            headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
            body: ResponseBody { writer in
                try await writer.write(ByteBuffer(string: ": connected\n\n"))
                for await event in stream { try await writer.write(ByteBuffer(string: event)) }
                try await writer.finish(nil)
            })
    }

    /// `/tables/NAME.liverytable`: the compiled table with its ETag (304 when unchanged).
    @Sendable func table(_ request: Request, _ context: Context) async -> Response {
        guard let file = context.parameters.get("file"), file.hasSuffix(".liverytable") else {
            return PreviewServer.response("not found", status: .notFound)
        }
        switch await workspace.table(named: String(file.dropLast(".liverytable".count))) {
        case .failure(.notFound): return PreviewServer.response("not found", status: .notFound)
        case .failure(.busy): return PreviewServer.busy()
        case .failure(.broken(let report)): return PreviewServer.response(report, status: .unprocessableContent)
        case .success(let table):
            if request.headers[.ifNoneMatch] == table.etag {
                return Response(status: .notModified, headers: [.eTag: table.etag])
            }
            var response = PreviewServer.response(table.bytes, type: "application/octet-stream")
            response.headers[.eTag] = table.etag
            return response
        }
    }

    /// `POST /captures/NAME.tree.yaml`: a screen an app captured (Docs/Capture.md),
    /// stored as `Captures/NAME.tree.yaml` once it loads with the folder's
    /// stylesheets, and announced to pages at once. 400 for a name that is
    /// not a plain `.tree.yaml` file name, 413 past the size limit, 422 with
    /// the diagnostics when it does not load; nothing is written then.
    @Sendable func capture(_ request: Request, _ context: Context) async -> Response {
        let prefix = "/captures/"
        // Decoded before it is judged, so `%2F` is the slash it means.
        let name = request.uri.path.hasPrefix(prefix) ? String(request.uri.path.dropFirst(prefix.count)).removingPercentEncoding : nil
        guard let path = name.flatMap(workspace.folder.capturePath) else {
            return PreviewServer.response(
                "a capture is posted as /captures/NAME.tree.yaml, NAME of letters, digits, '-', '_' and '.', not starting with '.'",
                status: .badRequest)
        }
        let limit = max(0, maxCaptureBytes)
        let tooLarge = PreviewServer.response("a capture is at most \(limit) bytes", status: .contentTooLarge)
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limit { return tooLarge }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: limit)
        } catch is NIOTooManyBytesError {
            return tooLarge
        } catch {
            return PreviewServer.response("the capture was not received whole", status: .badRequest)
        }
        // Made first: the document's relative paths (`../App.style.yaml`) are checked from inside it.
        guard let madeFolder = workspace.folder.makeCapturesFolder() else {
            return PreviewServer.response(
                "\(CaptureName.folder) in the served folder is not a folder the server can write in", status: .conflict)
        }
        let text = Array(body.readableBytesView)
        let checked = await workspace.check(text, as: path)
        guard case .ready = checked else {
            // Refused: nothing written, not even the folder made for it.
            if madeFolder { workspace.folder.removeEmptyCapturesFolder() }
            if case .failed(let report) = checked { return PreviewServer.response(report, status: .unprocessableContent) }
            return PreviewServer.busy()
        }
        do {
            // The watcher would find it too; the change taken here is announced before the answer.
            if let change = try await workspace.save(text, to: path) { await PreviewServer.announce(change, to: hub) }
        } catch is WorkQueue.Busy {
            return PreviewServer.busy()
        } catch {
            return PreviewServer.response(workspace.folder.relativeText("\(error)"), status: .conflict)
        }
        let tree = workspace.folder.relative(path)
        var response = PreviewServer.response("{\"tree\":\(tree.jsonQuoted)}", status: .created, type: "application/json")
        response.headers[.location] = "/render?tree=" + (tree.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? tree)
        return response
    }
}
