/// Ceilings the reader enforces so that hostile input fails fast with an error
/// instead of exhausting memory or time. Documented in Docs/Limits.md.
public struct YAMLLimits: Sendable, Hashable {
    /// Largest input accepted, in bytes.
    public var maxBytes: Int = 16 * 1024 * 1024
    /// Deepest nesting of sequences and mappings.
    public var maxDepth: Int = 128
    /// Total nodes that alias expansion may add to a document
    /// (the "billion laughs" guard).
    public var maxAliasExpansion: Int = 100_000
    /// Total bytes of scalar text that alias expansion may repeat: an alias
    /// of a long scalar costs its length each time its text is read.
    public var maxAliasExpansionBytes: Int = 16 * 1024 * 1024
    /// Total nodes in one document, aliases expanded.
    public var maxNodes: Int = 2_000_000

    public init() {}

    public static let `default` = YAMLLimits()
}
