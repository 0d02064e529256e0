import LiveryYAML

/// One stylesheet file after reading: its top-level entries and the files it imports.
struct SourceFile {
    /// The path as printed in diagnostics (relative paths stay relative).
    var path: String
    /// Its folder, for imports and image paths.
    var directory: String
    /// The top-level mapping's entries, in source order.
    var entries: [YAMLPair]
    /// Indices (into the loaded file list) of its direct imports, in order.
    var imports: [Int]
    /// Its design-token imports, in order.
    var tokenImports: [TokenImport] = []
    /// Its asset catalog imports, in order: indices into the loader's catalogs.
    var catalogImports: [Int] = []

    subscript(key: String) -> YAMLNode? {
        entries.first { $0.key.text == key }?.value
    }
}
