/// The files `livery diff`'s arguments name: a path as given, and for
/// `git:REV:path` the copy of that file (and of what it reads) from the
/// revision. One ``GitRevisionFiles`` per revision, shared by every argument
/// that names it; the copies go with ``remove()`` or this object's release,
/// so an owner keeps it for as long as anything reads them (a renderer
/// reads images as it draws).
package final class RevisionCheckouts {
    /// Most bytes read from each revision (`--git-max-bytes`).
    package let maxBytes: Int
    /// The folder paths are relative to, and the repository is found from (nil: the working directory).
    private let folder: String?
    private var checkouts: [String: GitRevisionFiles] = [:]

    /// An argument that could not be read, with why.
    package struct Failure: Error, CustomStringConvertible {
        package var argument: String
        package var reason: any Error
        package var description: String { "\(argument): \(reason)" }
    }

    package init(in folder: String? = nil, maxBytes: Int = GitRevisionFiles.defaultMaxBytes) {
        self.folder = folder
        self.maxBytes = maxBytes
    }

    /// The path to read `argument` from: itself, or for `git:REV:path` the
    /// copy, made the first time the revision or the file is named.
    package func local(_ argument: String) throws(Failure) -> String {
        guard let (revision, path) = GitRevisionFiles.parse(argument) else { return argument }
        do {
            let checkout = try checkouts[revision] ?? GitRevisionFiles(revision: revision, in: folder, maxBytes: maxBytes)
            checkouts[revision] = checkout
            return try checkout.file(path)
        } catch {
            throw Failure(argument: argument, reason: error)
        }
    }

    /// Removes every copy now; later calls do nothing.
    package func remove() {
        for checkout in checkouts.values { checkout.remove() }
    }
}
