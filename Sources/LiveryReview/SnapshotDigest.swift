import Crypto

/// The digests a baseline's fingerprint and image are kept as: SHA-256 in
/// lowercase hex, so two files compare as text.
package enum SnapshotDigest {
    package static func of(_ bytes: [UInt8]) -> String { hex(SHA256.hash(data: bytes)) }

    static func hex(_ digest: SHA256.Digest) -> String {
        digest.map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()
    }
}
