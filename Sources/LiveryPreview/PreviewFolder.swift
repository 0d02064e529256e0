import Foundation
import Livery

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder `livery serve` serves, and the only one it reads: request
/// paths are resolved inside it or refused — no `..`, no absolute path, no
/// symbolic link that leads out — and only the kinds of file the pipeline
/// reads are listed and watched.
public struct PreviewFolder: Sendable {
    public let root: ReadableRoot

    /// Files the pipeline reads; a change to any of them may change a screen.
    static let watchedExtensions = [".yaml", ".yml", ".json", ".tokens"] + ImageReference.drawnFileExtensions
    /// Bounds on the walk, so a huge or looping folder cannot stall the server.
    public static let defaultMaxFiles = 20_000
    static let maxDepth = 12
    /// Watched files at most; past them files are not watched.
    let maxFiles: Int
    /// The stamp that tells a file changed.
    struct Stamp: Hashable {
        var modified: Date
        var size: Int
    }

    public init(_ folder: String, maxFiles: Int = PreviewFolder.defaultMaxFiles) {
        root = ReadableRoot(folder)
        self.maxFiles = maxFiles
    }

    /// The absolute path of `relative`, if it names an existing regular file
    /// inside the folder; nil for anything else.
    public func resolve(_ relative: String) -> String? {
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.contains("\0"), !relative.contains("\\"),
            !relative.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0 == ".." || $0 == "." })
        else { return nil }
        let path = root.path + "/" + relative
        guard root.contains(path) else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        return path
    }

    /// Where a capture posted as `name` is stored (`Captures/NAME.tree.yaml`,
    /// absolute): only in that folder, so a request can replace an earlier
    /// capture, never a tree someone wrote. Nil unless `name` is
    /// `NAME.tree.yaml` with a plain `NAME` (``CaptureName/isPlain(_:)``).
    func capturePath(_ name: String) -> String? {
        guard name.hasSuffix(CaptureName.fileExtension), CaptureName.isPlain(String(name.dropLast(CaptureName.fileExtension.count)))
        else { return nil }
        return root.path + "/" + CaptureName.folder + "/" + name
    }

    /// Makes the captures folder when it is missing: whether it was made
    /// now (so a refused capture can leave the folder as it found it); nil
    /// when it cannot, or when something else has its name (a file, or a
    /// link, which could lead the write outside).
    func makeCapturesFolder() -> Bool? {
        let path = root.path + "/" + CaptureName.folder
        let made = mkdir(path, 0o777) == 0
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR ? made : nil
    }

    /// Removes the captures folder if it is empty (`rmdir` removes nothing else).
    func removeEmptyCapturesFolder() {
        rmdir(root.path + "/" + CaptureName.folder)
    }

    /// The path of a file inside the folder relative to it.
    public func relative(_ path: String) -> String {
        path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : path
    }

    /// Report text with the folder's own paths shortened to relative ones.
    public func relativeText(_ text: String) -> String {
        text.replacingOccurrences(of: root.path + "/", with: "")
    }

    /// Every watched file with its stamp, by absolute path; hidden folders and
    /// build folders are skipped, symbolic links are not followed out. Names
    /// come from `readdir` with their types, so only watched files are
    /// `stat`ed, and the caps count every file and every entry read: a
    /// folder of 50,000 files costs a bounded scan, not a walk of it all.
    /// Names that are not UTF-8, or hold a backslash, are not listed (no
    /// request path can name them).
    func scan() -> [String: Stamp] {
        var found: [String: Stamp] = [:]
        var entriesRead = 0
        var queue: [(String, Int)] = [(root.path, 0)]
        let maxEntries = 4 * maxFiles
        while let (folder, depth) = queue.popLast(), found.count < maxFiles, entriesRead < maxEntries {
            for (name, kind) in PreviewFolder.entries(of: folder, budget: &entriesRead, maxEntries: maxEntries) {
                guard found.count < maxFiles else { break }
                guard !name.hasPrefix("."), name != "node_modules", !name.contains("\\") else { continue }
                let path = folder + "/" + name
                switch kind {
                case .directory:
                    if depth < PreviewFolder.maxDepth { queue.append((path, depth + 1)) }
                case .file, .link:
                    guard PreviewFolder.watchedExtensions.contains(where: { name.lowercased().hasSuffix($0) }),
                        kind == .file || root.contains(path), let stamp = PreviewFolder.stamp(path)
                    else { continue }
                    found[path] = stamp
                case .other:
                    continue
                }
            }
        }
        return found
    }

    enum EntryKind { case directory, file, link, other }

    /// A folder's entries, sorted by name, with their kinds from `readdir`
    /// (`lstat` where the file system does not say); counts each toward
    /// `budget`, and reads none past `maxEntries` (four per watched file).
    static func entries(of folder: String, budget: inout Int, maxEntries: Int) -> [(String, EntryKind)] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var entries: [(String, EntryKind)] = []
        while budget < maxEntries, let entry = readdir(directory) {
            budget += 1
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(validatingCString: $0) }
            }
            guard let name, name != ".", name != ".." else { continue }
            let kind: EntryKind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_REG): kind = .file
            case Int32(DT_LNK): kind = .link
            case Int32(DT_UNKNOWN): kind = lstatKind(folder + "/" + name)
            default: kind = .other
            }
            entries.append((name, kind))
        }
        return entries.sorted { $0.0 < $1.0 }
    }

    private static func lstatKind(_ path: String) -> EntryKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// A regular file's stamp, following a link; nil for anything else.
    static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        return Stamp(
            modified: Date(timeIntervalSince1970: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9), size: Int(info.st_size))
    }

    /// The tree documents among `files`, relative, sorted.
    static func trees(in files: some Sequence<String>, folder: PreviewFolder) -> [String] {
        files.filter { $0.hasSuffix(".tree.yaml") }.map(folder.relative).sorted()
    }

    /// The stylesheet a tree is styled with: its `stylesheet:` key, else the
    /// `.style.yaml` of the same stem beside it. Nil when neither is a file
    /// inside the folder.
    func stylesheet(forTree path: String) -> String? {
        TreeDocument.stylesheet(forTree: path, beneath: root)
    }

    /// `NAME.style.yaml` anywhere under the folder (the first in path order),
    /// for `/tables/NAME.liverytable`; names are letters, digits, `_` and `-`.
    func namedStylesheet(_ name: String, among files: some Sequence<String>) -> String? {
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { return nil }
        return files.filter { URL(fileURLWithPath: $0).lastPathComponent == name + ".style.yaml" }.sorted().first
    }
}
