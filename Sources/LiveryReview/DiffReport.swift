import Foundation
import Livery
import LiveryGallery
import LiveryRender

/// `livery diff -o DIR`: a folder holding each changed screen's before,
/// after and difference PNGs and an `index.html` that shows them
/// (`DiffReportPage`), every file written atomically.
package struct DiffReport: Sendable {
    package let folder: String

    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// Makes the folder, and its parents, unless it is there.
    package init(folder: String) throws(Failure) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create '\(folder)': \(error.localizedDescription)")
        }
        self.folder = folder
    }

    /// The name a screen's images start with: its gallery file name without
    /// `.png`, colons made dashes. A tree given as `git:REV:path` has colons
    /// in its name, and in a relative link a colon before the first slash
    /// would read as a URL scheme.
    package static func baseName(of screen: GalleryPlan.Screen) -> String {
        String(screen.fileName.dropLast(".png".count)).replacingOccurrences(of: ":", with: "-")
    }

    /// Writes a changed screen's three images and names them in its review.
    func write(_ review: inout ScreenReview, of screen: GalleryPlan.Screen, before: Canvas, after: Canvas, difference: Canvas) throws {
        (review.before, review.after, review.difference) = try writeImages(
            base: DiffReport.baseName(of: screen), before: before, after: after, difference: difference)
    }

    /// Writes those of a screen's images it has, as `BASE.before.png`,
    /// `BASE.after.png` and `BASE.difference.png`; returns their names.
    func writeImages(base: String, before: Canvas?, after: Canvas?, difference: Canvas?) throws -> (String?, String?, String?) {
        var names: [String?] = []
        for (suffix, canvas) in [(".before.png", before), (".after.png", after), (".difference.png", difference)] {
            guard let canvas else {
                names.append(nil)
                continue
            }
            try AtomicFileWriter.write(try PNGCodec.encode(canvas), to: folder + "/" + base + suffix)
            names.append(base + suffix)
        }
        return (names[0], names[1], names[2])
    }

    /// Writes the page of the reviews, naming the two sides as the user did.
    package func writePage(_ reviews: [ScreenReview], old: String, new: String) throws {
        try AtomicFileWriter.write(DiffReportPage.html(reviews, old: old, new: new), to: folder + "/index.html")
    }
}
