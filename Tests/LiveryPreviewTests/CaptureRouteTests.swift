import Foundation
import Testing

@testable import LiveryPreview

/// `POST /captures/NAME.tree.yaml`: an app's captured screen is stored under
/// the served folder, listed and announced at once; anything refused leaves
/// nothing written.
@Suite(.serialized) struct CaptureRouteTests {
    let work = scratchFolder("livery-capture")
    static let screen = "livery-tree: 1\nstylesheet: ../App.style.yaml\nroot: { type: UIView, size: [10, 10] }\n"

    init() {
        _ = FileManager.default.createFile(atPath: work + "/App.style.yaml", contents: Data("livery: 1\n".utf8))
    }

    /// Starts a server on the folder, runs `body` with its port, stops it.
    func serving(maxCaptureBytes: Int? = nil, _ body: @Sendable (Int) async throws -> Void) async throws {
        var server = PreviewServer(folder: work, port: 0)
        if let maxCaptureBytes { server.maxCaptureBytes = maxCaptureBytes }
        try await server.serving(body)
    }

    func post(
        _ port: Int, _ name: String, _ text: String = screen, host: String = "127.0.0.1", headers: [String] = []
    ) async
        -> LoopbackHTTP.Reply?
    {
        await LoopbackHTTP.fetch(port: port, "/captures/" + name, method: "POST", host: host, headers: headers, body: Array(text.utf8))
    }

    /// The files and folders under the folder but its stylesheet: a refused capture leaves not even an empty `Captures`.
    var written: [String] {
        (FileManager.default.subpaths(atPath: work) ?? []).filter { $0 != "App.style.yaml" }.sorted()
    }

    @Test func aPostedCaptureIsStoredListedAndAnnounced() async throws {
        try await serving { port in
            let events = try #require(EventStreamClient(port: port))
            defer { events.close() }
            let reply = try #require(await post(port, "Home.tree.yaml", headers: ["Content-Type: application/yaml"]))
            #expect(reply.status == 201, "\(reply.body)")
            #expect(reply.body == #"{"tree":"Captures/Home.tree.yaml"}"#)
            #expect(try String(contentsOfFile: work + "/Captures/Home.tree.yaml", encoding: .utf8) == CaptureRouteTests.screen)
            #expect(await LoopbackHTTP.fetch(port: port, "/trees")?.body.contains(#""Captures/Home.tree.yaml""#) == true)
            #expect(events.receives(#"{"trees":["Captures/Home.tree.yaml"],"list":true}"#, within: SafetyBound.seconds))
            #expect(await LoopbackHTTP.fetch(port: port, "/render?tree=Captures/Home.tree.yaml&scale=1")?.status == 200)

            // Posted again, it replaces the first, and pages reload it.
            let again = CaptureRouteTests.screen.replacingOccurrences(of: "[10, 10]", with: "[20, 10]")
            let ownPage = ["Origin: http://127.0.0.1:\(port)"]
            #expect(await post(port, "Home.tree.yaml", again, host: "127.0.0.1:\(port)", headers: ownPage)?.status == 201)
            #expect(try String(contentsOfFile: work + "/Captures/Home.tree.yaml", encoding: .utf8) == again)
            #expect(events.receives(#"{"trees":["Captures/Home.tree.yaml"],"list":false}"#, within: SafetyBound.seconds))

            // A name in another script is percent-encoded in the path, as a URL spells it.
            let other = try #require(await post(port, "%C3%89cran.tree.yaml"))
            #expect(other.status == 201)
            #expect(other.body == #"{"tree":"Captures/Écran.tree.yaml"}"#)
            #expect(FileManager.default.fileExists(atPath: work + "/Captures/Écran.tree.yaml"))
        }
    }

    /// From another site's page, even one served from an IP address (a name
    /// of this server for reads), nothing is written.
    @Test func aCaptureFromAnotherOriginIsRefused() async throws {
        try await serving { port in
            for origin in ["http://attacker.example", "http://192.168.1.20:\(port)", "http://127.0.0.1:\(port + 1)", "null"] {
                let reply = await post(port, "Home.tree.yaml", host: "127.0.0.1:\(port)", headers: ["Origin: \(origin)"])
                #expect(reply?.status == 403, "\(origin)")
            }
            #expect(
                await LoopbackHTTP.fetch(port: port, "/captures/Home.tree.yaml", method: "POST", host: "attacker.example")?.status == 421)
            #expect(written.isEmpty)
        }
    }

    /// Past the limit: refused on `Content-Length` before the body is sent
    /// (the answer comes though most of it never is), or on the bytes
    /// themselves when the length was not declared honestly.
    @Test func aCaptureOverTheSizeLimitIsRefused() async throws {
        try await serving(maxCaptureBytes: 64) { port in
            let declared = await LoopbackHTTP.fetch(
                port: port, "/captures/Home.tree.yaml", method: "POST", body: Array("livery-tree: 1\n".utf8), declaredLength: 1 << 30)
            #expect(declared?.status == 413)
            let chunked = await LoopbackHTTP.fetch(
                port: port, "/captures/Home.tree.yaml", method: "POST", headers: ["Transfer-Encoding: chunked"],
                body: Array("64\r\n\(String(repeating: "#", count: 100))\r\n0\r\n\r\n".utf8))
            #expect(chunked?.status == 413)
            #expect(written.isEmpty)
        }
    }

    @Test func aCaptureWithABadNameIsRefused() async throws {
        try await serving { port in
            for name in ["../x.tree.yaml", "a/b.tree.yaml", ".x.tree.yaml", "x.yaml", "..%2Fx.tree.yaml", "x%2Ftree.yaml", ".tree.yaml"] {
                let reply = await post(port, name)
                #expect(reply?.status == 400, "\(name): \(reply?.status ?? 0)")
            }
            #expect(written.isEmpty)
        }
    }

    /// A document that does not load gets its located diagnostics, quoting
    /// the posted lines, and is not written.
    @Test func aCaptureThatDoesNotLoadIsRefusedWithItsDiagnostics() async throws {
        try await serving { port in
            let broken = "livery-tree: 1\nstylesheet: ../App.style.yaml\nroot: { type: UINoSuchView, size: [10, 10] }\n"
            let reply = try #require(await post(port, "Home.tree.yaml", broken))
            #expect(reply.status == 422)
            #expect(reply.body.contains("Captures/Home.tree.yaml:3:"), "\(reply.body)")
            #expect(reply.body.contains("UINoSuchView"))
            #expect(!reply.body.contains(work), "no absolute path is served")
            let unstyled = await post(port, "Home.tree.yaml", "livery-tree: 1\nroot: { type: UIView, size: [10, 10] }\n")
            #expect(unstyled?.status == 422)
            #expect(unstyled?.body.contains("names no stylesheet") == true)
            #expect(await post(port, "Home.tree.yaml", "livery-tree: [")?.status == 422)
            #expect(written.isEmpty)
        }
    }
}
