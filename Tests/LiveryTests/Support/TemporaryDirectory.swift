import Foundation

/// A fresh directory under the system temporary directory, for tests that write files.
enum TemporaryDirectory {
    static func make() -> String {
        let path = NSTemporaryDirectory() + "livery-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Removes a directory ``make()`` gave, with what the test wrote in it.
    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
