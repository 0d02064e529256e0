import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1.1 channel with one step added after the request
/// decoder: a request written in absolute form (`GET http://host/ HTTP/1.1`)
/// is addressed to the target's authority, whatever its `Host` says
/// (RFC 9112 §3.2.2), but the HTTP types the routes get keep only the
/// target's path. ``RequestTargetHandler`` makes that authority the
/// request's `Host`, so ``HostCheckMiddleware`` judges the name the
/// request is really for.
struct RequestTargetChannel: HTTPChannelHandler {
    let http1: HTTP1Channel

    var responder: Responder { http1.responder }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<HTTP1Channel.Value> {
        http1.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let operations = channel.pipeline.syncOperations
            let decoder = try operations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try operations.addHandler(RequestTargetHandler(), position: .after(decoder))
            return value
        }
    }

    func handle(value: HTTP1Channel.Value, logger: Logger) async {
        await http1.handle(value: value, logger: logger)
    }
}

/// Rewrites an absolute-form request's `Host` to its target's authority
/// (an empty one, which no policy allows, when the target cannot be read).
/// A request with several `Host` fields is passed on as it came, for
/// ``HostCheckMiddleware`` to refuse.
final class RequestTargetHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data), !head.uri.hasPrefix("/"), head.headers["Host"].count <= 1 else {
            context.fireChannelRead(data)
            return
        }
        head.headers.replaceOrAdd(name: "Host", value: RequestTargetHandler.authority(of: head.uri) ?? "")
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    /// `example.com:80` of `http://example.com:80/path?q`; nil for a target
    /// that is not `scheme://authority…`.
    static func authority(of target: String) -> String? {
        guard let separator = target.range(of: "://"),
            target[..<separator.lowerBound].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }),
            !target[..<separator.lowerBound].isEmpty
        else { return nil }
        let rest = target[separator.upperBound...]
        return String(rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" })
    }
}
