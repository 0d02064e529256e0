import Foundation

/// Reads a whole file only when it is within a byte limit, checking the size
/// before reading so an enormous file is never loaded just to be rejected.
package enum BoundedFileReader {
    package enum Failure: Error {
        /// Missing, a directory, or not readable.
        case unreadable
        /// Larger than the limit (`size` is what the file system reports, or
        /// the bytes read when the file grew after the check).
        case tooLarge(size: Int)
    }

    package static func read(_ path: String, maxBytes: Int) throws(Failure) -> [UInt8] {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let attributes, attributes[.type] as? FileAttributeType != .typeDirectory,
              let handle = FileHandle(forReadingAtPath: path) else { throw .unreadable }
        defer { try? handle.close() }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        if size > maxBytes { throw .tooLarge(size: size) }
        // Read one byte past the limit, in case the file grew since the size check.
        let data = (try? handle.read(upToCount: maxBytes + 1)) ?? Data()
        if data.count > maxBytes { throw .tooLarge(size: data.count) }
        return [UInt8](data)
    }
}
