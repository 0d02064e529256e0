import Foundation
import Livery
import LiveryGallery
import LiveryRender

/// The one font set snapshots are drawn with (Docs/Snapshots.md): Inter and
/// Inter Display in their nine weights, read from one folder by file name
/// and digested, and the icon font symbols are drawn from, found by path
/// (``symbolsFile(in:)``) and digested too — no fontconfig search, no
/// fallback to what a machine has installed — so two machines with the same
/// files draw the same bytes, and a machine without them gets one error that says so.
package struct SnapshotFonts: Sendable {
    package let folder: String
    package let files: FontFiles
    /// SHA-256 over each file's name and SHA-256, in name order.
    package let digest: String

    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// Where the install step puts the set: `LIVERY_FONTS`, else Debian's `fonts-inter`.
    package static var defaultFolder: String {
        ProcessInfo.processInfo.environment["LIVERY_FONTS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/fonts/opentype/inter"
    }

    /// The most bytes one font file may have.
    package static let maxFileBytes = 64 << 20

    /// The files of the set: `Inter-Regular.otf`, `InterDisplay-Bold.otf`, … by UIFont.Weight.
    package static func fileNames(for weight: FontWeight) -> (text: String, display: String) {
        let names: [FontWeight: String] = [
            .ultraLight: "Thin", .thin: "ExtraLight", .light: "Light", .regular: "Regular", .medium: "Medium",
            .semibold: "SemiBold", .bold: "Bold", .heavy: "ExtraBold", .black: "Black",
        ]
        let name = names[weight] ?? "Regular"
        return ("Inter-\(name).otf", "InterDisplay-\(name).otf")
    }

    /// The Material Icons file symbols are drawn from: `MaterialIcons-Regular.ttf`
    /// in the set's folder, else where Debian's and Homebrew's packages put it;
    /// nil without one (every symbol draws as its labelled placeholder).
    package static func symbolsFile(in folder: String) -> String? {
        let name = "MaterialIcons-Regular.ttf"
        let places = [
            folder + "/" + name, "/usr/share/fonts/truetype/material-design-icons-iconfont/" + name, "/Library/Fonts/" + name,
            NSHomeDirectory() + "/Library/Fonts/" + name,
        ]
        return places.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// Reads and digests the set in `folder`; a missing folder or file is one failure naming all that is missing.
    package init(folder: String) throws(Failure) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw Failure(
                description:
                    "the snapshot fonts' folder '\(folder)' does not exist: install Inter (Debian's fonts-inter) or name the folder with --fonts or LIVERY_FONTS"
            )
        }
        var text: [FontWeight: FontLocation] = [:]
        var display: [FontWeight: FontLocation] = [:]
        var names: [String] = []
        for weight in FontWeight.allCases {
            let (textName, displayName) = SnapshotFonts.fileNames(for: weight)
            text[weight] = FontLocation(path: folder + "/" + textName)
            display[weight] = FontLocation(path: folder + "/" + displayName)
            names += [textName, displayName]
        }
        // Each file digested on its own core, then the names and digests in name order.
        let sorted = names.sorted()
        let digests = ParallelWork.map(count: sorted.count) { index in
            (try? BoundedFileReader.read(folder + "/" + sorted[index], maxBytes: SnapshotFonts.maxFileBytes)).map(SnapshotDigest.of)
        }
        let missing = zip(sorted, digests).filter { $0.1 == nil }.map(\.0)
        guard missing.isEmpty else {
            throw Failure(
                description: "the snapshot fonts' folder '\(folder)' lacks \(missing.count) of its \(names.count) files: \(missing.joined(separator: ", "))"
            )
        }
        // The icon font: its digest, or "none", so a machine that draws symbols as placeholders fingerprints apart.
        let symbols = SnapshotFonts.symbolsFile(in: folder)
        let symbolsDigest =
            symbols.flatMap { try? BoundedFileReader.read($0, maxBytes: SnapshotFonts.maxFileBytes) }.map(SnapshotDigest.of) ?? "none"
        self.folder = folder
        self.files = FontFiles(
            text: text, display: display, emoji: nil, searchesInstalledFonts: false, symbols: symbols.map { FontLocation(path: $0) })
        self.digest = SnapshotDigest.of(
            Array((zip(sorted, digests).map { "\($0) \($1 ?? "")\n" }.joined() + "symbols \(symbolsDigest)\n").utf8))
    }
}
