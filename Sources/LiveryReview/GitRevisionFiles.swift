import Foundation
import Livery
import LiveryYAML

/// Files as they were at one revision, for `git:REV:path` in `livery diff`:
/// a stylesheet (or compiled table) or a tree document, and what it reads
/// from that same revision, copied into a ``TemporaryFolder`` that this
/// object owns: it goes when ``remove()`` is called or the object is
/// released, whichever way the command ends, or when a signal ends it.
///
/// Only what the compilation and the render read is copied, never the whole
/// revision: a repository may hold gigabytes of images no stylesheet names.
/// From each file copied, the files it names are looked up in the revision
/// and copied in turn, until nothing new is named:
///
/// - a stylesheet's `imports:` (stylesheets and token files, as
///   `StylesheetLoader` reads them: relative to the importing file);
/// - every scalar in a stylesheet, token file or tree document that names a
///   PNG relative to that file (image values, wherever they are written:
///   rules, styles, constants, a tree's `set:`);
/// - the images a compiled table's values name.
///
/// A name that is not a file of the revision is left out, and the compiler
/// reports it as it would any missing file. Lookups and copies go through
/// `git cat-file` in batches (``GitObjects``), sizes first: everything read
/// from one revision is held to ``maxBytes`` before a byte of it is
/// written, and past that the command stops with an error naming the file.
package final class GitRevisionFiles {
    /// The default of `livery diff --git-max-bytes`: everything read from one
    /// revision. As large as one image may be (`RenderLimits.maxImageFileBytes`):
    /// stylesheets and images a real project names are far smaller.
    package static let defaultMaxBytes = 256 << 20
    /// Most files read from one revision; a stylesheet imports at most 64
    /// (`StylesheetLimits.maxFiles`), the rest are images.
    static let maxFiles = 10_000
    /// The file kinds a stylesheet or tree reads: stylesheets, token files, images.
    static let extensions = [".yaml", ".yml", ".json", ".tokens"] + ImageReference.drawnFileExtensions
    /// Those among them that are read as YAML (token JSON too) and may name more files.
    static let documentExtensions = [".yaml", ".yml", ".json", ".tokens"]

    package let revision: String
    package let maxBytes: Int
    /// Bytes copied so far.
    package private(set) var bytesRead = 0
    /// Files copied so far.
    package private(set) var filesCopied = 0

    private let folder: TemporaryFolder
    /// The revision's files under the temporary folder, at their paths in the repository.
    private let files: String
    private let objects: GitObjects
    /// The working directory, relative to the repository's top (`Sources/`), for paths as written.
    private let prefix: String
    /// The revision's tree, which every lookup names instead of the revision.
    private let tree: String
    /// Every repository path looked up, and whether it was copied.
    private var known: [String: Bool] = [:]

    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// `git:REV:path` split, or nil for a plain path.
    package static func parse(_ text: String) -> (revision: String, path: String)? {
        guard text.hasPrefix("git:") else { return nil }
        let rest = text.dropFirst(4)
        guard let colon = rest.firstIndex(of: ":") else { return nil }
        let revision = String(rest[..<colon])
        let path = String(rest[rest.index(after: colon)...])
        return revision.isEmpty || path.isEmpty ? nil : (revision, path)
    }

    /// Finds the repository `workingFolder` (the process's when nil) is in
    /// and the revision's tree; copies nothing yet. Relative paths are read
    /// from `workingFolder`, as a user in it writes them.
    package init(revision: String, in workingFolder: String? = nil, maxBytes: Int = GitRevisionFiles.defaultMaxBytes) throws {
        self.revision = revision
        self.maxBytes = maxBytes
        let top = try GitObjects.git(["rev-parse", "--show-toplevel"], in: workingFolder).trimmingCharacters(in: .newlines)
        prefix = try GitObjects.git(["rev-parse", "--show-prefix"], in: workingFolder).trimmingCharacters(in: .newlines)
        folder = try TemporaryFolder(prefix: "livery-git-")
        files = folder.path + "/files"
        objects = GitObjects(repository: top, scratch: folder.path)
        // The revision goes to git as a request, never as an argument.
        guard case .found(let id, "tree", _)? = try objects.lookUp([revision + "^{tree}"]).first else {
            throw Failure(description: "unknown revision '\(revision)'")
        }
        tree = id
    }

    /// Removes the copies now; later calls do nothing.
    package func remove() { folder.remove() }

    /// Copies `path` (as the user wrote it: relative to the working
    /// directory, or absolute inside the repository) and everything it
    /// names, and returns the copy's path.
    package func file(_ path: String) throws -> String {
        guard let relative = repositoryPath(path) else {
            throw Failure(description: "'\(path)' is not in the repository")
        }
        if known[relative] == nil { try copy([relative]) }
        guard known[relative] == true else { throw Failure(description: "'\(path)' is not in revision '\(revision)'") }
        return files + "/" + relative
    }

    /// A path as the user wrote it, as a path in the repository; nil when it leads out.
    private func repositoryPath(_ path: String) -> String? {
        if path.hasPrefix("/") {
            let top = objects.repository.hasSuffix("/") ? objects.repository : objects.repository + "/"
            guard path.hasPrefix(top) else { return nil }
            return GitRevisionFiles.normalized(String(path.dropFirst(top.count)))
        }
        return GitRevisionFiles.normalized(prefix + path)
    }

    /// `a/./b/../c` as `a/c`; nil when `..` climbs above the top or nothing is left.
    static func normalized(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == ".." {
                guard parts.popLast() != nil else { return nil }
            } else {
                parts.append(part)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }

    /// Copies the paths and, round after round, what the copied files name.
    private func copy(_ roots: [String]) throws {
        var pending = roots.filter { known[$0] == nil }
        while !pending.isEmpty {
            let answers = try objects.lookUp(pending.map { tree + ":" + $0 })
            var blobs: [(id: String, size: Int, to: String)] = []
            var copied: [String] = []
            for (path, answer) in zip(pending, answers) {
                guard case .found(let id, "blob", let size) = answer else {
                    known[path] = false
                    continue
                }
                guard filesCopied < GitRevisionFiles.maxFiles else {
                    throw Failure(description: "more than \(GitRevisionFiles.maxFiles) files are named in revision '\(revision)'")
                }
                // Checked from the size git reports, before anything is written.
                guard bytesRead + size <= maxBytes else {
                    throw Failure(
                        description: "'\(path)' is \(size) bytes, which would take what is read from revision '\(revision)' "
                            + "to \(bytesRead + size) bytes; the limit is \(maxBytes) (--git-max-bytes)")
                }
                bytesRead += size
                filesCopied += 1
                known[path] = true
                blobs.append((id, size, files + "/" + path))
                copied.append(path)
            }
            try objects.copy(blobs)
            var named: Set<String> = []
            for path in copied { named.formUnion(references(in: path).filter { known[$0] == nil }) }
            pending = named.sorted()
        }
    }

    /// The repository paths a copied file names: its imports and the images in it.
    private func references(in path: String) -> [String] {
        let local = files + "/" + path
        let directory = path.split(separator: "/").dropLast().joined(separator: "/")
        func resolve(_ written: String) -> String? {
            guard !written.hasPrefix("/") else { return nil }
            return GitRevisionFiles.normalized(directory.isEmpty ? written : directory + "/" + written)
        }
        let lowercased = path.lowercased()
        if lowercased.hasSuffix(".liverytable") {
            return tableImages(local).compactMap(resolve)
        }
        guard GitRevisionFiles.documentExtensions.contains(where: lowercased.hasSuffix),
            let bytes = try? BoundedFileReader.read(local, maxBytes: YAMLLimits.default.maxBytes),
            let root = try? YAMLReader.parse(bytes)
        else { return [] }
        var names = StylesheetCompiler.importedPaths(of: root)
        GitRevisionFiles.scalars(root) { text in
            if ImageReference.drawnFileExtensions.contains(where: text.lowercased().hasSuffix) { names.append(text) }
        }
        return names.compactMap(resolve)
    }

    /// The images a compiled table's values name, as written (relative to the table).
    private func tableImages(_ local: String) -> [String] {
        guard let bytes = try? BoundedFileReader.read(local, maxBytes: StylesheetInput.maxTableBytes),
            let table = try? InvocationTable(compiled: bytes, relativeTo: "")
        else { return [] }
        return table.invocations.compactMap { invocation in
            if case .image(let image) = invocation.value { image.written } else { nil }
        }
    }

    /// Every scalar's text under `root`, keys included, without recursion.
    static func scalars(_ root: YAMLNode, _ body: (String) -> Void) {
        var stack = [root]
        while let node = stack.popLast() {
            switch node.content {
            case .scalar(let scalar): body(scalar.value)
            case .sequence(let items): stack += items
            case .mapping(let pairs):
                for pair in pairs { stack += [pair.key, pair.value] }
            }
        }
    }
}
