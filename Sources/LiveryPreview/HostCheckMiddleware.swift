import Hummingbird

/// Refuses, before any route reads a file, a request with more than one
/// `Host`, one whose `Host` (or absolute-form target, ``RequestTargetChannel``)
/// is not a name of this server, or whose `Origin` is another site's (``HostPolicy``):
/// the defence against DNS rebinding and cross-site reads of the event stream.
/// A request that writes (a posted capture) may come only from no page or
/// from a page of this very server: a page elsewhere must not write files.
struct HostCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    let policy: HostPolicy

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // The first `Host` became the authority; a second one is still a field (RFC 9112 §3.2: 400).
        guard !request.headers.contains(where: { $0.name.canonicalName == "host" }) else {
            return PreviewServer.response("a request has one Host header", status: .badRequest)
        }
        guard policy.allows(host: request.head.authority) else {
            return PreviewServer.response(
                "this server answers only to its own address, localhost or the names given with --allow-host",
                status: .misdirectedRequest)
        }
        if let origin = request.headers[.origin] {
            let reads = request.method == .get || request.method == .head
            guard reads ? policy.allows(origin: origin) : policy.allows(origin: origin, writingTo: request.head.authority) else {
                return PreviewServer.response("requests from other sites' pages are refused", status: .forbidden)
            }
        }
        return try await next(request, context)
    }
}
