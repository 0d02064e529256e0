#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import LiveryCore
    import UIKit

    extension ViewRecorder {
        /// Why a capture could not be written.
        public struct RecordError: Error, Sendable, Hashable, CustomStringConvertible {
            public var description: String
        }

        /// From a unit test (XCTest or Swift Testing), one call per screen:
        /// captures `root` and writes it as `Captures/NAME.tree.yaml` in the
        /// folder of the test file that calls it, so the repository holds the
        /// app's screens as documents the CLI renders, diffs and serves.
        /// Returns the file's path.
        @discardableResult
        public func record(_ root: UIView, as name: String, file: StaticString = #filePath) throws(RecordError) -> String {
            let folder = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent(CaptureName.folder)
            return try record(root, as: name, in: folder.path)
        }

        /// Captures `root` into `FOLDER/NAME.tree.yaml`, made if missing and
        /// replaced atomically. `name` is a plain file name (letters, digits,
        /// `-`, `_`, `.`; no folder, not hidden).
        @discardableResult
        public func record(_ root: UIView, as name: String, in folder: String) throws(RecordError) -> String {
            guard CaptureName.isPlain(name) else {
                throw RecordError(description: "'\(name.escapingControlCharacters)' is not a plain file name for a capture")
            }
            let path = URL(fileURLWithPath: folder).appendingPathComponent(name + CaptureName.fileExtension).path
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try capture(root).yaml.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                throw RecordError(description: "could not write \(path): \(error.localizedDescription)")
            }
            return path
        }
    }
#endif
