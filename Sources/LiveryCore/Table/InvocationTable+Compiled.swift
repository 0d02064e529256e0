extension InvocationTable {
    /// Reads a compiled table (`livery compile`, Docs/TableFormat.md). Paths
    /// in it are relative to the stylesheet's folder and are joined onto
    /// `directory`, the folder of the table file (empty: left relative).
    public init(compiled bytes: [UInt8], relativeTo directory: String = "") throws(TableFormatError) {
        self = try TableDecoder.decode(bytes, relativeTo: directory)
    }

    /// The compiled form: what `livery compile` writes. Paths under
    /// `directory` (the stylesheet's folder) are stored relative to it.
    public func compiled(relativeTo directory: String = "") -> [UInt8] {
        TableEncoder.encode(self, relativeTo: directory)
    }
}
