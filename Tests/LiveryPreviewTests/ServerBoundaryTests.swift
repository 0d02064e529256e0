import Foundation
import LiveryTestSupport
import Testing

@testable import Livery
@testable import LiveryPreview

/// `livery serve` as a security boundary: it answers only to its own names,
/// and nothing it reads or quotes comes from outside its folder, however a
/// symbolic link is swapped while it reads.
@Suite(.serialized) struct ServerBoundaryTests {
    let work = scratchFolder("livery-boundary", with: "served", "outside")

    func write(_ relative: String, _ text: String) {
        _ = FileManager.default.createFile(atPath: work + "/" + relative, contents: Data(text.utf8))
    }

    /// Starts a server on a free port, runs `body`, stops it.
    func serving(allowing hosts: [String] = [], _ body: @Sendable (Int) async throws -> Void) async throws {
        var server = PreviewServer(folder: work + "/served", port: 0, allowedHosts: hosts)
        server.pollInterval = .milliseconds(5)
        try await server.serving(body)
    }

    @Test func hostNamesAreParsedAndCheckedAsBrowsersSendThem() {
        let policy = HostPolicy(bound: "127.0.0.1", allowed: ["Preview.Example"])
        for allowed in [
            "127.0.0.1:8700", "127.0.0.1", "localhost:8700", "LOCALHOST", "localhost.:80", "[::1]:8700", "192.168.1.20:8080",
            "preview.example:8700",
        ] {
            #expect(policy.allows(host: allowed), "\(allowed)")
        }
        for refused in [
            nil, "", "attacker.example:8700", "attacker.example", "127.0.0.1.attacker.example", "localhost.attacker.example", "1.2.3",
            "256.1.1.1", "[::1", "[::1]x", "a b", "user@127.0.0.1", "127.0.0.1:port", "127.0.0.1:123456",
            String(repeating: "a", count: 2000),
        ] {
            #expect(!policy.allows(host: refused), "\(refused ?? "nil")")
        }
        #expect(policy.allows(origin: "http://127.0.0.1:8700") && policy.allows(origin: "http://localhost:8700"))
        #expect(!policy.allows(origin: "http://attacker.example:8700") && !policy.allows(origin: "null"))
        #expect(!policy.allows(origin: "http://127.0.0.1:8700/path") && !policy.allows(origin: "ftp://127.0.0.1"))
    }

