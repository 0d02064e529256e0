import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A bare HTTP/1.1 client over a loopback socket, for timing `livery serve`
/// as a browser meets it: a long-lived `/events` stream and one-shot GETs.
final class HTTPProbe {
    private let socket: Int32
    private var buffer: [UInt8] = []

    init(port: Int, path: String) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw BenchError.invalidWorkload("socket() failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw BenchError.invalidWorkload("cannot connect to the preview server") }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        guard send(socket, request, request.count, 0) == request.count else { throw BenchError.invalidWorkload("send() failed") }
    }

    deinit { close(socket) }

    /// Reads until `marker` has arrived (after what was consumed before), or the timeout.
    func read(until marker: String, timeout: Double = 5) throws {
        let needle = Array(marker.utf8)
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let range = find(needle) {
                buffer.removeFirst(range)
                return
            }
            guard try receive(until: deadline) else { throw BenchError.invalidWorkload("no '\(marker)' from the server") }
        }
    }

    /// Reads the whole response (the server closes it); returns the status line and body size.
    func readAll(timeout: Double = 10) throws -> (status: String, bytes: Int) {
        let deadline = Date().addingTimeInterval(timeout)
        while try receive(until: deadline) {}
        let text = String(decoding: buffer.prefix(64), as: UTF8.self)
        return (text.components(separatedBy: "\r\n").first ?? "", buffer.count)
    }

    /// One `recv`; false at the end of the stream.
    private func receive(until deadline: Date) throws -> Bool {
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        let wait = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
        guard poll(&descriptor, 1, wait) > 0 else { throw BenchError.invalidWorkload("the preview server did not answer in time") }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = recv(socket, &chunk, chunk.count, 0)
        guard count > 0 else { return false }
        buffer += chunk.prefix(count)
        return true
    }

    /// The index just past the first occurrence of `needle`.
    private func find(_ needle: [UInt8]) -> Int? {
        guard buffer.count >= needle.count else { return nil }
        for start in 0...(buffer.count - needle.count) where buffer[start..<start + needle.count].elementsEqual(needle) {
            return start + needle.count
        }
        return nil
    }
}
