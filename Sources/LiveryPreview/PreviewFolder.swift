import Foundation
import Livery
import LiveryYAML

/// The folder `livery serve` serves, and the only one it reads: request
/// paths are resolved inside it or refused — no `..`, no absolute path, no
/// symbolic link that leads out — and only the kinds of file the pipeline
/// reads are listed and watched.
public struct PreviewFolder: Sendable {
    public let root: ReadableRoot

    /// Files the pipeline reads; a change to any of them may change a screen.
    static let watchedExtensions = [".yaml", ".yml", ".json", ".tokens", ".png"]
    /// Bounds on the walk, so a huge or looping folder cannot stall the server.
    static let maxFiles = 20_000
    static let maxDepth = 12
    /// The stamp that tells a file changed.
    struct Stamp: Hashable {
        var modified: Date
        var size: Int
    }

    public init(_ folder: String) {
        root = ReadableRoot(folder)
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

    /// The path of a file inside the folder relative to it.
    public func relative(_ path: String) -> String {
        path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : path
    }

    /// Report text with the folder's own paths shortened to relative ones.
    public func relativeText(_ text: String) -> String {
        text.replacingOccurrences(of: root.path + "/", with: "")
    }

    /// Every watched file with its stamp, by absolute path; hidden folders and
    /// build folders are skipped, symbolic links are not followed out.
    func scan() -> [String: Stamp] {
        var found: [String: Stamp] = [:]
        var queue: [(String, Int)] = [(root.path, 0)]
        let manager = FileManager.default
        while let (folder, depth) = queue.popLast(), found.count < PreviewFolder.maxFiles {
            guard let names = try? manager.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") && name != "node_modules" {
                let path = folder + "/" + name
                guard let attributes = try? manager.attributesOfItem(atPath: path) else { continue }
                let type = attributes[.type] as? FileAttributeType
                if type == .typeDirectory {
                    if depth < PreviewFolder.maxDepth { queue.append((path, depth + 1)) }
                } else if PreviewFolder.watchedExtensions.contains(where: { name.lowercased().hasSuffix($0) }),
                    type == .typeRegular || (type == .typeSymbolicLink && root.contains(path))
                {
                    let stamp: [FileAttributeKey: Any] = (try? manager.attributesOfItem(atPath: ReadableRoot.canonical(path))) ?? attributes
                    found[path] = Stamp(
                        modified: stamp[FileAttributeKey.modificationDate] as? Date ?? .distantPast,
                        size: (stamp[FileAttributeKey.size] as? NSNumber)?.intValue ?? 0)
                }
            }
        }
        return found
    }

    /// The tree documents among `files`, relative, sorted.
    static func trees(in files: some Sequence<String>, folder: PreviewFolder) -> [String] {
        files.filter { $0.hasSuffix(".tree.yaml") }.map(folder.relative).sorted()
    }

    /// The stylesheet a tree is styled with: its `stylesheet:` key, else the
    /// `.style.yaml` of the same stem beside it. Nil when neither is a file
    /// inside the folder.
    func stylesheet(forTree path: String) -> String? {
        let folder = FilePath.directory(of: path)
        if let bytes = try? BoundedFileReader.read(path, maxBytes: 1 << 20),
            let document = try? YAMLReader.parse(bytes),
            let written = document["stylesheet"]?.text
        {
            let candidate = FilePath.resolve(written, relativeTo: folder)
            return root.contains(candidate) && FileManager.default.fileExists(atPath: candidate) ? candidate : nil
        }
        let stem = String(path.dropLast(".tree.yaml".count))
        let sibling = stem + ".style.yaml"
        return FileManager.default.fileExists(atPath: sibling) && root.contains(sibling) ? sibling : nil
    }

    /// `NAME.style.yaml` anywhere under the folder (the first in path order),
    /// for `/tables/NAME.liverytable`; names are letters, digits, `_` and `-`.
    func namedStylesheet(_ name: String, among files: some Sequence<String>) -> String? {
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { return nil }
        return files.filter { URL(fileURLWithPath: $0).lastPathComponent == name + ".style.yaml" }.sorted().first
    }
}
