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

    func serving(_ configure: (inout PreviewServer) -> Void = { _ in }, _ body: @Sendable (Int) async throws -> Void) async throws {
        var server = PreviewServer(folder: work, port: 0)
        configure(&server)
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let task = Task { [server] in try await server.run { continuation.yield($0) } }
        defer { task.cancel() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        try await body(port)
    }

    /// Connections that open and send nothing fill the connection limit,
    /// and are closed after the idle timeout: a real request then gets through.
    @Test func idleConnectionsAreClosedSoRequestsGetThrough() async throws {
        write("A.tree.yaml", "livery-tree: 1\nroot: { type: UIView, size: [10, 10] }\n")
        try await serving({
            $0.maxConnections = 8
            $0.idleTimeout = .milliseconds(200)
        }) { port in
            let idle = (0..<24).compactMap { _ in IdleConnection(port: port) }
            defer { idle.forEach { $0.close() } }
            #expect(idle.count == 24)
            let started = Date()
            let reply = await LoopbackHTTP.fetch(port: port, "/trees", timeout: 5)
            #expect(reply?.status == 200)
            #expect(Date().timeIntervalSince(started) < 4)
        }
    }

    /// While large renders run, the page and `/trees` still answer at once:
    /// renders run on threads of their own, not on the routes' pool.
    @Test func theTreeListAnswersWhileRendersRun() async throws {
        write(
            "Big.tree.yaml",
            "livery-tree: 1\nroot:\n  type: UIView\n  frame: [0, 0, 3000, 3000]\n  children:\n"
                + "    - { type: UIView, frame: [100, 100, 2800, 2800], set: { backgroundColor: white, layer.shadowOpacity: 1, layer.shadowRadius: 60 } }\n"
        )
        write("Big.style.yaml", "livery: 1\n")
        try await serving { port in
            let renders = RenderCounter()
            for _ in 0..<3 {
                Thread.detachNewThread {
                    _ = LoopbackHTTP.get(port: port, "/render?tree=Big.tree.yaml&scale=2", timeout: 120)
                    renders.finish()
                }
            }
            try await Task.sleep(for: .milliseconds(300))
            let started = Date()
            #expect(await LoopbackHTTP.fetch(port: port, "/trees")?.status == 200)
            #expect(await LoopbackHTTP.fetch(port: port, "/")?.status == 200)
            let waited = Date().timeIntervalSince(started)
            // It answers in milliseconds; behind the renders it would answer
            // only once one of them had ended (10 s and more). `make test`
            // runs this suite on its own: in the same process as the rest of
            // the suite, whose tests hold Swift's cooperative threads with
            // renders of their own, the page's routes waited 5–7 s for one.
            #expect(renders.finished == 0, "the list waited \(waited) s, until a render ended")
            #expect(waited < 5, "the list waited \(waited) s behind renders")
            while renders.finished < 3 { try await Task.sleep(for: .milliseconds(50)) }
        }
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

final class RenderCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var finished: Int { lock.withLock { count } }
    func finish() { lock.withLock { count += 1 } }
}
