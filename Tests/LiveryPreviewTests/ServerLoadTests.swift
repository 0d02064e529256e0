import Foundation
import Testing

@testable import LiveryPreview

/// `livery serve` under load: idle connections are closed and capped, and
/// renders run off the routes that must answer at once.
@Suite(.serialized) struct ServerLoadTests {
    let work = scratchFolder("livery-load")

    func write(_ relative: String, _ text: String) {
        _ = FileManager.default.createFile(atPath: work + "/" + relative, contents: Data(text.utf8))
    }

    /// Connections that open and send nothing fill the connection limit,
    /// and are closed after the idle timeout: a real request then gets
    /// through (held in the backlog behind them for good, it would get no reply).
    @Test func idleConnectionsAreClosedSoRequestsGetThrough() async throws {
        write("A.tree.yaml", "livery-tree: 1\nroot: { type: UIView, size: [10, 10] }\n")
        var server = PreviewServer(folder: work, port: 0)
        server.maxConnections = 8
        server.idleTimeout = .milliseconds(200)
        try await server.serving { port in
            let idle = (0..<24).compactMap { _ in IdleConnection(port: port) }
            defer { idle.forEach { $0.close() } }
            #expect(idle.count == 24)
            #expect(await LoopbackHTTP.fetch(port: port, "/trees")?.status == 200)
        }
    }

    /// While every render thread is busy, the page and `/trees` still
    /// answer, and a render asked for meanwhile waits for a thread: renders
    /// run on threads of their own, not on the routes' pool. The threads are
    /// held by jobs the test releases once the routes have answered, so the
    /// order is certain, not a race against a slow render.
    @Test func theTreeListAnswersWhileRendersRun() async throws {
        write("A.tree.yaml", "livery-tree: 1\nroot: { type: UIView, size: [10, 10] }\n")
        write("A.style.yaml", "livery: 1\n")
        let server = PreviewServer(folder: work, port: 0)
        let release = Latch()
        defer { release.open() }
        let (started, starting) = AsyncStream.makeStream(of: Void.self)
        let width = server.renders.width
        // Held at most the safety bound: were they on the routes' pool, the routes would answer once they let go,
        // after the render had run, and the test would fail rather than hang.
        let holders = (0..<width).map { _ in
            Task {
                try await server.renders.run {
                    starting.yield()
                    release.wait(upTo: SafetyBound.seconds)
                }
            }
        }
        #expect(
            await SafetyBound.wait {
                var iterator = started.makeAsyncIterator()
                for _ in 0..<width {
                    guard await iterator.next() != nil else { return false }
                }
                return true
            }, "every render thread is held")
        try await server.serving { port in
            let render = Task { await LoopbackHTTP.fetch(port: port, "/render?tree=A.tree.yaml&scale=1") }
            // Its compile and load come first, off the render queue; the bound only ends a wait for a render never asked for.
            let deadline = ContinuousClock.now + SafetyBound.duration
            while server.renders.queuedCount == 0, ContinuousClock.now < deadline { await Task.yield() }
            #expect(server.renders.queuedCount == 1, "the render waits for a thread")
            #expect(await LoopbackHTTP.fetch(port: port, "/trees")?.status == 200)
            #expect(await LoopbackHTTP.fetch(port: port, "/")?.status == 200)
            #expect(server.renders.queuedCount == 1, "the routes answered while it waited")
            release.open()
            #expect(await render.value?.status == 200, "and it runs once a thread is free")
        }
        for holder in holders { try await holder.value }
    }
}

/// A loopback connection that sends nothing.
final class IdleConnection {
    private let fd: Int32

    init?(port: Int) {
        guard let fd = LoopbackHTTP.connect(port: port) else { return nil }
        self.fd = fd
    }

    func close() { LoopbackHTTP.disconnect(fd) }
}
