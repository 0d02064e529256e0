/// Path arithmetic on plain strings, the one place that decides what "the
/// folder of a file" and "relative to it" mean for imports, images and writes.
public enum FilePath {
    /// The folder part of `path`: `""` for a bare file name, `"/"` for a file at the root.
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` if absolute, else joined onto `directory` (`""` being the working directory).
    public static func resolve(_ path: String, relativeTo directory: String) -> String {
        if path.hasPrefix("/") || directory.isEmpty { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }
}
