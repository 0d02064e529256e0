import Foundation

/// A new, empty folder under the temporary directory (`name` and a UUID),
/// with each of `subfolders` made inside it: a test's own served folder.
func scratchFolder(_ name: String, with subfolders: String...) -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    for sub in subfolders {
        try? FileManager.default.createDirectory(atPath: path + "/" + sub, withIntermediateDirectories: true)
    }
    return path
}
