import Foundation
import Testing

@testable import LiveryPreview

/// The snapshot review routes: the page lists what is pending with its
/// changes, Accept and Reject write only inside the served folder's
/// `Snapshots`, only from no page or the server's own, and hostile names,
/// files and links are refused with nothing written.
@Suite(.serialized) struct SnapshotReviewRouteTests {
    let work = scratchFolder("livery-review", with: "served/Snapshots", "outside")
    var served: String { work + "/served" }
    var snapshots: String { served + "/Snapshots" }

    static func baseline(_ screen: String, color: String, line: Int) -> String {
        """
        livery-snapshot: 1
        screen: \(screen)
        tree: Home.tree.yaml
        style: App.style.yaml
        variant: light
        scale: 2
        livery: 0.19.0
        fonts: f0
        stylesheet: s0
        tree-digest: t0
        image: \(color) 20x20
        view\t\t\tUIView\t[0, 0, 10, 10]
        \tbackgroundColor\t\(color)\t:\(line)

        """
    }

    init() {
        write(Self.baseline("Home.light@2x", color: "#FFFFFFFF", line: 3), to: "Home.light@2x.snapshot")
        write(Self.baseline("Home.light@2x", color: "#FF0000FF", line: 4), to: "Home.light@2x.snapshot.pending")
    }

    func write(_ text: String, to name: String) {
        _ = FileManager.default.createFile(atPath: snapshots + "/" + name, contents: Data(text.utf8))
    }

    func read(_ name: String) -> String? { try? String(contentsOfFile: snapshots + "/" + name, encoding: .utf8) }

    func serving(_ body: @Sendable (Int) async throws -> Void) async throws {
        try await PreviewServer(folder: served, port: 0).serving(body)
    }

    @Test func thePageListsEachPendingScreenWithItsChanges() async throws {
        try await serving { port in
            let page = try #require(await LoopbackHTTP.fetch(port: port, "/snapshots"))
            #expect(page.status == 200)
            #expect(page.body.contains("Home.light@2x · Home.tree.yaml"))
            #expect(
                page.body.contains(
                    "<td>backgroundColor</td><td>#FFFFFFFF</td><td>App.style.yaml:3</td><td>#FF0000FF</td><td>App.style.yaml:4</td>"),
                "\(page.body)")
            #expect(page.body.contains(#"data-action="accept" data-screen="Home.light@2x""#))
        }
    }

    @Test func acceptWritesThePendingBaselineOverTheApprovedOne() async throws {
        let pending = try #require(read("Home.light@2x.snapshot.pending"))
        try await serving { port in
            let own = "Origin: http://127.0.0.1:\(port)"
            let reply = try #require(await LoopbackHTTP.fetch(
                    port: port, "/snapshots/accept/Home.light@2x", method: "POST", host: "127.0.0.1:\(port)", headers: [own]))
            #expect(reply.status == 200, "\(reply.body)")
        }
        #expect(read("Home.light@2x.snapshot") == pending)
        #expect(read("Home.light@2x.snapshot.pending") == nil)
    }

    @Test func rejectDropsThePendingBaselineOnly() async throws {
        let approved = read("Home.light@2x.snapshot")
        try await serving { port in
            let reply = try #require(await LoopbackHTTP.fetch(port: port, "/snapshots/reject/Home.light@2x", method: "POST"))
            #expect(reply.status == 200, "\(reply.body)")
        }
        #expect(read("Home.light@2x.snapshot") == approved)
        #expect(read("Home.light@2x.snapshot.pending") == nil)
    }

    @Test func anotherSitesPageCannotDecide() async throws {
        let before = try FileManager.default.contentsOfDirectory(atPath: snapshots).sorted()
        let approved = read("Home.light@2x.snapshot")
        try await serving { port in
            for origin in ["http://attacker.example", "http://127.0.0.1:\(port + 1)", "null"] {
                for action in ["accept", "reject"] {
                    let reply = await LoopbackHTTP.fetch(
                        port: port, "/snapshots/\(action)/Home.light@2x", method: "POST", headers: ["Origin: \(origin)"])
                    #expect(reply?.status == 403, "\(origin) \(action)")
                }
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: snapshots).sorted() == before)
        #expect(read("Home.light@2x.snapshot") == approved)
    }

    @Test func hostileNamesAndFilesAreRefusedWithNothingWritten() async throws {
        write("not a baseline\n", to: "Broken.light@2x.snapshot.pending")
        _ = FileManager.default.createFile(atPath: work + "/outside/x.snapshot.pending", contents: Data("secret".utf8))
        let before = try FileManager.default.subpathsOfDirectory(atPath: work).sorted()
        try await serving { port in
            for name in [
                "..%2F..%2Foutside%2Fx", "%2E%2E", "..", ".hidden", "a%00b", String(repeating: "a", count: 300), "Missing.light@2x",
                "Broken.light@2x",
            ] {
                let reply = await LoopbackHTTP.fetch(port: port, "/snapshots/accept/" + name, method: "POST")
                #expect(reply.map { [404, 409].contains($0.status) } == true, "\(name): \(reply?.status ?? 0)")
                #expect(reply?.body.contains("secret") != true)
            }
            for file in ["..%2FApp.style.yaml", "Home.light@2x.snapshot", "..%2F..%2Foutside%2Fx.png", "%2E%2E.png"] {
                let reply = await LoopbackHTTP.fetch(port: port, "/snapshots/files/" + file)
                #expect(reply?.status == 404, "\(file)")
            }
        }
        #expect(try FileManager.default.subpathsOfDirectory(atPath: work).sorted() == before)
    }

    /// A `Snapshots` that is a link out of the served folder is not the served folder's.
    @Test func aSnapshotsLinkOutOfTheFolderIsNotFollowed() async throws {
        try FileManager.default.removeItem(atPath: snapshots)
        try FileManager.default.copyItem(atPath: work + "/outside", toPath: work + "/outside-snapshots")
        let outside = work + "/outside-snapshots"
        _ = FileManager.default.createFile(
            atPath: outside + "/Home.light@2x.snapshot.pending",
            contents: Data(Self.baseline("Home.light@2x", color: "#00FF00FF", line: 5).utf8))
        try FileManager.default.createSymbolicLink(atPath: snapshots, withDestinationPath: outside)
        try await serving { port in
            let page = try #require(await LoopbackHTTP.fetch(port: port, "/snapshots"))
            #expect(!page.body.contains("Home.light@2x"))
            let reply = await LoopbackHTTP.fetch(port: port, "/snapshots/accept/Home.light@2x", method: "POST")
            #expect(reply?.status == 404)
        }
        #expect(!FileManager.default.fileExists(atPath: outside + "/Home.light@2x.snapshot"))
    }
}
