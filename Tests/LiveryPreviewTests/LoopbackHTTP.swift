import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One HTTP/1.1 request to a server on loopback over a bare socket, with
/// whatever headers a test writes (a foreign `Host`, an `Origin`), which a
/// URL session would not send as given.
enum LoopbackHTTP {
    struct Reply {
        var status: Int
        var body: String
    }

    /// The request, made on a thread of its own: a blocking socket read on
    /// Swift's cooperative pool could hold the very thread the server under
    /// test needs to answer.
    /// `method` other than GET sends `body` with its `Content-Length`, which
    /// says `declaredLength` when given (more than is sent, to see a refusal
    /// come before the rest), or none with a `Transfer-Encoding` header.
    static func fetch(
        port: Int, _ path: String, method: String = "GET", host: String = "127.0.0.1", headers: [String] = [],
        body: [UInt8] = [], declaredLength: Int? = nil
    ) async -> Reply? {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    returning: exchange(
                        port: port, path, method: method, host: host, headers: headers, body: body, declaredLength: declaredLength))
            }
        }
    }

    /// A socket connected to `port` on 127.0.0.1; nil when it cannot connect.
    static func connect(port: Int) -> Int32? {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Foundation.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(fd)
            return nil
        }
        return fd
    }

    static func disconnect(_ fd: Int32) { close(fd) }

    static func exchange(
        port: Int, _ path: String, method: String = "GET", host: String = "127.0.0.1", headers: [String] = [],
        body: [UInt8] = [], declaredLength: Int? = nil
    ) -> Reply? {
        guard let fd = connect(port: port) else { return nil }
        defer { close(fd) }
        let chunked = headers.contains { $0.lowercased().hasPrefix("transfer-encoding:") }
        let length = method == "GET" && body.isEmpty || chunked ? [] : ["Content-Length: \(declaredLength ?? body.count)"]
        let lines = ["\(method) \(path) HTTP/1.1", "Host: \(host)", "Connection: close"] + length + headers
        let request = Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8) + body
        guard send(fd, request, request.count, 0) == request.count else { return nil }
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let deadline = Date().addingTimeInterval(SafetyBound.seconds)
        while deadline.timeIntervalSinceNow > 0 {
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(max(1, deadline.timeIntervalSinceNow * 1000))) > 0 else { return nil }
            let count = recv(fd, &chunk, chunk.count, 0)
            if count <= 0 { break }
            received += chunk[..<count]
        }
        let text = String(decoding: received, as: UTF8.self)
        guard let statusLine = text.split(separator: "\r\n", maxSplits: 1).first,
            let status = statusLine.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return nil }
        let body = text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
        return Reply(status: status, body: body)
    }
}

/// A page's `/events` connection: the request sent, the stream's first
/// comment read, then held open.
final class EventStreamClient {
    private let fd: Int32
    /// What the stream has sent so far.
    private var received: [UInt8] = []

    init?(port: Int) {
        guard let fd = LoopbackHTTP.connect(port: port) else { return nil }
        self.fd = fd
        let request = Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        guard send(fd, request, request.count, 0) == request.count, receives(": connected", within: SafetyBound.seconds) else {
            return nil
        }
    }

    /// Whether the stream sends `text` within `seconds` (what it sent before counts).
    func receives(_ text: String, within seconds: Double) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(seconds)
        while !String(decoding: received, as: UTF8.self).contains(text) {
            guard deadline.timeIntervalSinceNow > 0 else { return false }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) >= 0 else { return false }
            guard descriptor.revents != 0 else { continue }
            let count = recv(fd, &chunk, chunk.count, 0)
            guard count > 0 else { return false }
            received += chunk[..<count]
        }
        return true
    }

    /// Whether the server closed the connection (reads reach its end) within `seconds`.
    func isClosedByServer(within seconds: Double) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(seconds)
        while deadline.timeIntervalSinceNow > 0 {
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) >= 0 else { return true }
            guard descriptor.revents != 0 else { continue }
            if recv(fd, &chunk, chunk.count, 0) <= 0 { return true }
        }
        return false
    }

    func close() { LoopbackHTTP.disconnect(fd) }
}
