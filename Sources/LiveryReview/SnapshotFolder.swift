import Foundation
import Livery

/// A folder of baselines, by screen name (Docs/Snapshots.md):
/// `NAME.snapshot` is the approved baseline, `NAME.snapshot.pending` a new
/// one waiting for review, `NAME.png` the approved image when images are
/// kept, `NAME.pending.png` and `NAME.difference.png` the pending one's.
/// Accepting a pending baseline replaces the approved one atomically;
/// every file is read beneath the folder and written inside it.
package struct SnapshotFolder: Sendable {
    package let path: String
    private let root: ReadableRoot

    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    package init(path: String) {
        self.path = path
        root = ReadableRoot(path, followingLinks: false)
    }

    /// Whether `name` is a screen's name: letters, digits, `-`, `_`, `.` and
    /// `@`, not starting with `.`, at most 200 bytes. No other name is read or written.
    package static func isScreenName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first != ".", name.utf8.count <= 200 else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.@".unicodeScalars.contains($0)
        }
    }

    package func baselinePath(_ name: String) -> String { path + "/" + name + ".snapshot" }
    package func pendingPath(_ name: String) -> String { path + "/" + name + ".snapshot.pending" }
    package func imagePath(_ name: String) -> String { path + "/" + name + ".png" }
    package func pendingImagePath(_ name: String) -> String { path + "/" + name + ".pending.png" }
    package func differencePath(_ name: String) -> String { path + "/" + name + ".difference.png" }

    /// The baseline at `file` (one of this folder's paths); nil when there is none.
    package func read(_ file: String) throws(SnapshotBaseline.Failure) -> SnapshotBaseline? {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFileReader.read(file, maxBytes: SnapshotBaseline.maxBytes, beneath: root)
        } catch .missing {
            return nil
        } catch {
            throw SnapshotBaseline.Failure(
                diagnostic: .error("cannot read the baseline: \(error)", code: .badBaseline, at: SourceLocation(file: file, line: 1, column: 1)))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SnapshotBaseline.Failure(
                diagnostic: .error("the baseline is not UTF-8 text", code: .badBaseline, at: SourceLocation(file: file, line: 1, column: 1)))
        }
        return try SnapshotBaseline(parsing: text, file: file)
    }

    /// The images a pending baseline brings, as PNG bytes (nil for none).
    package struct PendingImages {
        package var after: [UInt8]?
        package var difference: [UInt8]?
    }

    /// Writes an approved baseline (and its image, when images are kept), and
    /// drops what was pending for the screen.
    package func record(_ baseline: SnapshotBaseline, image: [UInt8]?) throws {
        try AtomicFileWriter.write(baseline.text, to: baselinePath(baseline.screen))
        if let image { try AtomicFileWriter.write(image, to: imagePath(baseline.screen)) }
        discardPending(baseline.screen)
    }

    /// Writes a baseline pending review, with its images.
    package func propose(_ baseline: SnapshotBaseline, images: PendingImages) throws {
        try AtomicFileWriter.write(baseline.text, to: pendingPath(baseline.screen))
        for (bytes, file) in [(images.after, pendingImagePath(baseline.screen)), (images.difference, differencePath(baseline.screen))] {
            if let bytes { try AtomicFileWriter.write(bytes, to: file) } else { try? FileManager.default.removeItem(atPath: file) }
        }
    }

    /// The screens with a baseline pending review, by name.
    package func pendingNames() -> [String] {
        let suffix = ".snapshot.pending"
        let files = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return files.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }.filter(SnapshotFolder.isScreenName).sorted()
    }

    /// Each screen pending review, against its approved baseline: what
    /// changed, and the file names of the images the folder has for it. A
    /// pending file that is not a baseline is left out (accepting it fails).
    package func pendingReviews() -> [SnapshotReview] {
        pendingNames().compactMap { name in
            guard let pending = try? read(pendingPath(name)) else { return nil }
            let baseline = try? read(baselinePath(name))
            var review = SnapshotReview(
                screen: name, tree: pending.tree, variant: pending.variant, scale: pending.scale,
                status: baseline == nil ? .missing : .changed, changes: baseline.map { SnapshotChange.between($0, pending) } ?? [],
                imageChanged: baseline.map { $0.image != pending.image } ?? false)
            func existing(_ file: String) -> String? {
                FileManager.default.fileExists(atPath: file) ? String(file.dropFirst(path.count + 1)) : nil
            }
            review.before = existing(imagePath(name))
            review.after = existing(pendingImagePath(name))
            review.difference = existing(differencePath(name))
            return review
        }
    }

    /// Whether `file` is the name of an image this folder holds for a screen
    /// (`NAME.png`, `NAME.pending.png`, `NAME.difference.png`): the only files the review page serves.
    package static func isImageName(_ file: String) -> Bool {
        for suffix in [".pending.png", ".difference.png", ".png"] where file.hasSuffix(suffix) {
            if isScreenName(String(file.dropLast(suffix.count))) { return true }
        }
        return false
    }

    /// An image of the folder (``isImageName(_:)``), read beneath it.
    package func image(_ file: String) -> [UInt8]? {
        guard SnapshotFolder.isImageName(file) else { return nil }
        return try? BoundedFileReader.read(path + "/" + file, maxBytes: SnapshotFolder.maxImageBytes, beneath: root)
    }

    /// Makes a screen's pending baseline its approved one: checked to be a
    /// baseline, written atomically over the approved one (its image too,
    /// when the folder keeps the screen's image), then the pending files removed.
    package func accept(_ name: String) throws(Failure) {
        guard SnapshotFolder.isScreenName(name) else { throw Failure(description: "'\(name)' is not a screen's name") }
        do {
            guard let pending = try read(pendingPath(name)) else {
                throw Failure(description: "no baseline of '\(name)' is pending review")
            }
            guard pending.screen == name else {
                throw Failure(description: "the pending baseline of '\(name)' is of another screen, '\(pending.screen)'")
            }
            let keepsImage = FileManager.default.fileExists(atPath: imagePath(name))
            let image = keepsImage ? try? BoundedFileReader.read(pendingImagePath(name), maxBytes: SnapshotFolder.maxImageBytes, beneath: root) : nil
            try record(pending, image: image)
        } catch let failure as Failure {
            throw failure
        } catch let failure as SnapshotBaseline.Failure {
            throw Failure(description: failure.diagnostic.description)
        } catch {
            throw Failure(description: "cannot accept '\(name)': \(error)")
        }
    }

    /// Drops a screen's pending baseline: the approved one stays, and verify keeps failing until the screen matches it.
    package func reject(_ name: String) throws(Failure) {
        guard SnapshotFolder.isScreenName(name) else { throw Failure(description: "'\(name)' is not a screen's name") }
        guard FileManager.default.fileExists(atPath: pendingPath(name)) else {
            throw Failure(description: "no baseline of '\(name)' is pending review")
        }
        discardPending(name)
    }

    func discardPending(_ name: String) {
        for file in [pendingPath(name), pendingImagePath(name), differencePath(name)] { try? FileManager.default.removeItem(atPath: file) }
    }

    /// The largest image read back from the folder (a kept or pending PNG).
    package static let maxImageBytes = 256 << 20
}
