/// Path arithmetic on plain strings, the one place that decides what "the
/// folder of a file" and "relative to it" mean for imports, images and writes.
public enum FilePath {
    /// The folder part of `path`: `""` for a bare file name, `"/"` for a file at the root.
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` if absolute, else joined onto `directory` (`""` being the working directory), its `..` and `.`
    /// taken out as written (`Out/../Images/a.png` is `Images/a.png`), whether or not the folders exist yet:
    /// an import checks the images of a stylesheet it has not written.
    public static func resolve(_ path: String, relativeTo directory: String) -> String {
        if path.hasPrefix("/") || directory.isEmpty { return path }
        let joined = directory.hasSuffix("/") ? directory + path : directory + "/" + path
        guard joined.contains("/..") || joined.contains("/./") else { return joined }
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != "..", !last.isEmpty {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}
