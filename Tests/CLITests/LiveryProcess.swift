import Foundation

/// Runs the built `livery` executable (it sits next to the test bundle in the
/// build products folder) and captures what it prints.
struct LiveryProcess {
    var status: Int32
    var stdout: String
    var stderr: String

    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("livery")
    }

    static func run(_ arguments: [String], in directory: String) throws -> LiveryProcess {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting, so a large output cannot fill the pipe and stall the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return LiveryProcess(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                             stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// A fresh folder holding `files` (name → text).
    static func folder(_ files: [String: String]) throws -> String {
        let path = NSTemporaryDirectory() + "livery-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8) }
        return path
    }
}