    /// Over many generated values: any name with a letter that is not
    /// `localhost` or allowed is refused, with or without a port; every
    /// dotted quad of bytes is answered; no value traps.
    @Test(arguments: [1, 2, 3] as [UInt64]) func hostNamesHoldTheirRulesOverGeneratedValues(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let policy = HostPolicy(bound: "127.0.0.1", allowed: ["preview.example"])
        let alphabet = Array("abcxyz019.-:[]@ %\u{0}é/")
        for _ in 0..<7_000 {
            let junk = String((0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            _ = policy.allows(host: junk)
            _ = policy.allows(origin: "http://" + junk)
            let label = String(
                (0..<Int.random(in: 1...12, using: &generator)).map { _ in "abcdefghz".randomElement(using: &generator) ?? "a" })
            let name = label + ([".example", ".attacker.test", ".127.0.0.1", ""].randomElement(using: &generator) ?? "")
            if name != "localhost" {
                #expect(!policy.allows(host: name) && !policy.allows(host: name + ":8700"), "\(name)")
            }
            let quad = (0..<4).map { _ in String(Int.random(in: 0...255, using: &generator)) }.joined(separator: ".")
            #expect(policy.allows(host: quad + ":8700"), "\(quad)")
        }
    }

    /// A request that writes may come only from a page of the very server it
    /// is sent to: the same name and port as its `Host`.
    @Test func aWriteIsAllowedOnlyFromThisServersOwnPage() {
        let policy = HostPolicy(bound: "127.0.0.1", allowed: ["preview.example"])
        #expect(policy.allows(origin: "http://127.0.0.1:8700", writingTo: "127.0.0.1:8700"))
        #expect(policy.allows(origin: "http://LOCALHOST:8700", writingTo: "localhost:8700"))
        #expect(policy.allows(origin: "http://preview.example", writingTo: "preview.example:80"))
        #expect(policy.allows(origin: "https://preview.example", writingTo: "preview.example:443"))
        for (origin, host) in [
            ("http://192.168.1.20:8700", "127.0.0.1:8700"), ("http://127.0.0.1:8701", "127.0.0.1:8700"),
            ("http://localhost:8700", "127.0.0.1:8700"), ("http://attacker.example:8700", "attacker.example:8700"),
            ("http://127.0.0.1", "127.0.0.1:8700"), ("null", "127.0.0.1:8700"), ("http://127.0.0.1:8700/x", "127.0.0.1:8700"),
        ] {
            #expect(!policy.allows(origin: origin, writingTo: host), "\(origin) → \(host)")
        }
        #expect(!policy.allows(origin: "http://127.0.0.1:8700", writingTo: nil))
    }

    /// Hostile captures: generated names with slashes, dots and encodings,
    /// a `Captures` folder that is a link out, a capture named like a link
    /// out, an image outside. Nothing is ever written outside `Captures/`,
    /// nor anything outside the folder read or quoted.
    @Test(arguments: [1, 2] as [UInt64]) func aPostedCaptureNeverWritesOutsideItsFolder(seed: UInt64) async throws {
        let screen = "livery-tree: 1\nstylesheet: ../A.style.yaml\nroot: { type: UIView, size: [10, 10] }\n"
        write("served/A.style.yaml", "livery: 1\n")
        write("outside/Secret.png", "TOP-SECRET")
        try FileManager.default.createSymbolicLink(atPath: work + "/served/Captures", withDestinationPath: work + "/outside")
        let outside: @Sendable () -> [String] = { [work] in
            (try? FileManager.default.contentsOfDirectory(atPath: work + "/outside"))?.sorted() ?? []
        }
        try await serving { port in
            func post(_ name: String, _ text: String = screen) async -> LoopbackHTTP.Reply? {
                await LoopbackHTTP.fetch(port: port, "/captures/" + name, method: "POST", body: Array(text.utf8))
            }
            #expect(await post("A.tree.yaml")?.status == 409, "a captures folder that is a link is not written through")
            #expect(outside() == ["Secret.png"])
            try FileManager.default.removeItem(atPath: work + "/served/Captures")
            try FileManager.default.createDirectory(atPath: work + "/served/Captures", withIntermediateDirectories: false)
            try FileManager.default.createSymbolicLink(
                atPath: work + "/served/Captures/Link.tree.yaml", withDestinationPath: work + "/outside/Secret.png")
            #expect(await post("Link.tree.yaml")?.status == 201, "the link is replaced, not written through")
            #expect(try String(contentsOfFile: work + "/outside/Secret.png", encoding: .utf8) == "TOP-SECRET")
            let image = try #require(
                await post(
                    "B.tree.yaml",
                    screen.replacingOccurrences(of: "size: [10, 10]", with: "size: [10, 10], set: { image: ../../outside/Secret.png }")))
            #expect(image.status == 422)
            #expect(!image.body.contains("TOP-SECRET") && !image.body.contains(work), "\(image.body)")

            var generator = SeededGenerator(seed: seed)
            let pieces = ["a", "b", "/", ".", "..", "%2F", "%2E", "\\", "~", "-", "_", ".tree.yaml", ".yaml", "%00", "?", "#", ";"]
            var answers: [Int: Int] = [:]
            for _ in 0..<150 {
                let name =
                    (0..<Int.random(in: 1...4, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "a" }.joined()
                    + (Bool.random(using: &generator) ? ".tree.yaml" : "")
                let reply = await post(name)
                #expect(reply.map { [201, 400, 404].contains($0.status) } == true, "\(name): \(reply?.status ?? 0)")
                answers[reply?.status ?? 0, default: 0] += 1
            }
            #expect(answers[201, default: 0] > 0 && answers[400, default: 0] > 0, "both kinds of name were met: \(answers)")
            #expect(outside() == ["Secret.png"])
            let stored = (FileManager.default.subpaths(atPath: work + "/served") ?? []).filter { $0 != "A.style.yaml" && $0 != "Captures" }
            for path in stored {
                let name = String(path.dropFirst("Captures/".count))
                #expect(
                    path.hasPrefix("Captures/") && !name.contains("/") && !name.hasPrefix(".") && name.hasSuffix(".tree.yaml"), "\(path)")
            }
        }
    }

    /// DNS rebinding: a request naming another host is refused before any
    /// route reads a file; one from another site's page (`Origin`) too.
    @Test func aForeignHostIsRefused() async throws {
        write("served/A.tree.yaml", "livery-tree: 1\nroot: { type: UIView, size: [10, 10] }\n")
        write("served/A.style.yaml", "livery: 1\n")
        try await serving(allowing: ["preview.example"]) { port in
            let refused = try #require(await LoopbackHTTP.fetch(port: port, "/trees", host: "attacker.example:\(port)"))
            #expect(refused.status == 421)
            #expect(!refused.body.contains("A.tree.yaml"))
            #expect(await LoopbackHTTP.fetch(port: port, "/tables/A.liverytable", host: "attacker.example")?.status == 421)
            #expect(await LoopbackHTTP.fetch(port: port, "/trees", host: "127.0.0.1:\(port)")?.body.contains("A.tree.yaml") == true)
            #expect(await LoopbackHTTP.fetch(port: port, "/trees", host: "localhost:\(port)")?.status == 200)
            #expect(await LoopbackHTTP.fetch(port: port, "/trees", host: "preview.example:\(port)")?.status == 200, "--allow-host")
            let crossSite = await LoopbackHTTP.fetch(port: port, "/trees", headers: ["Origin: http://attacker.example:\(port)"])
            #expect(crossSite?.status == 403)
            #expect(await LoopbackHTTP.fetch(port: port, "/trees", headers: ["Origin: http://127.0.0.1:\(port)"])?.status == 200)
        }
    }

    /// A request in absolute form is for the host its target names, not
    /// its `Host` (RFC 9112 §3.2.2); a request with two `Host` fields is
    /// malformed (§3.2: 400). Neither reaches a route.
    @Test func anAbsoluteTargetIsJudgedByItsAuthorityAndTwoHostsAreRefused() async throws {
        write("served/A.tree.yaml", "livery-tree: 1\nroot: { type: UIView, size: [10, 10] }\n")
        try await serving { port in
            let foreign = try #require(await LoopbackHTTP.fetch(port: port, "http://evil.example/trees"))
            #expect(foreign.status == 421)
            #expect(!foreign.body.contains("A.tree.yaml"))
            #expect(await LoopbackHTTP.fetch(port: port, "http://evil.example:\(port)/", host: "localhost:\(port)")?.status == 421)
            #expect(await LoopbackHTTP.fetch(port: port, "https://user@127.0.0.1/trees")?.status == 421)
            #expect(await LoopbackHTTP.fetch(port: port, "*")?.status == 421)
            let own = await LoopbackHTTP.fetch(port: port, "http://127.0.0.1:\(port)/trees", host: "evil.example")
            #expect(own?.status == 200)
            #expect(own?.body.contains("A.tree.yaml") == true)

            let twice = try #require(await LoopbackHTTP.fetch(port: port, "/trees", headers: ["Host: 127.0.0.1:\(port)"]))
            #expect(twice.status == 400)
            #expect(!twice.body.contains("A.tree.yaml"))
            #expect(await LoopbackHTTP.fetch(port: port, "/trees", headers: ["host: evil.example"])?.status == 400)
        }
    }

    /// Cancelled with pages holding the event stream, the server returns:
    /// the streams end with it (`livery serve` cancels it on a signal).
    @Test func cancellingStopsTheServerWithEventStreamsOpen() async throws {
        write("served/A.tree.yaml", "livery-tree: 1\nroot: { type: UIView, size: [10, 10] }\n")
        let server = PreviewServer(folder: work + "/served", port: 0)
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let task = Task { try await server.run { continuation.yield($0) } }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        let streams = (0..<20).compactMap { _ in EventStreamClient(port: port) }
        defer { streams.forEach { $0.close() } }
        #expect(streams.count == 20)
        task.cancel()
        // Hummingbird's graceful stop would wait for every stream to end, which a page never does.
        let stopped = await SafetyBound.wait {
            _ = try? await task.value
            return true
        }
        #expect(stopped, "the server was still running long after it was cancelled")
        #expect(streams.allSatisfy { $0.isClosedByServer(within: SafetyBound.seconds) })
    }

    /// An asset catalog in the served folder whose colour set's
    /// Contents.json links to a file outside it: the render's report names
    /// the link at the import and quotes nothing of the outside file.
    @Test func aCatalogsLinkOutIsNotReadNorQuoted() async throws {
        write("outside/secret.txt", "TOP-SECRET: a value outside the served folder\n")
        try FileManager.default.createDirectory(atPath: work + "/served/Assets.xcassets/Secret.colorset", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: work + "/served/Assets.xcassets/Secret.colorset/Contents.json", withDestinationPath: work + "/outside/secret.txt")
        write("served/C.style.yaml", "livery: 1\nimports: [Assets.xcassets]\n")
        write("served/C.tree.yaml", "livery-tree: 1\nroot: { type: UIView, size: [10, 10] }\n")
        try await serving { port in
            let reply = try #require(await LoopbackHTTP.fetch(port: port, "/render?tree=C.tree.yaml"))
            #expect(reply.status == 422)
            #expect(reply.body.contains("'Secret.colorset/Contents.json' in the asset catalog is a symbolic link"), "\(reply.body)")
            #expect(!reply.body.contains("TOP-SECRET"))
        }
    }

    /// A link in the folder flipped thousands of times between a file
    /// inside and one outside while it is read: the reader beneath the
    /// folder never returns the outside file's bytes.
    @Test func aSymlinkSwappedWhileReadingNeverLeadsOutside() throws {
        write("served/Inside.style.yaml", "livery: 1 # INSIDE\n")
        write("outside/Secret.style.yaml", "livery: 1 # SECRET\n")
        let root = ReadableRoot(work + "/served")
        let link = root.path + "/Link.style.yaml"
        let flipper = LinkFlipper(link: link, targets: [root.path + "/Inside.style.yaml", work + "/outside/Secret.style.yaml"])
        flipper.start()
        defer { flipper.stop() }
        var inside = 0
        var refused = 0
        // Until both counts are reached.
        let deadline = Date().addingTimeInterval(SafetyBound.seconds)
        while inside + refused < 5_000 || flipper.flips < 2_000, Date() < deadline {
            switch Result(catching: { () throws(BoundedFileReader.Failure) in
                try BoundedFileReader.read(link, maxBytes: 1 << 10, beneath: root)
            }) {
            case .success(let bytes):
                #expect(!String(decoding: bytes, as: UTF8.self).contains("SECRET"))
                inside += 1
            case .failure:
                refused += 1
            }
        }
        #expect(flipper.flips >= 2_000, "the link was swapped during the reads")
        #expect(inside > 0 && refused > 0, "both targets were met: \(inside) inside, \(refused) refused")
    }

    /// The same through the server: a tree whose stylesheet is a link
    /// swapped thousands of times while requests compile it and quote its
    /// lines in diagnostics; no response holds the outside file's text.
    @Test func aSymlinkSwappedDuringRequestsIsNeverServed() async throws {
        write("served/A.tree.yaml", "livery-tree: 1\nstylesheet: Link.style.yaml\nroot: { type: UIView, size: [10, 10] }\n")
        write("served/Inside.style.yaml", "livery: 1\nrules: [ { type: UIView, set: { alpha: 2 } } ]  # INSIDE\n")
        write("outside/Secret.style.yaml", "livery: 1\nrules: [ { type: UIView, set: { alpha: 2 } } ]  # SECRET\n")
        let served = ReadableRoot(work + "/served").path
        let flipper = LinkFlipper(
            link: served + "/Link.style.yaml", targets: [served + "/Inside.style.yaml", work + "/outside/Secret.style.yaml"])
        flipper.start()
        defer { flipper.stop() }
        try await serving { port in
            var answers = 0
            // Until both counts are reached.
            let deadline = Date().addingTimeInterval(SafetyBound.seconds)
            while answers < 200 || flipper.flips < 2_000, Date() < deadline {
                guard let reply = await LoopbackHTTP.fetch(port: port, "/render?tree=A.tree.yaml&scale=1") else { continue }
                #expect(!reply.body.contains("SECRET"))
                #expect(!reply.body.contains(served), "no absolute path of the folder is served")
                answers += 1
            }
            #expect(answers >= 200)
        }
        #expect(flipper.flips >= 2_000)
    }

    /// Outside the folder, an image that exists and one that does not get
    /// the same message, naming no folder.
    @Test func outsideIsOneMessageWhetherTheFileExistsOrNot() {
        write("outside/Real.png", "not really a png")
        write("served/A.tree.yaml", "livery-tree: 1\nroot: { type: UIImageView, size: [10, 10], set: { image: ../outside/Real.png } }\n")
        write("served/B.tree.yaml", "livery-tree: 1\nroot: { type: UIImageView, size: [10, 10], set: { image: ../outside/Gone.png } }\n")
        var limits = TreeLoader.Limits()
        limits.readableRoot = ReadableRoot(work + "/served")
        func message(_ tree: String) -> String {
            var diagnostics: [Diagnostic] = []
            _ = TreeLoader.load(contentsOf: work + "/served/" + tree, registry: .builtIn, limits: limits, diagnostics: &diagnostics)
            return diagnostics.first?.message ?? ""
        }
        #expect(message("A.tree.yaml") == "image file '../outside/Real.png' is outside the served folder")
        #expect(message("B.tree.yaml") == "image file '../outside/Gone.png' is outside the served folder")
    }
}

/// Swaps a symbolic link between targets as fast as it can, atomically
/// (a new link renamed over the old), on a thread of its own.
final class LinkFlipper: @unchecked Sendable {
    let link: String
    let targets: [String]
    private let condition = NSCondition()
    private var running = false
    private var ended = false
    private var count = 0

    init(link: String, targets: [String]) {
        self.link = link
        self.targets = targets
    }

    var flips: Int { condition.withLock { count } }

    /// Starts the thread; returns once the link exists.
    func start() {
        condition.withLock { running = true }
        Thread { [self] in
            var i = 0
            while condition.withLock({ running }) {
                let temporary = link + ".flip"
                unlink(temporary)
                symlink(targets[i % targets.count], temporary)
                rename(temporary, link)
                i += 1
                condition.withLock {
                    count = i
                    condition.broadcast()
                }
            }
            condition.withLock {
                ended = true
                condition.broadcast()
            }
        }.start()
        condition.withLock {
            while count == 0 { condition.wait() }
        }
    }

    /// Stops the thread; returns once it has ended.
    func stop() {
        condition.withLock {
            running = false
            while !ended { condition.wait() }
        }
    }
}
