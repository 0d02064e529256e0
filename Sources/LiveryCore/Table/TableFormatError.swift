/// Why bytes are not a compiled table this Livery can read. Every malformed
/// input ends here: the decoder never traps and never allocates more than
/// the input's size justifies.
public enum TableFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file does not start with the format's magic number.
    case notATable
    /// Written by a Livery with another format version.
    case unsupportedVersion(UInt32)
    /// The bytes end before the structure does.
    case truncated(at: Int)
    /// A structurally impossible value (an index out of range, an unknown tag).
    case malformed(String, at: Int)
    /// Bytes left over after the table.
    case trailingBytes(at: Int)
    /// A generated accessor whose text is not base64 (edited by hand).
    case notBase64(String)

    public var description: String {
        switch self {
        case .notATable: return "not a compiled Livery table (no LVRYTBL header)"
        case .unsupportedVersion(let v):
            return "table format version \(v); this Livery reads version \(TableFormat.version)"
        case .truncated(let offset): return "the table is truncated at byte \(offset)"
        case .malformed(let what, let offset): return "\(what) at byte \(offset)"
        case .trailingBytes(let offset): return "unexpected bytes after the table at byte \(offset)"
        case .notBase64(let name): return "the generated accessor of '\(name)' is not base64"
        }
    }
}
