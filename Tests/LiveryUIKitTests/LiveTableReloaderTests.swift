import Foundation
import Livery
import LiveryUIKit
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Live reload against a fake `livery serve`: tables by ETag, reloads only on change.
@MainActor @Suite struct LiveTableReloaderTests {
    /// Answers like the server: 304 when If-None-Match names the current table.
    final class FakeServer: @unchecked Sendable {
        private let lock = NSLock()
        private var table: [UInt8] = []
        private var version = 0
        private(set) var requests: [URLRequest] = []
        var status = 200

        func publish(_ bytes: [UInt8]) {
            lock.lock()
            defer { lock.unlock() }
            table = bytes
            version += 1
        }

        func answer(_ request: URLRequest) -> (Data, URLResponse) {
            lock.lock()
            defer { lock.unlock() }
            requests.append(request)
            let etag = "\"\(version)\""
            let code = status != 200 ? status : (request.value(forHTTPHeaderField: "If-None-Match") == etag ? 304 : 200)
            let response = HTTPURLResponse(url: request.url!, statusCode: code, httpVersion: "HTTP/1.1", headerFields: ["ETag": etag])!
            return (code == 200 ? Data(table) : Data(), response)
        }
    }

    func compiled(_ yaml: String) throws -> [UInt8] {
        try #require(StylesheetCompiler.compile(source: "livery: 1\n" + yaml, path: "App.style.yaml").table).compiled()
    }

    @Test func aChangedTableReloadsTheAdapterAndAnUnchangedOneDoesNot() async throws {
        let server = FakeServer()
        server.publish(try compiled("rules:\n  - type: UIView\n    set: { alpha: 0.5 }\n"))
        let reloader = LiveTableReloader(server: URL(string: "http://127.0.0.1:8080")!, stylesheet: "App") {
            server.answer($0)
        }
        #expect(reloader.url.absoluteString == "http://127.0.0.1:8080/tables/App.liverytable")

        let first = try #require(try await reloader.poll())
        let adapter = StyleAdapter(table: first, appliers: mockAppliers)
        let view = UIView()
        let window = UIView(view)  // the adapter holds windows weakly, as UIKit's own are held by the app
        adapter.style(window)
        #expect(view.alpha == 0.5)

        #expect(try await reloader.poll() == nil)
        #expect(server.requests.last?.value(forHTTPHeaderField: "If-None-Match") == "\"1\"")

        server.publish(try compiled("rules:\n  - type: UIView\n    set: { layer.cornerRadius: 4 }\n"))
        adapter.reload(try #require(try await reloader.poll()))
        #expect(view.alpha == 1 && view.cornerRadius == 4)
    }

    /// What a SwiftUI app's store is handed: each new table once, none while it is unchanged.
    @Test func pollingHandsEachNewTableToItsConsumerOnce() async throws {
        let server = FakeServer()
        server.publish(try compiled("rules:\n  - type: UIView\n    set: { alpha: 0.5 }\n"))
        let reloader = LiveTableReloader(server: URL(string: "http://127.0.0.1:8080")!, stylesheet: "App") {
            server.answer($0)
        }
        var tables: [InvocationTable] = []
        reloader.start(every: 0.05, onTable: { tables.append($0) }, onError: { Issue.record($0) })
        defer { reloader.stop() }
        for _ in 0..<100 where server.requests.count < 3 { try await Task.sleep(nanoseconds: 20_000_000) }
        #expect(server.requests.count >= 3 && tables.count == 1)
        server.publish(try compiled("rules:\n  - type: UIView\n    set: { alpha: 0.25 }\n"))
        for _ in 0..<100 where tables.count < 2 { try await Task.sleep(nanoseconds: 20_000_000) }
        #expect(tables.count == 2)
    }

    @Test func aBadAnswerIsAnErrorAndKeepsTheStyles() async throws {
        let server = FakeServer()
        server.publish(Array("not a table".utf8))
        let reloader = LiveTableReloader(server: URL(string: "http://127.0.0.1:8080")!, stylesheet: "App") {
            server.answer($0)
        }
        await #expect(throws: LiveTableReloader.ReloadError.self) { _ = try await reloader.poll() }
        server.status = 404
        await #expect(throws: LiveTableReloader.ReloadError.self) { _ = try await reloader.poll() }
    }
}
