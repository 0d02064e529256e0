import Crypto
import Livery

/// The digests a baseline's fingerprint and image are kept as: SHA-256 in
/// lowercase hex, so two files compare as text.
package enum SnapshotDigest {
    package static func of(_ bytes: [UInt8]) -> String { hex(SHA256.hash(data: bytes)) }

    private static func hex(_ digest: SHA256.Digest) -> String {
        digest.map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()
    }
}

extension SnapshotDigest {
    /// The most bytes of a tree document digested (more than the tree loader reads).
    static let maxFileBytes = 256 << 20

    /// A file's digest (a tree document's), read within ``maxFileBytes``.
    package static func file(_ path: String) throws -> String {
        of(try BoundedFileReader.read(path, maxBytes: maxFileBytes))
    }
}
