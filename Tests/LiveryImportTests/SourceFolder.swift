import Foundation

/// A fresh temporary folder for source files a test writes.
final class SourceFolder: Sendable {
    let path: String

    init(_ prefix: String) {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The folder goes with the test that made it.
    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` as the file `name` in the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        let file = path + "/" + name
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: file, contents: Data(text.utf8))
        return file
    }
}
