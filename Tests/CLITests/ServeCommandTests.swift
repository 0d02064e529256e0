import Foundation
import Testing

/// `livery serve` as a process: it stops when told, whatever its clients hold open.
@Suite struct ServeCommandTests {
    let folder: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("livery-serve-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(
            atPath: path + "/A.tree.yaml", contents: Data("livery-tree: 1\nroot: { type: UIView, size: [10, 10] }\n".utf8))
        return path
    }()

    /// SIGTERM or SIGINT with pages holding the event stream: the server
    /// closes the streams and exits 0 at once. It used to wait for every
    /// stream to end, which a page never does (still running minutes later).
    @Test(arguments: [(SIGTERM, 20), (SIGINT, 3)])
    func aSignalStopsItWithEventStreamsOpen(signal number: Int32, clients: Int) throws {
        let binary = try #require(CLITests.binary, "build the livery product first (swift build)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["serve", folder, "--port", "0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        // The child inherits this thread's signal mask, and test threads block most signals.
        var signals = sigset_t()
        var previous = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, number)
        pthread_sigmask(SIG_UNBLOCK, &signals, &previous)
        try process.run()
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        let port = try #require(ServeCommandTests.port(from: output.fileHandleForReading), "serve printed no address")
        let streams = (0..<clients).compactMap { _ in ServeCommandTests.openEventStream(port: port) }
        defer { streams.forEach { close($0) } }
        #expect(streams.count == clients)

        kill(process.processIdentifier, number)
        // Waits for the exit itself: the bound only turns a server that never stops into a failure, not a hang
        // (`make stress` times the stop).
        guard exited.wait(timeout: .now() + .seconds(60)) == .success else {
            Issue.record("still serving a minute after the signal")
            return
        }
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
    }

    /// The port in `serving … at http://127.0.0.1:PORT/`.
    static func port(from output: FileHandle) -> Int? {
        var text = ""
        while !text.contains("\n") {
            let data = output.availableData
            guard !data.isEmpty else { return nil }
            text += String(decoding: data, as: UTF8.self)
        }
        guard let address = text.split(separator: " ").last, let colon = address.lastIndex(of: ":") else { return nil }
        return Int(address[address.index(after: colon)...].prefix { $0.isNumber })
    }

    /// A connection holding `/events` open, once the server has answered it.
    static func openEventStream(port: Int) -> Int32? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        let request = Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        var chunk = [UInt8](repeating: 0, count: 1024)
        guard connected == 0, send(fd, request, request.count, 0) == request.count, recv(fd, &chunk, chunk.count, 0) > 0 else {
            close(fd)
            return nil
        }
        return fd
    }
}
