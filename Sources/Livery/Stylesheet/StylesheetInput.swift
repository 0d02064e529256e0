/// What every command that takes a stylesheet reads: a `.style.yaml`,
/// compiled with its imports, or a `.liverytable` that `livery compile`
/// wrote, loaded (Docs/TableFormat.md). Either gives the same table.
public enum StylesheetInput {
    /// The largest compiled table read (Docs/Limits.md).
    public static let maxTableBytes = 16 << 20

    /// Whether a path names a compiled table rather than YAML.
    public static func isCompiledTable(_ path: String) -> Bool { path.hasSuffix(".liverytable") }

    /// The table, or nil with the reason as a diagnostic located at the file.
    public static func load(path: String) -> (table: InvocationTable?, diagnostics: [Diagnostic]) {
        guard isCompiledTable(path) else { return StylesheetCompiler.compile(path: path) }
        let start = SourceLocation(file: path, line: 1, column: 1)
        let bytes: [UInt8]
        do {
            bytes = try BoundedFileReader.read(path, maxBytes: maxTableBytes)
        } catch .tooLarge(let size, let limit) {
            return (nil, [Diagnostic(.inputTooLarge, "'\(path)' is \(size) bytes; the limit is \(limit)", at: start)])
        } catch {
            return (nil, [Diagnostic(.fileNotFound, "cannot read '\(path)': \(error)", at: start)])
        }
        do {
            return (try InvocationTable(compiled: bytes, relativeTo: FilePath.directory(of: path)), [])
        } catch {
            return (
                nil,
                [
                    Diagnostic(
                        .badTable, "'\(path)' cannot be read: \(error)", at: start,
                        hint: "compile the stylesheet again with `livery compile`")
                ]
            )
        }
    }
}
