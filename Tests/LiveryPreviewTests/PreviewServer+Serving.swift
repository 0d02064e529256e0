import Testing

@testable import LiveryPreview

extension PreviewServer {
    /// Runs the server on the port it binds (port 0: a free one) while
    /// `body` runs with that port, then stops it: what every loopback test
    /// of the server starts with.
    func serving(_ body: @Sendable (Int) async throws -> Void) async throws {
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let task = Task { [self] in try await run { continuation.yield($0) } }
        defer { task.cancel() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        try await body(port)
    }
}
