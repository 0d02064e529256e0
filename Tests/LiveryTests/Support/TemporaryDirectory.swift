import Foundation

/// A fresh directory under the system temporary directory, for tests that write files.
enum TemporaryDirectory {
    static func make() -> String {
        let path = NSTemporaryDirectory() + "livery-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
