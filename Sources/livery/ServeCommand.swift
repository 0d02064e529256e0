import ArgumentParser
import Foundation
import LiveryPreview

/// `livery serve [DIR] [--port 8700] [--host 127.0.0.1]`: the live preview (Docs/Review.md).
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a live gallery of every tree under a folder, updated as files are saved.",
        discussion: """
            Open the printed address in a browser beside your editor. Only files under DIR are read or served. \
            Apps reload styles live from /tables/NAME.liverytable (Docs/Embedding.md), and post captured \
            screens to /captures/NAME.tree.yaml, stored as DIR/Captures/NAME.tree.yaml (Docs/Capture.md).
            """
    )

    @Argument(help: "The folder to serve (default: the current folder).")
    var folder: String = "."

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: Int = 8700

    @Option(help: "The address to bind; loopback unless you say otherwise.")
    var host: String = "127.0.0.1"

    @Option(
        name: .customLong("allow-host"),
        help: "A host name the server also answers to (repeatable); it answers to its addresses and localhost without it.")
    var allowedHosts: [String] = []

    @Option(
        help: ArgumentHelp(
            "Show every tree on a device's screen, e.g. \"iPhone 16 Pro\" or \"iPad Pro 11-inch (M4) landscape\".", valueName: "name"))
    var device: String?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port takes 0 to 65535") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("'\(folder)' is not a folder".escapingControlCharacters)
        }
        if let device { _ = try TraitOptions.device(named: device, option: "--device") }
    }

    func run() async throws {
        var configured = PreviewServer(folder: folder, host: host, port: port, allowedHosts: allowedHosts)
        configured.device = try device.map { try TraitOptions.device(named: $0, option: "--device") }
        let server = configured
        let host = self.host
        let serving = Task {
            try await server.run { port in
                let shown = host.contains(":") ? "[\(host)]" : host
                CommandSupport.writeOutput("serving \(server.folder.root.path) at http://\(shown):\(port)/")
            }
        }
        // SIGINT or SIGTERM cancels the server, which closes every connection, event streams included, and returns.
        let stop = Task {
            await StopSignals.wait()
            serving.cancel()
        }
        defer { stop.cancel() }
        do {
            try await serving.value
        } catch is CancellationError {
            return
        }
    }
}
